"""A table's rating rows: each player's standing, ranked, with their nationality.

Ranks are standard competition ranks ("1224") on the exact sort value, ties
in name order (last name, first name, casefolded, then id); national ranks
the same among the players of one nationality. The rows are also kept packed
(``pack``/``unpack``) beside the latest checkpoint, so the next recompute can
tell which rows moved without reading the table back.
"""

from __future__ import annotations

import sys
from array import array
from dataclasses import dataclass
from datetime import date

from ..engines.base import RatingEngine, competition_ranks
from ..engines.ledger import Standing

NAN = float("nan")

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
    ratings = standing.rating
    countries = people.countries
    if type(engine).sort_key is RatingEngine.sort_key:
        values = ratings
    else:  # an engine with its own leaderboard order
        values = {p: engine.sort_key(r) for p, r in standing.ratings().items()}
    order = [p for p in values if p in countries]
    order.sort(key=people.name_order.__getitem__)
    order.sort(key=values.__getitem__, reverse=True)  # stable: ties keep the name order
    ranks = competition_ranks([values[p] for p in order])
    count = standing.count
    peak = standing.peak
    start = standing.start
    last = standing.last
    gauss = standing.gauss or {}
    none = (None, None)
    national: dict[str, list] = {}  # nationality -> [seen, last value, last rank]
    rows: dict[int, Values] = {}
    for p, rank in zip(order, ranks, strict=True):
        nat, loc = countries[p]
        value = values[p]
        nrank = None
        if nat:
            state = national.get(nat)
            if state is None:
                state = national[nat] = [0, None, 0]
            state[0] += 1
            if state[0] == 1 or value != state[1]:
                state[1] = value
                state[2] = state[0]
            nrank = state[2]
        mu, sigma = gauss.get(p, none)
        rows[p] = (
            nat, loc, ratings[p], rank, nrank, count[p], peak.get(p, start),
            last[p].toordinal(), mu, sigma,
        )  # fmt: skip
    return rows


def moved(old: dict[int, Values] | None, new: dict[int, Values]) -> tuple[list, list]:
    """(players whose row is new or changed, players no longer listed)."""
    if old is None:
        return list(new), []
    get = old.get
    changed = [p for p, v in new.items() if get(p) != v]
    gone = [p for p in old if p not in new]
    return changed, gone


def as_fields(system: str, category: str, p: int, v: Values) -> tuple:
    """A row in ``store.RATING_FIELDS`` order (the date as a date)."""
    nat, loc, rating, rank, nrank, events, peak, last, mu, sigma = v
    return (
        system, category, p, nat, loc, rating, rank, nrank, events, peak,
        date.fromordinal(last), mu, sigma,
    )  # fmt: skip


# -- packed rows ----------------------------------------------------------------------


def _le(code: str, values) -> bytes:
    a = array(code, values)
    if sys.byteorder != "little":
        a.byteswap()
    return a.tobytes()


def _from_le(code: str, data: memoryview) -> list:
    a = array(code)
    a.frombytes(data)
    if sys.byteorder != "little":
        a.byteswap()
    return a.tolist()


def pack(tables: dict[str, dict[int, Values]]) -> bytes:
    """{category: rows} as bytes: per category a header line, then the columns."""
    out = []
    for category, rows in tables.items():
        players = list(rows)
        cols = list(zip(*rows.values(), strict=True)) if rows else [()] * 10
        nat, loc, rating, rank, nrank, events, peak, last, mu, sigma = cols
        countries = "".join(f"{n:2}{c:2}" for n, c in zip(nat, loc, strict=True)).encode()
        parts = [
            _le("q", players), countries, _le("d", rating), _le("q", rank),
            _le("q", [0 if r is None else r for r in nrank]), _le("q", events), _le("d", peak),
            _le("q", last), _le("d", [NAN if m is None else m for m in mu]),
            _le("d", [NAN if s is None else s for s in sigma]),
        ]  # fmt: skip
        sizes = ",".join(str(len(x)) for x in parts)
        out.append(f"{category}|{len(players)}|{sizes}\n".encode())
        out.extend(parts)
    return b"".join(out)


def unpack(data: bytes) -> dict[str, dict[int, Values]]:
    """The tables ``pack`` gave these bytes for."""
    view = memoryview(data)
    pos = 0
    tables = {}
    while pos < len(data):
        end = data.index(b"\n", pos)
        category, _n, sizes = data[pos:end].decode().split("|")
        pos = end + 1
        parts = []
        for size in map(int, sizes.split(",")):
            parts.append(view[pos : pos + size])
            pos += size
        players = _from_le("q", parts[0])
        text = bytes(parts[1]).decode()
        nat = [text[i : i + 2].strip() for i in range(0, len(text), 4)]
        loc = [text[i + 2 : i + 4].strip() for i in range(0, len(text), 4)]
        rating, rank, nrank, events, peak, last, mu, sigma = (
            _from_le(code, part) for code, part in zip("dqqqdqdd", parts[2:], strict=True)
        )
        nrank = [r or None for r in nrank]
        mu = [None if m != m else m for m in mu]
        sigma = [None if s != s else s for s in sigma]
        tables[category] = dict(
            zip(
                players,
                zip(nat, loc, rating, rank, nrank, events, peak, last, mu, sigma, strict=True),
                strict=True,
            )
        )
    return tables


__all__ = ["People", "as_fields", "moved", "pack", "rating_rows", "unpack"]
