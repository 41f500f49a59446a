"""Checkpoints as bytes, to be kept in one database row each.

A checkpoint of a whole system holds every player's state in every category
(tens of thousands of players, a dozen numbers each). As rows it would cost a
second to read back; as one ``marshal`` blob of plain dicts (ints, floats,
tuples) it loads in tens of milliseconds, in C. Dates travel as ordinals and
an order key's parts as tagged pairs.

``marshal`` belongs to the running Python: the blob starts with the layout's,
the Python's and marshal's versions that wrote it, and ``decode`` refuses another one
(``StaleCheckpoint``): a checkpoint is a cache of what the history gives, so a
recompute that meets a stale one starts from nothing instead.
"""

from __future__ import annotations

import marshal
import sys
from collections import Counter
from datetime import date, datetime

from .ledger import Checkpoint, Standing

#: the layout's version (2: no month in progress) goes in the tag too
TAG = (b"wdd-checkpoint", 2, sys.version_info[:2], marshal.version)
#: marshal format 2: binary floats, no back-references (references make the
#: writer hash every object it meets: several times slower on these dicts)
FORMAT = 2


class StaleCheckpoint(ValueError):
    """Bytes written by another Python, or not a checkpoint at all."""


def _key_part(x) -> tuple:
    if isinstance(x, datetime):
        return ("t", x.isoformat())
    if isinstance(x, date):
        return ("d", x.toordinal())
    if isinstance(x, int):
        return ("i", x)
    raise TypeError(f"cannot encode an order key part {x!r}")


def _key_value(part):
    kind, value = part
    if kind == "t":
        return datetime.fromisoformat(value)
    if kind == "d":
        return date.fromordinal(value)
    return int(value)


def _ordinal(d: date | None) -> int:
    return 0 if d is None else d.toordinal()


def _date(o: int) -> date | None:
    return None if o == 0 else date.fromordinal(o)


def encode(checkpoint: Checkpoint) -> bytes:
    """The checkpoint as bytes (see the module docstring)."""
    tables = []
    for slug, st in checkpoint.tables.items():
        last = dict(zip(st.last, map(date.toordinal, st.last.values()), strict=True))
        tables.append(
            (
                slug,
                st.start,
                st.rating,
                dict(st.count),
                st.peak,
                last,
                st.gauss,
            )  # fmt: skip
        )
    through = None if checkpoint.through is None else tuple(map(_key_part, checkpoint.through))
    return marshal.dumps((TAG, _ordinal(checkpoint.day), through, tables), FORMAT)


def decode(data: bytes) -> Checkpoint:
    """The checkpoint ``encode`` gave these bytes for; StaleCheckpoint when
    another Python wrote them (or they are no checkpoint)."""
    try:
        tag, day, through, tables = marshal.loads(data)
    except (ValueError, EOFError, TypeError) as e:
        raise StaleCheckpoint(f"not a checkpoint of this Python ({e})") from None
    if tag != TAG:
        raise StaleCheckpoint(f"written by {tag!r}, not {TAG!r}")
    out: dict[str, Standing] = {}
    for slug, start, rating, count, peak, last, gauss in tables:
        days = {o: date.fromordinal(o) for o in set(last.values())}
        out[slug] = Standing(
            start,
            rating,
            Counter(count),
            peak,
            dict(zip(last, map(days.__getitem__, last.values()), strict=True)),
            gauss,
        )
    keys = None if through is None else tuple(map(_key_value, through))
    return Checkpoint(_date(day), keys, out)
