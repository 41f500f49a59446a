"""A table as it stood at the end of a year, packed in one value, and each
player's places at those year ends, packed in another.

Stored a row a player and year, the past tables were 2.55 million rows at
bench scale with three indexes: the first recompute spent about 20 s
writing and indexing them, and an edit years back rewrote a million. A past
table is read whole (its page sorts and filters it in memory, like a table
computed for any other day) or by one player (their history page: their
rank at every year end), so it is stored twice over, small: one value a
year end (``pack_table``: the rows in rank order, a numpy record array) and
one a player (``places``: their rating, ranks and the table's size at each
year end).

No Django here: ``ratings.services.past`` writes them, ``ratings.past_tables``
and ``ratings.leaderboards`` read them.
"""

from __future__ import annotations

from datetime import date
from functools import cache

import numpy as np

MAGIC = b"WY"
VERSION = 1
GAUSSIAN = 1
HEADER = 8

#: the columns of a past table's row, as ``rows.table_rows`` gives them
#: (player, nationality, location, rating, rank, national rank, events,
#: peak, last played ordinal[, mu, sigma])
ROW_FIELDS = (
    "player", "nationality", "location", "rating", "rank", "national_rank", "events", "peak",
    "last_played",
)  # fmt: skip

__all__ = [
    "PLACE",
    "flat_places",
    "grouped",
    "stored_places",
    "ROW_FIELDS",
    "pack",
    "pack_places",
    "places",
    "table_dtype",
    "unpack",
    "unpack_places",
]


@cache
def table_dtype(gaussian: bool) -> np.dtype:
    """A past table's row (national rank 0: none)."""
    fields = [
        ("player", "<i8"), ("nationality", "S2"), ("location", "S2"), ("rating", "<f8"),
        ("rank", "<i4"), ("national_rank", "<i4"), ("events", "<i4"), ("peak", "<f8"),
        ("last_played", "<i4"),
    ]  # fmt: skip
    if gaussian:
        fields += [("mu", "<f8"), ("sigma", "<f8")]
    return np.dtype(fields)


#: a player's place at one year end (national rank 0: none)
PLACE = np.dtype(
    [
        ("as_of", "<i4"),
        ("rank", "<i4"),
        ("national_rank", "<i4"),
        ("players", "<i4"),
        ("rating", "<f8"),
    ]
)


def _header(kind: bytes, flags: int) -> bytes:
    return kind + bytes((VERSION, flags)) + bytes(HEADER - len(kind) - 2)


def _check(data, kind: bytes) -> int:
    head = bytes(data[:HEADER])
    if head[:2] != kind or head[2] != VERSION:
        raise ValueError(f"not a version {VERSION} {kind!r} value: {head!r}")
    return head[3]


def pack(rows: np.ndarray) -> bytes:
    """A past table's bytes (its rows in rank order, ``table_dtype``)."""
    return _header(MAGIC, GAUSSIAN if "mu" in rows.dtype.names else 0) + rows.tobytes()


def unpack(data) -> np.ndarray:
    """A past table's rows (a read-only view of ``data``)."""
    flags = _check(data, MAGIC)
    return np.frombuffer(data, table_dtype(bool(flags & GAUSSIAN)), offset=HEADER)


def pack_places(places: np.ndarray) -> bytes:
    return _header(b"WP", 0) + places.tobytes()


def unpack_places(data) -> np.ndarray:
    """A player's places (``PLACE``), oldest year end first."""
    _check(data, b"WP")
    return np.frombuffer(data, PLACE, offset=HEADER)


def flat_places(tables: dict[date, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """(players, their PLACE) of every row of ``tables`` ({year end: rows})."""
    days = sorted(tables)
    n = sum(len(tables[d]) for d in days)
    out = np.empty(n, PLACE)
    players = np.empty(n, np.int64)
    i = 0
    for day in days:
        rows = tables[day]
        j = i + len(rows)
        players[i:j] = rows["player"]
        out["as_of"][i:j] = day.toordinal()
        out["rank"][i:j] = rows["rank"]
        out["national_rank"][i:j] = rows["national_rank"]
        out["players"][i:j] = len(rows)
        out["rating"][i:j] = rows["rating"]
        i = j
    return players, out


def stored_places(values: list[tuple[int, bytes]]) -> tuple[np.ndarray, np.ndarray]:
    """(players, their PLACE) of stored (player, ``pack_places`` bytes) values,
    read as one array."""
    if not values:
        return np.empty(0, np.int64), np.empty(0, PLACE)
    lengths = [(len(data) - HEADER) // PLACE.itemsize for _, data in values]
    players = np.repeat(np.fromiter((p for p, _ in values), np.int64, len(values)), lengths)
    body = b"".join(bytes(data[HEADER:]) for _, data in values)
    return players, np.frombuffer(body, PLACE)


def grouped(players: np.ndarray, places_: np.ndarray) -> dict[int, np.ndarray]:
    """{player: their places, oldest year end first}."""
    if not len(players):
        return {}
    order = np.lexsort((places_["as_of"], players))
    players, places_ = players[order], places_[order]
    cut = np.flatnonzero(np.diff(players)) + 1
    starts = np.concatenate(([0], cut, [len(players)])).tolist()
    ids = players[starts[:-1]].tolist()
    return {p: places_[a:b] for p, a, b in zip(ids, starts, starts[1:], strict=False)}


def places(tables: dict[date, np.ndarray]) -> dict[int, np.ndarray]:
    """{player: their PLACE at each of the year ends of ``tables`` ({year
    end: rows}) that lists them, oldest first}."""
    return grouped(*flat_places(tables))
