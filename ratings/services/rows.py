"""A table's rating rows: each player's standing, ranked, with their nationality.

Ranks are standard competition ranks ("1224") on the exact sort value, ties
listed in name order (last name, first name, casefolded, then id); national
ranks the same among the players of one nationality. A row is the player's
standing (rating, count, peak, last played, mu, sigma) plus what ``Ranked``
holds: the players in rank order with their ranks, nationality and location.

``Ranked`` is also kept packed beside the latest checkpoint (``pack``), so the
next recompute tells which rows moved without reading the table back: after
records appended at the tip only the players they touch are placed again
(``rerank``); a recompute from nothing compares every row (``diff``). Rows are
built as tuples only for the players written.
"""

from __future__ import annotations

import marshal
import sys
from bisect import insort
from dataclasses import dataclass
from datetime import date
from itertools import repeat

from ..engines.base import RatingEngine, competition_ranks
from ..engines.ledger import Standing

#: (nationality, location, rating, rank, national_rank, events, peak,
#:  last_played ordinal, mu, sigma) of one player
Values = tuple


@dataclass
class People:
    """What the rows need of every player: {id: (nationality, location)} and
    the players in name order (ties of a rating are listed in it)."""

    countries: dict[int, tuple[str, str]]
    name_order: dict[int, int]
    #: {id: (nationality, location, last, first)}: what a past table's digest covers
    details: dict | None = None

    @classmethod
    def of(cls, details: dict[int, tuple[str, str, str, str]]) -> People:
        """From ``history.player_details``: {id: (nationality, location, last, first)}."""
        order = sorted(
            details, key=lambda p: (details[p][2].casefold(), details[p][3].casefold(), p)
        )
        return cls(
            {p: (d[0], d[1]) for p, d in details.items()},
            {p: i for i, p in enumerate(order)},
            details,
        )


@dataclass
class Ranked:
    """A table's players in rank order, with their ranks and countries."""

    order: list
    nat: list
    loc: list
    rank: list
    nrank: list

    def __len__(self) -> int:
        return len(self.order)

    def ranks(self) -> dict:
        """{player: (rank, national rank)}."""
        return dict(zip(self.order, zip(self.rank, self.nrank, strict=True), strict=True))

    def rows(self, standing: Standing, players=None) -> dict[int, Values]:
        """{player: Values} of every player (in rank order), or of ``players``."""
        if players is None:
            return _assemble(self.order, self.nat, self.loc, self.rank, self.nrank, standing)
        wanted = set(players)
        idx = [i for i, p in enumerate(self.order) if p in wanted]
        pick = [self.order[i] for i in idx]
        return _assemble(
            pick,
            [self.nat[i] for i in idx],
            [self.loc[i] for i in idx],
            [self.rank[i] for i in idx],
            [self.nrank[i] for i in idx],
            standing,
        )


def _values(engine: RatingEngine, standing: Standing) -> dict:
    """{player: sort value} of the players the table lists: those with an
    event or game counted (a Dip Pouch event worth V = 0 shows in the
    player's history, not in the table)."""
    if type(engine).sort_key is RatingEngine.sort_key:
        values = standing.rating
    else:
        values = {p: engine.sort_key(r) for p, r in standing.ratings().items()}  # its own order
    if type(engine).counted is RatingEngine.counted:  # every change counts
        return values
    count = standing.count
    return {p: v for p, v in values.items() if count[p] > 0}


def rank(engine: RatingEngine, standing: Standing, people: People) -> Ranked:
    """Every rated player who still exists, ranked."""
    countries = people.countries
    values = _values(engine, standing)
    order = [p for p in values if p in countries]
    order.sort(key=people.name_order.__getitem__)
    order.sort(key=values.__getitem__, reverse=True)  # stable: ties keep the name order
    return _ranked(order, values, countries)


def _ranked(order: list, values: dict, countries: dict) -> Ranked:
    scores = list(map(values.__getitem__, order))
    nat, loc = zip(*map(countries.__getitem__, order), strict=True) if order else ((), ())
    nat, loc = list(nat), list(loc)
    return Ranked(order, nat, loc, competition_ranks(scores), _national_ranks(nat, scores))


def rerank(
    engine: RatingEngine, standing: Standing, people: People, old: Ranked, touched: set
) -> tuple[Ranked, list, list, list]:
    """The ranking after a run from the tip that changed only ``touched``
    players: (ranked, players whose row is new or changed beyond its ranks,
    players whose ranks alone changed, players gone). Only the touched players
    (and any whose nationality or location changed) are placed again, by
    bisection; the others keep their place."""
    values = _values(engine, standing)
    countries = people.countries
    listed = set(old.order)
    redo = set(touched)
    redo.update(values.keys() - listed)
    now = list(map(countries.get, old.order))
    gone = listed - values.keys()
    if now != list(zip(old.nat, old.loc, strict=True)):  # someone moved or was deleted
        for p, c, nat, loc in zip(old.order, now, old.nat, old.loc, strict=True):
            if c is None:
                gone.add(p)
            elif (nat, loc) != c:
                redo.add(p)
    if not redo and not gone:  # e.g. a category the run did not touch
        return old, [], [], []
    gone = [p for p in old.order if p in gone]
    skip = redo.union(gone)
    order = [p for p in old.order if p not in skip]
    name = people.name_order

    def key(p):
        return (-values[p], name[p])

    placed = sorted((p for p in redo if p in countries and p in values), key=key)
    for p in placed:
        insort(order, p, key=key)
    new = _ranked(order, values, countries)
    before = old.ranks()
    shifted = [
        p
        for p, r, n in zip(new.order, new.rank, new.nrank, strict=True)
        if p not in redo and before[p] != (r, n)
    ]
    return new, placed, shifted, gone


