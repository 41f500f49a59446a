"""A table's rating rows: each player's standing, ranked, with their nationality.

Ranks are standard competition ranks ("1224") on the exact sort value, ties
listed in name order (last name, first name, casefolded, then id); national
ranks the same among the players of one nationality. A row is the player's
standing (rating, count, peak, last played, mu, sigma) plus what ``Ranked``
holds: the players in rank order with their ranks, nationality and location.

``Ranked`` is also kept packed beside the latest checkpoint (``pack``), so the
next recompute tells which rows moved without reading the table back: after
records appended at the tip only the players they touch are placed again
(``rerank``); the others are found by comparing the standings (or, in the
tests, every row: ``diff``). Rows are built as tuples only for the players
written.
"""

from __future__ import annotations

import marshal
import sys
from bisect import bisect_right
from dataclasses import dataclass
from datetime import date
from functools import cached_property
from itertools import compress, repeat

import numpy as np

from ..engines.base import RatingEngine
from ..engines.ledger import Standing
from . import ranks

#: (nationality, location, rating, rank, national_rank, events, peak,
#:  last_played ordinal, mu, sigma) of one player
Values = tuple


@dataclass
class People:
    """What the rows need of every player: {id: (nationality, location)}, and
    their names, which order the ties of a rating."""

    countries: dict[int, tuple[str, str]]
    #: {id: (nationality, location, last, first)}: what a past table's digest covers
    details: dict

    @classmethod
    def of(cls, details: dict[int, tuple[str, str, str, str]]) -> People:
        """From ``history.player_details``: {id: (nationality, location, last, first)}."""
        return cls({p: (d[0], d[1]) for p, d in details.items()}, details)

    @cached_property
    def name_order(self) -> dict[int, int]:
        """{id: place in name order}: sorting thirty thousand names costs a
        recompute from nothing little, an update at the tip a fifth of its
        Python; that one compares the few names it places (``name_key``)."""
        order = sorted(self.details, key=self.name_key)
        return {p: i for i, p in enumerate(order)}

    def name_key(self, p: int) -> tuple:
        """Where a player's name sorts: last name, first name (casefolded), id."""
        _, _, last, first = self.details[p]
        return (last.casefold(), first.casefold(), p)

    @cached_property
    def country_groups(self) -> dict[tuple[str, str], list[int]]:
        """{(nationality, location): ids, ascending}: the countries as kept
        beside the rows (a few hundred lists of ids load five times faster
        than thirty thousand pairs). Every system of a recompute shares them."""
        groups: dict[tuple[str, str], list[int]] = {}
        countries = self.countries
        for p in sorted(countries):
            groups.setdefault(countries[p], []).append(p)
        return groups

    def moved_since(self, groups: dict) -> set:
        """The players whose nationality or location is no longer what
        ``groups`` (``country_groups`` of an earlier read) says, the deleted
        ones too: one comparison when nobody moved."""
        if groups == self.country_groups:
            return set()
        now = self.countries.get
        return {p for c, ids in groups.items() for p in ids if now(p) != c}


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


def countries_present(ranked: Ranked) -> dict[str, list[str]]:
    """The nationalities and the locations of a table's players, sorted:
    what its filters offer (``TableState.countries``)."""
    return {
        "nationalities": sorted(set(ranked.nat) - {""}),
        "locations": sorted(set(ranked.loc) - {""}),
    }


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
    nat, loc = zip(*map(countries.__getitem__, order), strict=True) if order else ((), ())
    nat, loc = list(nat), list(loc)
    return Ranked(order, nat, loc, *ranks.table_ranks(order, nat, values))


@dataclass
class Reranked:
    """A re-ranking after a run from the tip: the new ranking and which rows
    differ from the stored ones (``changed``: new or changed beyond their
    ranks, rewritten; ``shifted``: their ranks alone, which only the table's
    sheet records; ``gone``)."""

    ranked: Ranked
    changed: list
    shifted: list
    gone: list


