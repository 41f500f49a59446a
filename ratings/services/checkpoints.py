"""Checkpoints in the database: where a recompute resumes, which it leaves behind.

A system keeps a checkpoint on 1 January of every fifth year, on 1 January
of the year its history ends in (each later year adds its own), and at its
tip (the day after its last record), each one row of packed bytes
(``engines.codec``); the current year also keeps the last tip of each of its
months (``_outgrown``). An edit in 2005 replays from the checkpoint of 1
January 2005; a day of games after the end of the history replays from the
tip, that is, only itself. The tip also carries the tables' rating rows as
last written (``rows.pack``): what tells the next recompute which rows moved.

A process keeps the tip it stored last, with its bytes (``_keep``): the next
recompute that resumes from those very bytes (the next day of games, in the
same worker) takes the state and the rows as they are instead of decoding
them again: at bench scale Ghost's took 110 ms to decode and OpenSkill's 50,
and a day of games went from 0.88-0.91 to 0.76-0.78 s (two runs of ten
pairs, alternately in one process).
The bytes are compared whole, so another process's write, a rolled-back one
or a restore is never mistaken for it. The price is memory: about 120 MB a
process at bench scale for the three systems, held between recomputes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from wdd.bulk import insert_blobs

from ..engines import codec
from ..engines.ledger import Checkpoint
from ..models import RatingCheckpoint
from . import rows as rating_rows

EVERY_YEARS = 5

#: {(system, "data" or "rows"): (bytes this process stored last, what they decode to)}
_kept: dict[tuple[str, str], tuple[bytes, object]] = {}


def _keep(system: str, kind: str, data: bytes, value) -> None:
    _kept[(system, kind)] = (data, value)


def _decoded(system: str, kind: str, data: bytes, decode: Callable[[bytes], object]):
    """``decode(data)``, or the value kept with these very bytes. A kept value
    is handed out once: the recompute that takes it owns it, and another one
    from the same bytes (a retry after a failure) decodes its own."""
    kept = _kept.pop((system, kind), None)
    if kept is not None and kept[0] == data:
        return kept[1]
    return decode(data)


def snapshot_days(first: date | None, last: date | None) -> list[date]:
    """The days a run over records from ``first`` to ``last`` takes checkpoints
    on: 1 January of every fifth year in between, and of ``last``'s year."""
    if first is None or last is None:
        return []
    years = {y for y in range(first.year + 1, last.year + 1) if y % EVERY_YEARS == 0}
    if last.year > first.year:
        years.add(last.year)
    return [date(y, 1, 1) for y in sorted(years)]


def _outgrown(day: date, tip: date) -> bool:
    """Whether an earlier tip goes when the tip moves on to ``tip``: one that
    is no 1 January goes when the new tip is in its month (so the current
    year keeps its months' last states, for an edit of a recent event to
    replay weeks, not the year) or in a later year (only 1 Januarys stay)."""
    if (day.month, day.day) == (1, 1):
        return False
    return day.year < tip.year or day.month == tip.month


def resume_point(system: str, since: date | None, using: str) -> Checkpoint | None:
    """The last checkpoint on or before ``since`` (None: the latest one), or
    None when a run must start from nothing."""
    if since == date.min:
        return None
    rows = RatingCheckpoint.objects.using(using).filter(system=system)
    if since is not None:
        rows = rows.filter(day__lte=since)
    data = rows.order_by("-day").values_list("data", flat=True).first()
    if data is None:
        return None
    try:
        return _decoded(system, "data", bytes(data), codec.decode)
    except codec.StaleCheckpoint:  # written by another Python: start from nothing
        return None


def any_after(system: str, day: date, using: str) -> bool:
    """Whether the system has a checkpoint after ``day`` (else ``day``'s is its tip)."""
    return RatingCheckpoint.objects.using(using).filter(system=system, day__gt=day).exists()


@dataclass
class Written:
    """What the last recompute wrote of the rating rows: per category the
    ranking (``rows.Ranked``), the players' countries the rows carry
    (``People.country_groups``), and the standings they were written from
    (the latest checkpoint's; loaded only when asked)."""

    ranked: dict
    countries: dict
    standings: dict | None = None


def written_rows(system: str, using: str, with_standings: bool = False) -> Written | None:
    """The rows as the last recompute wrote them, or None (never written, or
    not readable by this Python)."""
    columns = ("rows", "data") if with_standings else ("rows",)  # the state: megabytes
    found = (
        RatingCheckpoint.objects.using(using)
        .filter(system=system)
        .order_by("-day")
        .values_list(*columns)
        .first()
    )
    if found is None or found[0] is None:
        return None
    unpacked = _decoded(system, "rows", bytes(found[0]), rating_rows.unpack)
    if unpacked is None:
        return None
    standings = None
    if with_standings:
        try:
            standings = _decoded(system, "data", bytes(found[1]), codec.decode).tables
        except codec.StaleCheckpoint:
            return None
    return Written(*unpacked, standings)


def store(
    system: str,
    snapshots: list[tuple[date, bytes]],
    tip: Checkpoint,
    rows: bytes,
    kept_rows: tuple,
    after: date | None,
    using: str,
) -> int:
    """Replace the system's checkpoints after ``after`` (all of them when None)
    with these (``snapshots``: [(day, ``codec.encode``'s bytes)]) and the tip
    (which carries the rows: ``rows``, the bytes ``rows.pack`` made of
    ``kept_rows``); returns how many. This process keeps the tip and the
    rows for the next recompute (``_keep``).

    Earlier tips are thinned (``_outgrown``): each would otherwise leave a
    whole system's state behind (megabytes a day of games)."""
    mine = RatingCheckpoint.objects.using(using).filter(system=system)
    stale = mine if after is None else mine.filter(day__gt=after)
    stale.delete()
    if tip.day is not None:
        earlier = mine.filter(day__lt=tip.day).values_list("id", "day")
        outgrown = [pk for pk, day in earlier if _outgrown(day, tip.day)]
        if outgrown:
            mine.filter(id__in=outgrown).delete()
    mine.filter(rows__isnull=False).update(rows=None)
    new = dict(snapshots)
    if tip.day is not None:
        new[tip.day] = codec.encode(tip)
    written = [
        (system, day, data, rows if day == tip.day else None) for day, data in sorted(new.items())
    ]
    mine.filter(day__in=list(new)).delete()  # the tip's day may hold one already
    insert_blobs(RatingCheckpoint, ["system", "day", "data", "rows"], written, using=using)
    for _system, _day, data, tip_rows in written:
        if tip_rows is not None:  # the tip's
            _keep(system, "data", data, tip)
            _keep(system, "rows", rows, kept_rows)
    return len(written)
