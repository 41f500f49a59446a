"""Store one system's computed tables in ONE transaction, as a sync.

Readers see the old tables or the new ones, never a mix (MVCC on PostgreSQL,
WAL snapshots on SQLite). Storing is a sync, not a blind rewrite, because
rewriting millions of rows (every game result in every category) costs
minutes on SQLite: ratings are compared by player (insert, update, delete
what differs), and changes and monthly rows keep their longest unchanged
prefix in processing order (a new event only changes what follows it in time)
and replace the rest. The result is row for row what a from-scratch write
gives. Inserts and deletes are raw and in bulk (``wdd.bulk``).

Concurrent writers of one system are serialised by the database itself (an
advisory transaction lock on PostgreSQL, the write lock on SQLite).
"""

from __future__ import annotations

import time
import uuid
import zlib
from array import array
from datetime import date
from functools import partial
from itertools import islice, repeat, zip_longest

from django.db import connections, transaction
from django.db.models import Case, F, Value, When
from django.utils import timezone

from wdd.bulk import BATCH, chunks, insert_rows, raw_delete

from ..engines.base import RatingEngine
from ..models import MonthlyRating, PastRating, PastTable, Rating, RatingChange, TableState
from .compute import Computed, Rows, elapsed_ms
from .past import write_past

#: stored rows fetched at a time when comparing them with the new ones
FETCH = 20_000


def _quoted(conn, model, fields: list[str]) -> tuple[str, str]:
    qn = conn.ops.quote_name
    meta = model._meta
    return qn(meta.db_table), ", ".join(qn(meta.get_field(f).column) for f in fields)


def _column(conn, model, name: str) -> str:
    return conn.ops.quote_name(model._meta.get_field(name).column)


class _Ordinals(dict):
    """date (or ISO string) -> ordinal, memoised."""

    def __missing__(self, d):
        if d is None:
            return None
        value = self[d] = (date.fromisoformat(d) if isinstance(d, str) else d).toordinal()
        return value


def _date_adapter(conn):
    """ordinal -> the value the driver takes for a DateField column."""
    memo: dict[int, object] = {}
    adapt = conn.ops.adapt_datefield_value

    def convert(o: int):
        v = memo.get(o)
        if v is None:
            v = memo[o] = adapt(date.fromordinal(o))
        return v

    return convert


def _none_for_nan(x: float) -> float | None:
    return None if x != x else x


RATING_FIELDS = [
    "system", "category", "player", "nationality", "location", "rating", "rank",
    "national_rank", "events", "peak", "last_played", "mu", "sigma",
]  # fmt: skip
CHANGE_FIELDS = [
    "system", "category", "player", "date", "tournament", "game", "before", "after",
    "score", "weight", "mu", "sigma",
]  # fmt: skip
MONTHLY_FIELDS = ["system", "category", "player", "month", "rating"]


def _date_select(conn, column: str) -> str:
    """How to select a date column so that it reads back as _date_values gives it
    (as text on SQLite: Django's converter would parse every row)."""
    return f"CAST({column} AS TEXT)" if conn.vendor == "sqlite" else column


def _date_values(conn, ordinals: array) -> list:
    """The new rows' dates as the database reads them back (see _date_select)."""
    as_text = conn.vendor == "sqlite"
    memo = {}
    for o in set(ordinals):
        d = date.fromordinal(o)
        memo[o] = d.isoformat() if as_text else d
    return [memo[o] for o in ordinals]


def _nullable(column: array):
    """A float column with NaN for None, as the database reads it back."""
    nans = sum(1 for x in column if x != x)
    if not nans:
        return column
    if nans == len(column):
        return repeat(None, nans)
    return [None if x != x else x for x in column]