def rerank(
    engine: RatingEngine,
    standing: Standing,
    people: People,
    old: Ranked,
    touched: set,
    moved: set,
) -> Reranked:
    """The ranking after a run from the tip that changed only ``touched``
    players (``old``: the stored one; ``moved``: players whose nationality or
    location changed since it was written, ``People.moved_since``). Only those
    are placed again, by bisection; the others keep their order, so their new
    ranks and how far they moved are computed over arrays, by position.

    A player arrives in the table or leaves it only by a change of their
    standing (then the run touched them), a change of country or a deletion."""
    values = _values(engine, standing)
    countries = people.countries
    redo = set(touched).union(moved)
    gone = {p for p in redo if p not in values or p not in countries}
    if not redo:  # e.g. a category the run did not touch
        return Reranked(old, [], [], [])
    gone = [p for p in old.order if p in gone]
    name_key = people.name_key

    def key(p):
        return (-values[p], name_key(p))

    placed = sorted((p for p in redo if p in countries and p in values), key=key)
    if not gone and not placed:  # none of them is in this table
        return Reranked(old, [], [], [])
    keep = [p not in redo for p in old.order]
    kept = list(compress(old.order, keep))
    at = [bisect_right(kept, key(p), key=key) for p in placed]  # where each goes among kept
    order = _merged(kept, at, placed)
    nat = _merged(list(compress(old.nat, keep)), at, [countries[p][0] for p in placed])
    loc = _merged(list(compress(old.loc, keep)), at, [countries[p][1] for p in placed])
    rank_, national, _, _ = ranks.ranked(ranks.scores_of(order, values), nat)
    new = Ranked(order, nat, loc, *ranks.as_lists(rank_, national))
    # the kept rows: where they stood, where they stand (after the placed before them)
    was = np.flatnonzero(np.fromiter(keep, bool, len(keep)))
    index = np.arange(len(kept))
    is_ = index + np.searchsorted(np.array(at, np.int64), index, side="right")
    old_rank, new_rank = np.array(old.rank, np.int64)[was], rank_[is_]
    old_national = np.fromiter((r or 0 for r in old.nrank), np.int64, len(old.nrank))[was]
    new_national = national[is_]
    shifted = (old_rank != new_rank) | (old_national != new_national)
    return Reranked(new, placed, list(compress(kept, shifted.tolist())), gone)


def _merged(kept: list, at: list, placed: list) -> list:
    """``kept`` with ``placed[j]`` inserted before ``kept[at[j]]`` (``at`` ascending)."""
    out: list = []
    begin = 0
    for i, p in zip(at, placed, strict=True):
        out += kept[begin:i]
        out.append(p)
        begin = i
    out += kept[begin:]
    return out


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


def _assemble(order, nat, loc, rank_list, nranks, standing: Standing) -> dict[int, Values]:
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
                nat, loc, map(standing.rating.__getitem__, order), rank_list, nranks,
                map(standing.count.__getitem__, order),
                map(standing.peak.get, order, repeat(standing.start, n)), last, mu, sigma,
                strict=True,
            ),
            strict=True,
        )
    )  # fmt: skip


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
    scores = np.array([e[0] for e in entries], np.float64)
    rank_list, nranks = ranks.as_lists(*ranks.ranked(scores, [e[1][0] for e in entries])[:2])
    return [
        (pr.player, info[0], info[1], pr.rating, rank_, nrank, pr.count, pr.peak,
         pr.last_played, pr.mu, pr.sigma)
        for (_, info, pr), rank_, nrank in zip(entries, rank_list, nranks, strict=True)
    ]  # fmt: skip


def as_fields(system: str, category: str, p: int, v: Values) -> tuple:
    """A row in ``store.RATING_FIELDS`` order (the date as a date; the ranks
    go in the table's sheet, not in its rows)."""
    nat, loc, rating, _rank, _nrank, events, peak, last, mu, sigma = v
    return (
        system, category, p, nat, loc, rating, events, peak, date.fromordinal(last), mu, sigma,
    )  # fmt: skip


# -- packed ------------------------------------------------------------------------------

#: ``marshal`` format 2 of plain lists (see ``engines.codec``: fast, tied to
#: the Python that wrote it)
TAG = (b"wdd-rows", 5, sys.version_info[:2], marshal.version)


def pack(tables: dict[str, Ranked], countries: dict) -> bytes:
    """{category: Ranked} and the players' countries they were written with
    (``People.country_groups``), as bytes."""
    return marshal.dumps(
        (
            TAG,
            {c: (r.order, r.nat, r.loc, r.rank, r.nrank) for c, r in tables.items()},
            countries,
        ),
        2,
    )


def unpack(data: bytes) -> tuple[dict[str, Ranked], dict] | None:
    """The tables and countries ``pack`` gave these bytes for; None when
    another Python (or another version of this format) wrote them: then every
    row is written again, as if none were known."""
    try:
        tag, tables, countries = marshal.loads(data)
    except (ValueError, EOFError, TypeError):
        return None
    if tag != TAG:
        return None
    return {c: Ranked(*columns) for c, columns in tables.items()}, countries


__all__ = [
    "People", "Ranked", "Reranked", "as_fields", "countries_present", "diff", "pack", "rank",
    "rerank", "table_rows", "unpack",
]  # fmt: skip
