"""A table's changes: where a write starts replacing them, and the write.

They are stored in processing order (their ids), so a run rewrites a tail: a
run resumed from a checkpoint of day D the changes from D on; a run from
nothing from the first year whose digest differs (``rewrite_from``). The rows
replaced are deleted first, in one statement, from the lowest id replaced
(``first_id``, ``delete_replaced``).

A player's month-by-month trend is not stored: it is the rating after their
last change of each month, read from these rows (``leaderboards.month_ends``).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from itertools import chain, repeat
from typing import NamedTuple

from django.db.models import Min, Q

from wdd.bulk import REBUILD_ROWS, DateValues, indexes_rebuilt, insert_rows, raw_delete

from ..engines.digests import first_difference
from ..models import RatingChange
from .compute import SystemRun, Table

CHANGE_FIELDS = [
    "system", "category", "player", "date", "tournament", "game", "before", "after",
    "score", "weight", "mu", "sigma",
]  # fmt: skip


class Rewrite(NamedTuple):
    """Where a table's stored history stops being right."""

    day: date  # the first day whose changes are replaced (date.min: all)
    record: int  # the first record of the run's ledger written

    def replaced(self) -> Q:
        """The stored rows it replaces."""
        return Q() if self.day == date.min else Q(date__gte=self.day)


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
    live...) come out the same, year by year: their rows stay. A year the
    run covers in part (it resumed after 1 January) has no digest, so it is
    rewritten from the run's day. Rows the pending change removed (its
    games or players deleted) are in the stored digest and not in the run's.

    A run from nothing rewrites from the first year whose digest differs, or
    from the earliest day a pending change touches (its own writes may have
    removed rows, e.g. an import replacing a tournament's boards), whichever
    comes first; everything when nothing was ever stored with digests
    (``date.min``).
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


def kept_rows_intact(conn, system: str, table: Table, start: Rewrite | None, since, dirty):
    """``start`` for a resumed run, or a rewrite from the run's own day when the
    rows it would keep from the earliest pending day (``dirty``) on are not
    all there. The pending change may have removed some (a game deleted,
    its changes with it) and put back what gives the same digest (the same
    game restored from the edit history, with its id): then those rows are
    missing though the year's digest is the same. Rows are only ever added
    by a recompute, so the same count as the run's means none was removed.
    One count a table, along the (system, category, date) index."""
    if since is None or dirty is None or (start is not None and start.day <= dirty):
        return start
    low = max(dirty, since)
    high = start.day if start is not None else date.max
    days, ends = table.ledger.day, table.ledger.end
    first, last = bisect_left(days, low), bisect_left(days, high)
    run = (ends[last - 1] if last else 0) - (ends[first - 1] if first else 0)
    stored = of_table(RatingChange, system, table.category, conn.alias).filter(date__gte=low)
    if high != date.max:
        stored = stored.filter(date__lt=high)
    if stored.count() == run:
        return start
    return Rewrite(since, 0)


def first_id(conn, system: str, starts: dict) -> int | None:
    """The lowest id among the changes the write replaces (None: none), found
    through the (system, category, date) index before it may go."""
    lows = []
    for slug, start in starts.items():
        if start is None:
            continue
        rows = of_table(RatingChange, system, slug, conn.alias).filter(start.replaced())
        low = rows.aggregate(low=Min("id"))["low"]
        if low is not None:
            lows.append(low)
    return min(lows) if lows else None


def delete_replaced(conn, system: str, starts: dict, first: int | None) -> int:
    """Delete the changes the write replaces: one statement, scanning the ids
    from the lowest one replaced (``first_id``; the rows are in processing
    order), which needs no other index: it runs just as fast with them dropped."""
    if first is None:
        return 0
    which = Q()
    for slug, start in starts.items():
        if start is not None:
            which |= Q(category=slug) & start.replaced()
    rows = RatingChange.objects.using(conn.alias).filter(which, system=system, id__gte=first)
    return raw_delete(rows)


def _change_rows(system, category, ledger, from_record: int, by_event: bool, dates: DateValues):
    """The ledger's change rows from record ``from_record`` on, in CHANGE_FIELDS order."""
    ends = ledger.end
    c0 = ends[from_record - 1] if from_record else 0
    counts = map(int.__sub__, ends[from_record:], chain((c0,), ends[from_record:]))
    counts = list(counts)

    def each(column):
        return chain.from_iterable(map(repeat, column[from_record:], counts))

    n = len(ledger) - c0
    sources = each(ledger.source)
    score = ledger.score[c0:] if ledger.score is not None else repeat(None, n)
    mu = ledger.mu[c0:] if ledger.mu is not None else repeat(None, n)
    sigma = ledger.sigma[c0:] if ledger.sigma is not None else repeat(None, n)
    return zip(
        repeat(system, n), repeat(category, n), ledger.player[c0:],
        map(dates.__getitem__, each(ledger.day)),
        sources if by_event else repeat(None, n), repeat(None, n) if by_event else sources,
        ledger.before[c0:], ledger.after[c0:], score, each(ledger.weight), mu, sigma,
        strict=True,
    )  # fmt: skip


def write(conn, system, table: Table, start: Rewrite | None, by_event) -> tuple:
    """Write the table's changes from ``start`` (the rows they replace are
    gone already). Returns (changes kept, rows written)."""
    ledger = table.ledger
    if start is None:
        return len(ledger), 0
    kept = ledger.end[start.record - 1] if start.record else 0
    rows = _change_rows(system, table.category, ledger, start.record, by_event, DateValues(conn))
    return kept, insert_rows(RatingChange, CHANGE_FIELDS, rows, using=conn.alias)


@contextmanager
def indexes_for(conn, system: str, run: SystemRun, starts: dict) -> Iterator[None]:
    """Drop and rebuild the change table's indexes around a write that
    replaces much of it (``wdd.bulk.indexes_rebuilt``; SQLite)."""
    using = conn.alias
    inserting = keeping = 0
    for slug, start in starts.items():
        if start is not None:
            ledger = run.tables[slug].ledger
            inserting += len(ledger) - (ledger.end[start.record - 1] if start.record else 0)
    if inserting >= REBUILD_ROWS:  # counted only when it may matter
        deleting = 0
        for slug, start in starts.items():
            if start is not None:
                deleting += (
                    of_table(RatingChange, system, slug, using).filter(start.replaced()).count()
                )
        keeping = RatingChange.objects.using(using).count() - deleting
    with indexes_rebuilt(RatingChange, using, inserting, keeping):
        yield
