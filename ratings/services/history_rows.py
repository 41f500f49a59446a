"""A table's changes and monthly rows: where a write starts replacing them, and the write.

They are stored in processing order (their ids), so a run rewrites a tail:
a run resumed from a checkpoint of day D the changes from D on and the
monthly rows from D's month on; a run from nothing from the first year whose
digest differs (``rewrite_from``). The rows replaced are deleted first, one
statement a table, from the lowest id replaced (``first_ids``,
``delete_replaced``).

The month in progress at the tip is not rewritten whole. A run resumed at
the tip starts from the month's rows so far (``Standing.month_rows``, in order
of first appearance), which are exactly the rows stored for that month: only
the players the run moved get their row's rating updated, and the month's
newcomers are appended, where a rewrite from nothing puts them too (after
the players already in the month). At WDD scale a month holds thousands of
rows per table by its end; a day of games touches 140 players.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import date
from itertools import chain, repeat
from typing import NamedTuple

from django.db.models import Min, Q

from wdd.bulk import REBUILD_ROWS, DateValues, indexes_rebuilt, insert_rows, raw_delete

from ..engines.digests import first_difference
from ..engines.ledger import Monthly
from ..models import MonthlyRating, RatingChange
from .compute import SystemRun, Table

CHANGE_FIELDS = [
    "system", "category", "player", "date", "tournament", "game", "before", "after",
    "score", "weight", "mu", "sigma",
]  # fmt: skip
MONTHLY_FIELDS = ["system", "category", "player", "month", "rating"]


class Rewrite(NamedTuple):
    """Where a table's stored history stops being right."""

    day: date  # the first day whose changes are replaced (date.min: all)
    record: int  # the first record of the run's ledger written
    month: date | None  # the first month whose rows are replaced (None: all)
    #: the rows of the month in progress kept (player -> rating as stored),
    #: updated in place; their month is the one before ``month``
    carried: dict

    def replaced(self, field: str) -> Q:
        """The stored rows it replaces, by their ``date`` (changes) or
        ``month`` (monthly rows) column."""
        if self.day == date.min:
            return Q()
        return Q(**{f"{field}__gte": self.day if field == "date" else self.month})


def of_table(model, system: str, category: str, using: str):
    """One table's rows of a derived model (its system and category)."""
    return model.objects.using(using).filter(system=system, category=category)


def rewrite_from(
    table: Table, since, stored_digests: dict, dirty: date | None, tip: bool, trusted: bool
) -> Rewrite | None:
    """Where a table's stored history stops being right, or None when all of it is.

    A resumed run rewrites from its day; at the tip (``trusted``: the rows
    stored are the ones the last run wrote) it keeps the month in progress
    (see the module docstring). A run from nothing rewrites from the first
    year whose digest differs, or from the earliest day a pending change
    touches (its own writes may have removed rows, e.g. an import replacing
    a tournament's boards), whichever comes first; everything when nothing
    was ever stored with digests (``date.min``).
    """
    if since is not None:
        if tip and not len(table.ledger):  # resumed at the tip, nothing new: all stays
            return None
        month = since.replace(day=1)
        opening = table.opening
        if tip and trusted and opening.month == month and opening.month_rows:
            return Rewrite(since, 0, _next_month(month), opening.month_rows)
        return Rewrite(since, 0, month, {})
    if not stored_digests:
        return Rewrite(date.min, 0, None, {})
    year = first_difference(stored_digests, table.digests)
    day = date(year, 1, 1) if year is not None else None
    if dirty is not None and (day is None or dirty < day):
        day = dirty
    if day is None:
        return None
    return Rewrite(day, bisect_left(table.ledger.day, day), day.replace(day=1), {})