def _common_prefix(conn, model, system, category, select: list[str], new_rows) -> tuple:
    """Compare the stored rows of a table, in id order (the order they were
    written in: processing order), with the new rows (tuples of the selected
    columns as the database returns them). Returns (k, id): the first k stored
    rows equal the first k new rows, and id is the first stored row that
    differs (None: every stored row is right)."""
    table = conn.ops.quote_name(model._meta.db_table)
    id_col = _column(conn, model, "id")
    sys_col, cat_col = _column(conn, model, "system"), _column(conn, model, "category")
    sql = (
        f"SELECT {id_col}, {', '.join(select)} FROM {table} "
        f"WHERE {sys_col} = %s AND {cat_col} = %s ORDER BY {id_col}"
    )
    new_iter = iter(new_rows)
    k = 0
    if conn.vendor == "postgresql":  # binary rows load about a third faster
        cursor = conn.connection.cursor(name=f"ratings_sync_{uuid.uuid4().hex}", binary=True)
    else:
        cursor = conn.chunked_cursor()
    try:
        cursor.execute(sql, [system, category])
        while True:
            batch = cursor.fetchmany(FETCH)
            if not batch:
                return k, None
            for row, new in zip_longest(batch, islice(new_iter, len(batch))):
                if row is None:
                    break
                if row[1:] != new:
                    return k, row[0]
                k += 1
    finally:
        cursor.close()


def _sync_sequence(conn, model, system, category, fields, select, new_rows, to_db):
    """Keep the stored prefix that equals the new rows, replace the rest.
    Returns (kept, rows deleted + inserted)."""
    k, first_stale = _common_prefix(conn, model, system, category, select, new_rows)
    deleted = 0
    if first_stale is not None:
        stale = model.objects.using(conn.alias).filter(
            system=system, category=category, pk__gte=first_stale
        )
        deleted = raw_delete(stale)
    return k, deleted + insert_rows(model, fields, to_db(k), using=conn.alias)


def _sync_changes(conn, system, category, rows: Rows, by_event: bool) -> tuple[int, int]:
    player, source, day, before, after, score, weight, mu, sigma = rows.columns
    col = partial(_column, conn, RatingChange)
    select = [
        col("player"), col("tournament" if by_event else "game"), _date_select(conn, col("date")),
        col("before"), col("after"), col("score"), col("weight"), col("mu"), col("sigma"),
    ]  # fmt: skip
    dates = _date_values(conn, day)
    new_rows = zip(
        player, source, dates, before, after, _nullable(score), _nullable(weight),
        _nullable(mu), _nullable(sigma), strict=True,
    )  # fmt: skip

    def to_db(k):
        to_date = _date_adapter(conn)
        nn = _none_for_nan
        cols = [c[k:] for c in rows.columns]
        for p, s, o, b, a, sc, w, mu, sg in zip(*cols, strict=True):
            yield (
                system, category, p, to_date(o), s if by_event else None,
                None if by_event else s, b, a, nn(sc), nn(w), nn(mu), nn(sg),
            )  # fmt: skip

    return _sync_sequence(
        conn, RatingChange, system, category, CHANGE_FIELDS, select, new_rows, to_db
    )


def _sync_monthly(conn, system, category, rows: Rows) -> tuple[int, int]:
    player, month, rating = rows.columns
    col = partial(_column, conn, MonthlyRating)
    select = [col("player"), _date_select(conn, col("month")), col("rating")]
    new_rows = zip(player, _date_values(conn, month), rating, strict=True)

    def to_db(k):
        to_date = _date_adapter(conn)
        cols = [c[k:] for c in rows.columns]
        for p, o, r in zip(*cols, strict=True):
            yield (system, category, p, to_date(o), r)

    return _sync_sequence(
        conn, MonthlyRating, system, category, MONTHLY_FIELDS, select, new_rows, to_db
    )


RATING_VALUES = [
    "nationality", "location", "rating", "rank", "national_rank", "events", "peak",
    "last_played", "mu", "sigma",
]  # fmt: skip


