"""A table's rating rows: each player's standing, ranked, with their nationality.

Ranks are standard competition ranks ("1224") on the exact sort value, ties
in name order (last name, first name, casefolded, then id); national ranks
the same among the players of one nationality. The rows are also kept packed
(``pack``/``unpack``) beside the latest checkpoint, so the next recompute can
tell which rows moved without reading the table back. The rows of a whole
system are built with C loops (``map``, ``zip``) but for the national ranks.
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

    @classmethod
    def of(cls, details: dict[int, tuple[str, str, str, str]]) -> People:
        """From ``history.player_details``: {id: (nationality, location, last, first)}."""
        order = sorted(
            details, key=lambda p: (details[p][2].casefold(), details[p][3].casefold(), p)
        )
        return cls(
            {p: (d[0], d[1]) for p, d in details.items()},
            {p: i for i, p in enumerate(order)},
        )


def rating_rows(engine: RatingEngine, standing: Standing, people: People) -> dict[int, Values]:
    """{player: Values}, in rank order, for every rated player who still exists."""
    countries = people.countries
    if type(engine).sort_key is RatingEngine.sort_key:
        values = standing.rating
    else:  # an engine with its own leaderboard order
        values = {p: engine.sort_key(r) for p, r in standing.ratings().items()}
    order = [p for p in values if p in countries]
    order.sort(key=people.name_order.__getitem__)
    order.sort(key=values.__getitem__, reverse=True)  # stable: ties keep the name order
    scores = list(map(values.__getitem__, order))
    ranks = competition_ranks(scores)
    nat, loc = zip(*map(countries.__getitem__, order), strict=True) if order else ((), ())
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
                nat, loc, map(standing.rating.__getitem__, order), ranks,
                _national_ranks(nat, scores), map(standing.count.__getitem__, order),
                map(standing.peak.get, order, repeat(standing.start, n)), last, mu, sigma,
                strict=True,
            ),
            strict=True,
        )
    )  # fmt: skip


def updated_rows(
    engine: RatingEngine,
    standing: Standing,
    people: People,
    old: dict[int, Values],
    touched: set,
) -> tuple[dict[int, Values], list, list, list]:
    """The rows after a run that changed only ``touched`` players, from the rows
    written before (``old``, in rank order): (rows, players whose row is new or
    changed beyond its ranks, players whose ranks alone changed, players gone).

    Only the touched players (and any whose nationality or location changed)
    are placed again, by bisection; everyone else keeps their place, and their
    row unless their ranks moved. Equals ``rating_rows`` then ``moved``.
    """
    if type(engine).sort_key is not RatingEngine.sort_key:
        rows = rating_rows(engine, standing, people)
        return rows, *moved(old, rows)
    values = standing.rating
    countries = people.countries
    redo = set(touched)
    redo.update(values.keys() - old.keys())
    gone = [p for p in old if p not in countries or p not in values]
    for p, v in old.items():
        c = countries.get(p)
        if c is not None and (v[0], v[1]) != c:
            redo.add(p)
    skip = redo.union(gone)
    order = [p for p in old if p not in skip]
    name = people.name_order

    def key(p):
        return (-values[p], name[p])

    placed = [p for p in redo if p in countries and p in values]
    placed.sort(key=key)
    for p in placed:
        insort(order, p, key=key)
    scores = list(map(values.__getitem__, order))
    ranks = competition_ranks(scores)
    nat = [countries[p][0] for p in order]
    nranks = _national_ranks(nat, scores)
    fresh = rating_rows(engine, _subset(standing, placed), people) if placed else {}
    rows: dict[int, Values] = {}
    shifted = []
    for p, rank, nrank in zip(order, ranks, nranks, strict=True):
        row = fresh.get(p)
        if row is not None:
            rows[p] = (*row[:3], rank, nrank, *row[5:])
            continue
        row = old[p]
        if row[3] != rank or row[4] != nrank:
            row = (*row[:3], rank, nrank, *row[5:])
            shifted.append(p)
        rows[p] = row
    return rows, placed, shifted, gone


def _subset(standing: Standing, players: list) -> Standing:
    """A standing of these players only (their ranks in it are not used)."""
    return Standing(
        standing.start,
        {p: standing.rating[p] for p in players},
        standing.count,
        standing.peak,
        standing.last,
        standing.gauss,
    )


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


def moved(old: dict[int, Values] | None, new: dict[int, Values]) -> tuple[list, list, list]:
    """(players whose row is new or changed beyond its ranks, players whose
    ranks alone changed, players no longer listed). A day of games moves a few
    hundred players and shifts the ranks of tens of thousands: those take a
    narrower update."""
    if old is None:
        return list(new), [], []
    get = old.get
    changed, shifted = [], []
    for p, v in new.items():
        w = get(p)
        if w != v:
            if w is not None and w[:3] == v[:3] and w[5:] == v[5:]:
                shifted.append(p)
            else:
                changed.append(p)
    gone = [p for p in old if p not in new]
    return changed, shifted, gone


def as_fields(system: str, category: str, p: int, v: Values) -> tuple:
    """A row in ``store.RATING_FIELDS`` order (the date as a date)."""
    nat, loc, rating, rank, nrank, events, peak, last, mu, sigma = v
    return (
        system, category, p, nat, loc, rating, rank, nrank, events, peak,
        date.fromordinal(last), mu, sigma,
    )  # fmt: skip


# -- packed rows ----------------------------------------------------------------------

#: the rows blob: ``marshal`` format 2 of plain dicts and tuples (see
#: ``engines.codec``: fast, and tied to the Python that wrote it)
TAG = (b"wdd-rows", 1, sys.version_info[:2], marshal.version)


def pack(tables: dict[str, dict[int, Values]]) -> bytes:
    """{category: rows} as bytes."""
    return marshal.dumps((TAG, tables), 2)


def unpack(data: bytes) -> dict[str, dict[int, Values]] | None:
    """The tables ``pack`` gave these bytes for; None when another Python wrote
    them (then every row is written again, as if none were known)."""
    try:
        tag, tables = marshal.loads(data)
    except (ValueError, EOFError, TypeError):
        return None
    return tables if tag == TAG else None


__all__ = ["People", "as_fields", "moved", "pack", "rating_rows", "unpack", "updated_rows"]