def _next_month(month: date) -> date:
    return date(month.year + month.month // 12, month.month % 12 + 1, 1)


def _first_row(monthly: Monthly, start: Rewrite) -> int:
    """The first of the run's monthly rows that is inserted."""
    if start.carried:
        return len(start.carried)  # the month in progress's newcomers on
    row = 0
    for month, rows in monthly.months:
        if start.month is None or month >= start.month:
            break
        row += rows
    return row


def first_ids(conn, system: str, starts: dict) -> dict:
    """{model: the lowest id among the rows the write replaces} (None: none),
    found through the (system, category, date) indexes before they may go."""
    using = conn.alias
    out = {}
    for model, field in ((RatingChange, "date"), (MonthlyRating, "month")):
        lows = []
        for slug, start in starts.items():
            if start is None:
                continue
            rows = of_table(model, system, slug, using).filter(start.replaced(field))
            low = rows.aggregate(low=Min("id"))["low"]
            if low is not None:
                lows.append(low)
        out[model] = min(lows) if lows else None
    return out


def delete_replaced(conn, system: str, starts: dict, first: dict) -> int:
    """Delete the rows the write replaces: one statement a table, scanning the
    ids from the lowest one replaced (``first_ids``; the rows are in
    processing order), which needs no other index: it runs just as fast with
    them dropped."""
    using = conn.alias
    deleted = 0
    for model, field in ((RatingChange, "date"), (MonthlyRating, "month")):
        low = first[model]
        if low is None:
            continue
        which = Q()
        for slug, start in starts.items():
            if start is None:
                continue
            which |= Q(category=slug) & start.replaced(field)
        rows = model.objects.using(using).filter(which, system=system, id__gte=low)
        deleted += raw_delete(rows)
    return deleted


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


def _monthly_rows(system, category, monthly: Monthly, row: int, dates: DateValues):
    """The monthly rows from row ``row`` on, in MONTHLY_FIELDS order."""
    entries = monthly.months
    i = skipped = 0
    while i < len(entries) and skipped + entries[i][1] <= row:
        skipped += entries[i][1]
        i += 1
    rest = [(entries[i][0], skipped + entries[i][1] - row)] if i < len(entries) else []
    months = chain.from_iterable(repeat(m, k) for m, k in rest + entries[i + 1 :])
    n = len(monthly) - row
    return zip(
        repeat(system, n), repeat(category, n), monthly.player[row:],
        map(dates.__getitem__, months), monthly.rating[row:], strict=True,
    )  # fmt: skip


def _update_carried(conn, system, category, monthly: Monthly, carried: dict, dates) -> int:
    """Set the ratings the run changed in the month in progress's stored rows."""
    k = len(carried)
    month, _rows = monthly.months[0]
    if monthly.player[:k] != list(carried):
        raise RuntimeError(f"{system}/{category}: the month in progress is not the stored one")
    now = zip(monthly.player[:k], monthly.rating[:k], carried.values(), strict=True)
    moved = [(rating, p) for p, rating, before in now if rating != before]
    if moved:
        qn = conn.ops.quote_name
        meta = MonthlyRating._meta
        col = {f: qn(meta.get_field(f).column) for f in MONTHLY_FIELDS}
        with conn.cursor() as cursor:
            cursor.executemany(
                f"UPDATE {qn(meta.db_table)} SET {col['rating']} = %s WHERE {col['player']} = %s "
                f"AND {col['system']} = %s AND {col['category']} = %s AND {col['month']} = %s",
                [(rating, p, system, category, dates[month]) for rating, p in moved],
            )
    return len(moved)


def write(conn, system, table: Table, start: Rewrite | None, by_event) -> tuple:
    """Write the table's changes and monthly rows from ``start`` (the rows
    they replace are gone already). Returns (changes kept, rows written)."""
    using = conn.alias
    ledger = table.ledger
    if start is None:
        return len(ledger), 0
    dates = DateValues(conn)
    kept = ledger.end[start.record - 1] if start.record else 0
    written = insert_rows(
        RatingChange, CHANGE_FIELDS,
        _change_rows(system, table.category, ledger, start.record, by_event, dates), using=using,
    )  # fmt: skip
    monthly = table.monthly
    if start.carried:
        written += _update_carried(conn, system, table.category, monthly, start.carried, dates)
    written += insert_rows(
        MonthlyRating, MONTHLY_FIELDS,
        _monthly_rows(system, table.category, monthly, _first_row(monthly, start), dates),
        using=using,
    )  # fmt: skip
    return kept, written


@contextmanager
def indexes_for(conn, system: str, run: SystemRun, starts: dict) -> Iterator[None]:
    """Drop and rebuild the change and monthly tables' indexes around a write
    that replaces much of them (``wdd.bulk.indexes_rebuilt``; SQLite)."""
    using = conn.alias
    changes = months = 0
    for slug, start in starts.items():
        if start is None:
            continue
        table = run.tables[slug]
        changes += len(table.ledger) - (table.ledger.end[start.record - 1] if start.record else 0)
        months += len(table.monthly) - _first_row(table.monthly, start)
    with ExitStack() as stack:
        for model, inserting, field in (
            (RatingChange, changes, "date"),
            (MonthlyRating, months, "month"),
        ):
            keeping = 0
            if inserting >= REBUILD_ROWS:  # counted only when it may matter
                deleting = 0
                for slug, start in starts.items():
                    if start is not None:
                        rows = of_table(model, system, slug, using)
                        deleting += rows.filter(start.replaced(field)).count()
                keeping = model.objects.using(using).count() - deleting
            stack.enter_context(indexes_rebuilt(model, using, inserting, keeping))
        yield