def _sync_ratings(conn, system, category, rows: list[tuple]) -> int:
    """Insert new players' rows, update changed ones, delete departed ones.
    Returns the number of rows written."""
    ordinals = _Ordinals()
    table, cols = _quoted(conn, Rating, ["id", "player", *RATING_VALUES])
    sys_col, cat_col = _column(conn, Rating, "system"), _column(conn, Rating, "category")
    stored: dict[int, tuple] = {}
    with conn.cursor() as cursor:
        cursor.execute(
            f"SELECT {cols} FROM {table} WHERE {sys_col} = %s AND {cat_col} = %s",
            [system, category],
        )
        for r in cursor.fetchall():
            stored[r[1]] = (r[0], (*r[2:9], ordinals[r[9]], r[10], r[11]))
    adapt = conn.ops.adapt_datefield_value
    inserts, updates = [], []
    for p, nat, loc, rating, rank, nrank, events, peak, last, mu, sigma in rows:
        values = (nat, loc, rating, rank, nrank, events, peak, ordinals[last], mu, sigma)
        old = stored.pop(p, None)
        if old is None:
            inserts.append(
                (system, category, p, nat, loc, rating, rank, nrank, events, peak, adapt(last),
                 mu, sigma)
            )  # fmt: skip
        elif old[1] != values:
            updates.append(
                (nat, loc, rating, rank, nrank, events, peak, adapt(last), mu, sigma, old[0])
            )
    for ids in chunks([old[0] for old in stored.values()], 500):
        raw_delete(Rating.objects.using(conn.alias).filter(pk__in=ids))
    if updates:
        sets = ", ".join(f"{_column(conn, Rating, f)} = %s" for f in RATING_VALUES)
        sql = f"UPDATE {table} SET {sets} WHERE {_column(conn, Rating, 'id')} = %s"
        with conn.cursor() as cursor:
            for batch in chunks(updates, BATCH):
                cursor.executemany(sql, batch)
    insert_rows(Rating, RATING_FIELDS, inserts, using=conn.alias)
    return len(inserts) + len(updates) + len(stored)


def _serialise_writers(conn, system: str) -> None:
    """Let one transaction at a time write a system's tables (PostgreSQL; on
    SQLite the IMMEDIATE transaction already holds the database's write lock)."""
    if conn.vendor == "postgresql":
        key = zlib.crc32(f"ratings:{system}".encode())
        with conn.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def write(
    engine: RatingEngine,
    computed: list[Computed],
    requested: dict[str, int],
    using: str,
) -> int:
    """Store the computed tables of one system in ONE transaction.

    Rows that are already stored as computed are kept: ratings by player, and
    the longest unchanged prefix of the changes and monthly rows (history only
    changes from the first new or edited record on, so a new event rewrites
    what follows it, not the years before). The result is exactly the new
    tables either way; readers see the old ones until the commit.
    """
    conn = connections[using]
    system = engine.slug
    by_event = engine.input == "events"
    slugs = [c.result.category for c in computed]
    t0 = time.perf_counter()
    with transaction.atomic(using=using):
        _serialise_writers(conn, system)
        # categories no longer listed
        for model in (RatingChange, MonthlyRating, Rating, PastRating, PastTable):
            rows = model.objects.using(using).filter(system=system).exclude(category__in=slugs)
            raw_delete(rows)
        for c in computed:
            t1 = time.perf_counter()
            cat = c.result.category
            written = _sync_ratings(conn, system, cat, c.ratings)
            kept, inserted = _sync_changes(conn, system, cat, c.changes, by_event)
            c.result.changes_kept = kept
            written += inserted
            kept, inserted = _sync_monthly(conn, system, cat, c.monthly)
            if c.past is not None:
                inserted += write_past(conn, c.past)
            c.result.rows_written = written + inserted
            c.result.write_ms = elapsed_ms(t1)
        now = timezone.now()
        for c in computed:
            cat = c.result.category
            seen = requested.get(cat, 0)
            TableState.objects.using(using).filter(system=system, category=cat).update(
                version=F("version") + 1,
                computed_at=now,
                duration_ms=c.result.ms,
                players=c.result.players,
                # A request that arrived after we started reading keeps it pending.
                pending=Case(When(requested=seen, then=Value(False)), default=Value(True)),
            )
    return elapsed_ms(t0)
