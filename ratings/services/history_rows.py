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

    A resumed run rewrites from its day. A run from nothing rewrites from the
    first year whose digest differs, or from the earliest day a pending
    change touches (its own writes may have removed rows, e.g. an import
    replacing a tournament's boards), whichever comes first; everything when
    nothing was ever stored with digests (``date.min``).
    """
    if since is not None:
        if tip and not len(table.ledger):  # resumed at the tip, nothing new: all stays
            return None
        return Rewrite(since, 0)
    if not stored_digests:
        return Rewrite(date.min, 0)
    year = first_difference(stored_digests, table.digests)
    day = date(year, 1, 1) if year is not None else None
    if dirty is not None and (day is None or dirty < day):
        day = dirty
    if day is None:
        return None
    return Rewrite(day, bisect_left(table.ledger.day, day))


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
