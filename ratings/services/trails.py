"""A table's trails (each player's changes, packed): where a write starts
replacing them, and the write.

A run rewrites a tail of the history: a run resumed from a checkpoint of day
D the changes from D on; a run from nothing from the first year whose digest
differs (``rewrite_from``). In a trail that is a tail too (its entries are in
processing order, so in date order): a player's new trail is what is stored
before the day, then the run's entries from it. Only the trails that hold
changes from that day on, or get new ones, are read and written: after a
day of games, those of the players who played; after an edit in 2005, those
of the players active since.

A player's month-by-month trend is not stored: it is the rating after their
last change of each month, read from their trail (``leaderboards.month_ends``).
"""

from __future__ import annotations

from bisect import bisect_left
from datetime import date
from typing import NamedTuple

import numpy as np

from wdd.bulk import DateValues, chunks, insert_rows, raw_delete, rows_of
from wdd.bulk_changes import update_rows

from ..engines import trails
from ..engines.digests import first_difference
from ..models import RatingTrail
from .compute import Table

TRAIL_FIELDS = ["system", "category", "player", "changes", "first_day", "last_day", "data"]


class Rewrite(NamedTuple):
    """Where a table's stored history stops being right."""

    day: date  # the first day whose changes are replaced (date.min: all)
    record: int  # the first record of the run's ledger written


def of_table(model, system: str, category: str, using: str):
    """One table's rows of a derived model (its system and category)."""
    return model.objects.using(using).filter(system=system, category=category)


def rewrite_from(
    table: Table, since, stored_digests: dict, dirty: date | None, tip: bool
) -> Rewrite | None:
    """Where a table's stored history stops being right, or None when all of it is.

    A resumed run rewrites from its day, or from the first whole year after
    it whose digest differs (None: none does). An edit in 2005 replays every
    category from 1 January 2005, and those its boards are not in (gunboat,
    live...) come out the same, year by year: their trails stay. A year the
    run covers in part (it resumed after 1 January) has no digest, so it is
    rewritten from the run's day. Changes the pending edit removed (its
    games or players deleted) are in the stored digest and not in the run's:
    the trails are only ever written by a recompute, so what is stored is
    what the stored digests describe.

    A run from nothing rewrites from the first year whose digest differs, or
    from the earliest day a pending change touches, whichever comes first;
    everything when nothing was ever stored with digests (``date.min``).
    """
    if since is not None:
        if tip and not len(table.ledger):  # resumed at the tip, nothing new: all stays
            return None
        if not stored_digests:  # nothing known of what is stored
            return Rewrite(since, 0)
        covered = {y: d for y, d in stored_digests.items() if y >= since.year}
        year = first_difference(covered, table.digests)
        if year is None:
            return None
        day = max(since, date(year, 1, 1))
        return Rewrite(day, bisect_left(table.ledger.day, day))
    if not stored_digests:
        return Rewrite(date.min, 0)
    year = first_difference(stored_digests, table.digests)
    day = date(year, 1, 1) if year is not None else None
    if dirty is not None and (day is None or dirty < day):
        day = dirty
    if day is None:
        return None
    return Rewrite(day, bisect_left(table.ledger.day, day))


def write(conn, engine, table: Table, start: Rewrite | None) -> tuple[int, int]:
    """Write the table's trails from ``start`` on: every trail when it is
    ``date.min``, else the stored ones holding changes from its day on and
    those of the players the run gave changes from there. Returns (changes
    the run kept as stored, trails written or deleted)."""
    ledger = table.ledger
    if start is None:
        return len(ledger), 0
    using = conn.alias
    system, category = engine.slug, table.category
    kept = ledger.end[start.record - 1] if start.record else 0
    new = trails.from_ledger(ledger, start.record, engine.scored, engine.gaussian)
    rows = of_table(RatingTrail, system, category, using)
    dates = DateValues(conn)
    if start.day == date.min:
        raw_delete(rows)
        written = insert_rows(
            RatingTrail,
            TRAIL_FIELDS,
            (_fields(system, category, p, entries, dates) for p, entries in new.items()),
            using=using,
        )
        return kept, written
    stale = set(rows.filter(last_day__gte=start.day).values_list("player_id", flat=True))
    fresh = dict(new.items())
    touched = sorted(stale | fresh.keys())
    stored = {}
    for ids in chunks(touched):
        found = rows_of(rows.filter(player_id__in=ids).values_list("player_id", "id", "data"))
        stored.update((p, (pk, data)) for p, pk, data in found)
    inserts, updates, gone = [], [], []
    for p in touched:
        entries = fresh.get(p)
        if p not in stored:
            inserts.append(_fields(system, category, p, entries, dates))
            continue
        pk, data = stored[p]
        merged = _merged(data, start.day.toordinal(), entries, dates)
        if merged is None:
            gone.append(pk)
        else:
            updates.append((*merged, pk))
    for ids in chunks(gone):
        raw_delete(RatingTrail.objects.using(using).filter(id__in=ids))
    update_rows(RatingTrail, TRAIL_FIELDS[3:], updates, using=using)
    insert_rows(RatingTrail, TRAIL_FIELDS, inserts, using=using)
    return kept, len(inserts) + len(updates) + len(gone)


def _merged(data: bytes, day: int, entries: np.ndarray | None, dates) -> tuple | None:
    """(changes, first day, last day, bytes) of a stored trail's entries dated
    before ``day`` (an ordinal) followed by ``entries``: its bytes up to the
    day (header included), then theirs. None: nothing left."""
    stored = trails.unpack(data)
    days = stored["day"]
    kept = int(days.searchsorted(day, "left"))
    added = 0 if entries is None else len(entries)
    if not kept + added:
        return None
    head = bytes(data[: trails.HEADER + kept * stored.dtype.itemsize])
    first = int(days[0] if kept else entries["day"][0])
    last = int(entries["day"][-1] if added else days[kept - 1])
    return kept + added, dates[first], dates[last], head + (entries.tobytes() if added else b"")


def _fields(system: str, category: str, player: int, entries: np.ndarray, dates) -> tuple:
    """A trail row in TRAIL_FIELDS order."""
    days = entries["day"]
    return (
        system, category, player, len(entries), dates[int(days[0])], dates[int(days[-1])],
        trails.pack(entries),
    )  # fmt: skip