def diff(
    old: Ranked, old_standing: Standing, new: Ranked, new_standing: Standing
) -> tuple[list, list, list]:
    """(players whose row is new or changed beyond its ranks, players whose
    ranks alone changed, players gone), every row compared."""
    before = old.rows(old_standing)
    after = new.rows(new_standing)
    get = before.get
    changed, shifted = [], []
    for p, v in after.items():
        w = get(p)
        if w != v:
            if w is not None and w[:3] == v[:3] and w[5:] == v[5:]:
                shifted.append(p)
            else:
                changed.append(p)
    gone = [p for p in before if p not in after]
    return changed, shifted, gone


def _assemble(order, nat, loc, ranks, nranks, standing: Standing) -> dict[int, Values]:
    n = len(order)
    gauss = standing.gauss
    if gauss and order:
        mu, sigma = zip(*map(gauss.__getitem__, order), strict=True)
    else:
        mu, sigma = repeat(None, n), repeat(None, n)
    last = map(date.toordinal, map(standing.last.__getitem__, order))
    return dict(
        zip(
            order,
            zip(
                nat, loc, map(standing.rating.__getitem__, order), ranks, nranks,
                map(standing.count.__getitem__, order),
                map(standing.peak.get, order, repeat(standing.start, n)), last, mu, sigma,
                strict=True,
            ),
            strict=True,
        )
    )  # fmt: skip


def _national_ranks(nationalities, scores) -> list[int | None]:
    """Competition ranks among the players of each nationality (None: none)."""
    national: dict[str, list] = {}  # nationality -> [seen, last value, last rank]
    out: list[int | None] = []
    for nat, value in zip(nationalities, scores, strict=True):
        if not nat:
            out.append(None)
            continue
        state = national.get(nat)
        if state is None:
            state = national[nat] = [0, None, 0]
        state[0] += 1
        if state[0] == 1 or value != state[1]:
            state[1] = value
            state[2] = state[0]
        out.append(state[2])
    return out


def table_rows(engine: RatingEngine, ratings: dict, people: dict) -> list[tuple]:
    """(player, nationality, location, rating, rank, national_rank, events, peak,
    last_played, mu, sigma) of {player: PlayerRating}, best first, ranked as
    ``rank`` ranks a standing (ties in name order, only players with an event
    or game counted); ``people``: {id: (nationality, location, last, first)}.
    For a table computed for a day that is no stored year end
    (``ratings.past_tables``)."""
    entries = []
    sort_key = engine.sort_key
    for pid, pr in ratings.items():
        if not pr.count:
            continue
        info = people.get(pid)
        if info is None:  # deleted while we computed
            continue
        entries.append((sort_key(pr), info, pr))
    entries.sort(key=lambda e: (-e[0], e[1][2].casefold(), e[1][3].casefold(), e[2].player))
    scores = [e[0] for e in entries]
    ranks = competition_ranks(scores)
    nranks = _national_ranks([e[1][0] for e in entries], scores)
    return [
        (pr.player, info[0], info[1], pr.rating, rank_, nrank, pr.count, pr.peak,
         pr.last_played, pr.mu, pr.sigma)
        for (_, info, pr), rank_, nrank in zip(entries, ranks, nranks, strict=True)
    ]  # fmt: skip


def as_fields(system: str, category: str, p: int, v: Values) -> tuple:
    """A row in ``store.RATING_FIELDS`` order (the date as a date)."""
    nat, loc, rating, rank_, nrank, events, peak, last, mu, sigma = v
    return (
        system, category, p, nat, loc, rating, rank_, nrank, events, peak,
        date.fromordinal(last), mu, sigma,
    )  # fmt: skip


# -- packed ------------------------------------------------------------------------------

#: ``marshal`` format 2 of plain lists (see ``engines.codec``: fast, tied to
#: the Python that wrote it)
TAG = (b"wdd-rows", 3, sys.version_info[:2], marshal.version)


def pack(tables: dict[str, Ranked]) -> bytes:
    """{category: Ranked} as bytes."""
    return marshal.dumps(
        (TAG, {c: (r.order, r.nat, r.loc, r.rank, r.nrank) for c, r in tables.items()}), 2
    )


def unpack(data: bytes) -> dict[str, Ranked] | None:
    """The tables ``pack`` gave these bytes for; None when another Python wrote
    them (then every row is written again, as if none were known)."""
    try:
        tag, tables = marshal.loads(data)
        if tag != TAG:
            return None
        return {c: Ranked(*columns) for c, columns in tables.items()}
    except (ValueError, EOFError, TypeError):
        return None


__all__ = [
    "People", "Ranked", "as_fields", "diff", "pack", "rank", "rerank", "table_rows", "unpack",
]  # fmt: skip
