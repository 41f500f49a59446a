"""Checkpoints as bytes, to be kept in one database row each.

A checkpoint of a whole system holds every player's state in every category
(tens of thousands of players, a dozen numbers each). As rows it would cost a
second to read back; as packed arrays it is one row that loads in
milliseconds (``array.frombytes`` and ``dict(zip(...))`` run in C). Players
must be integers (database ids).

Layout: a JSON header (the day, the order key of the last record, and per
category its starting rating, counts and which parts are present), a newline,
then the arrays in the order the header lists them, little-endian, the whole
compressed with zlib (dates and counts compress well, ratings do not).
"""

from __future__ import annotations

import json
import sys
import zlib
from array import array
from collections import Counter
from datetime import date, datetime
from itertools import repeat
from operator import itemgetter

from .ledger import Checkpoint, Standing

LEVEL = 1  # zlib: fast; halves the size (dates and counts compress, ratings barely)


def _key_part(x) -> list:
    if isinstance(x, datetime):
        return ["t", x.isoformat()]
    if isinstance(x, date):
        return ["d", x.isoformat()]
    if isinstance(x, int):
        return ["i", x]
    raise TypeError(f"cannot encode an order key part {x!r}")


def _key_value(part: list):
    kind, value = part
    if kind == "t":
        return datetime.fromisoformat(value)
    if kind == "d":
        return date.fromisoformat(value)
    return int(value)


def _typed(code: str, values) -> array:
    out = array(code, values)
    if sys.byteorder != "little":
        out.byteswap()
    return out


def _untyped(code: str, data: bytes, start: int, n: int) -> tuple[array, int]:
    out = array(code)
    size = out.itemsize * n
    out.frombytes(data[start : start + size])
    if sys.byteorder != "little":
        out.byteswap()
    return out, start + size


def encode(checkpoint: Checkpoint) -> bytes:
    """The checkpoint as bytes (see the module docstring)."""
    tables = []
    blobs: list[bytes] = []
    for slug, st in checkpoint.tables.items():
        players = list(st.rating)
        start = st.start
        n = len(players)
        blobs += [
            _typed("q", players).tobytes(),
            _typed("d", st.rating.values()).tobytes(),
            _typed("q", map(st.count.__getitem__, players)).tobytes(),
            _typed("d", map(st.peak.get, players, repeat(start, n))).tobytes(),
            _typed("l", map(date.toordinal, map(st.last.__getitem__, players))).tobytes(),
        ]
        if st.gauss is not None:
            gauss = list(map(st.gauss.__getitem__, players))
            blobs.append(_typed("d", map(itemgetter(0), gauss)).tobytes())
            blobs.append(_typed("d", map(itemgetter(1), gauss)).tobytes())
        blobs.append(_typed("q", list(st.month_rows)).tobytes())
        blobs.append(_typed("d", st.month_rows.values()).tobytes())
        tables.append(
            {
                "category": slug,
                "start": start.hex(),
                "players": len(players),
                "gauss": st.gauss is not None,
                "month": st.month.isoformat() if st.month else None,
                "month_rows": len(st.month_rows),
            }
        )
    header = {
        "day": checkpoint.day.isoformat() if checkpoint.day else None,
        "through": None
        if checkpoint.through is None
        else [_key_part(x) for x in checkpoint.through],
        "tables": tables,
    }
    raw = json.dumps(header, separators=(",", ":")).encode() + b"\n" + b"".join(blobs)
    return zlib.compress(raw, LEVEL)


def decode(data: bytes) -> Checkpoint:
    """The checkpoint ``encode`` gave these bytes for."""
    raw = zlib.decompress(data)
    end = raw.index(b"\n")
    header = json.loads(raw[:end])
    pos = end + 1
    tables: dict[str, Standing] = {}
    for t in header["tables"]:
        n = t["players"]
        start = float.fromhex(t["start"])
        players, pos = _untyped("q", raw, pos, n)
        ratings, pos = _untyped("d", raw, pos, n)
        counts, pos = _untyped("q", raw, pos, n)
        peaks, pos = _untyped("d", raw, pos, n)
        lasts, pos = _untyped("l", raw, pos, n)
        players = players.tolist()
        st = Standing(start)
        st.rating = dict(zip(players, ratings.tolist(), strict=True))
        st.count = Counter(dict(zip(players, counts.tolist(), strict=True)))
        st.peak = {p: v for p, v in zip(players, peaks.tolist(), strict=True) if v != start}
        days = {o: date.fromordinal(o) for o in set(lasts)}
        st.last = dict(zip(players, map(days.__getitem__, lasts), strict=True))
        if t["gauss"]:
            mus, pos = _untyped("d", raw, pos, n)
            sigmas, pos = _untyped("d", raw, pos, n)
            pairs = zip(mus.tolist(), sigmas.tolist(), strict=True)
            st.gauss = dict(zip(players, pairs, strict=True))
        m = t["month_rows"]
        month_players, pos = _untyped("q", raw, pos, m)
        month_ratings, pos = _untyped("d", raw, pos, m)
        st.month = date.fromisoformat(t["month"]) if t["month"] else None
        st.month_rows = dict(zip(month_players.tolist(), month_ratings.tolist(), strict=True))
        tables[t["category"]] = st
    day = date.fromisoformat(header["day"]) if header["day"] else None
    through = header["through"]
    through = None if through is None else tuple(_key_value(p) for p in through)
    return Checkpoint(day, through, tables)
