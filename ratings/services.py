"""Recompute stored rating tables from the full history (writes live here).

``recompute(slug)`` reads the history once, computes every category of the
system outside any transaction (so imports are not held back while the
engines run), keeps the results in compact typed arrays, then stores them in
ONE transaction per system: readers see the old tables or the new ones, never
a mix (MVCC on PostgreSQL, WAL snapshots on SQLite).

Storing is a sync, not a blind rewrite, because rewriting millions of rows
(every game result in every category) costs minutes on SQLite: ratings are
compared by player (insert, update, delete what differs), and changes and
monthly rows keep their longest unchanged prefix in processing order (a new
event only changes what follows it in time) and replace the rest. The result
is row for row what a from-scratch write gives. Inserts are raw and in bulk:
``COPY`` on PostgreSQL, ``executemany`` with large batches elsewhere.

Concurrent recomputes of one system are serialised by the database itself (an
advisory transaction lock on PostgreSQL, the write lock on SQLite); the task
layer's single-flight lock keeps them from happening in the first place.
"""

from __future__ import annotations

import logging
import time
import uuid
import zlib
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from itertools import islice, repeat, zip_longest

from django.db import connections, transaction
from django.db.models import Case, F, Value, When
from django.utils import timezone

from . import history
from .engines import ENGINES, get_engine
from .engines.base import RatingEngine, RatingTable, competition_ranks, monthly_history
from .models import MonthlyRating, Rating, RatingChange, TableState

logger = logging.getLogger(__name__)

BATCH = 20_000
NAN = float("nan")

__all__ = [
    "CategoryResult",
    "SystemResult",
    "ensure_table_states",
    "recompute",
    "recompute_all",
]


# -- results ------------------------------------------------------------------


@dataclass
class CategoryResult:
    category: str
    players: int
    changes: int
    months: int
    compute_ms: int
    write_ms: int = 0
    changes_kept: int = 0  # stored changes that were already right
    rows_written: int = 0  # rows inserted, updated or deleted

    @property
    def ms(self) -> int:
        return self.compute_ms + self.write_ms


@dataclass
class SystemResult:
    system: str
    read_ms: int = 0
    write_ms: int = 0
    total_ms: int = 0
    records: int = 0
    categories: dict[str, CategoryResult] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "system": self.system,
            "records": self.records,
            "read_ms": self.read_ms,
            "write_ms": self.write_ms,
            "total_ms": self.total_ms,
            "categories": {
                slug: {
                    "players": c.players,
                    "changes": c.changes,
                    "months": c.months,
                    "compute_ms": c.compute_ms,
                    "write_ms": c.write_ms,
                    "changes_kept": c.changes_kept,
                    "rows_written": c.rows_written,
                    "ms": c.ms,
                }
                for slug, c in self.categories.items()
            },
        }


def _ms(since: float) -> int:
    return int(round((time.perf_counter() - since) * 1000))


# -- table states -----------------------------------------------------------------


def ensure_table_states(engines: Iterable[RatingEngine] | None = None, using: str = "default"):
    """Create the missing TableState rows of the given systems (default: all)."""
    engines = list(ENGINES.values()) if engines is None else list(engines)
    wanted = [(e.slug, c.slug) for e in engines for c in e.categories]
    existing = set(
        TableState.objects.using(using)
        .filter(system__in={s for s, _ in wanted})
        .values_list("system", "category")
    )
    missing = [TableState(system=s, category=c) for s, c in wanted if (s, c) not in existing]
    if missing:
        TableState.objects.using(using).bulk_create(missing, ignore_conflicts=True)


def _requested(engine: RatingEngine, using: str) -> dict[str, int]:
    return dict(
        TableState.objects.using(using)
        .filter(system=engine.slug)
        .values_list("category", "requested")
    )


# -- computing ------------------------------------------------------------------------


class Rows:
    """Rows of one category, packed in typed arrays (about 50 bytes a change
    instead of a few hundred as objects), so all categories of a system fit in
    memory at once and the write transaction holds no engine objects."""

    columns: tuple[array, ...]

    def __init__(self, *columns: array):
        self.columns = columns

    def __len__(self) -> int:
        return len(self.columns[0])


def _pack_changes(table: RatingTable, known_players) -> Rows:
    """player, source, date ordinal, before, after, score, weight (NaN: None)."""
    changes = table.changes
    if not table.ratings.keys() <= known_players.keys():  # a player deleted meanwhile
        changes = [ch for ch in changes if ch.player in known_players]
    ordinals: dict[date, int] = {}
    for d in {ch.date for ch in changes}:
        ordinals[d] = d.toordinal()
    return Rows(
        array("q", [ch.player for ch in changes]),
        array("q", [ch.source_id for ch in changes]),
        array("l", [ordinals[ch.date] for ch in changes]),
        array("d", [ch.before for ch in changes]),
        array("d", [ch.after for ch in changes]),
        array("d", [NAN if ch.score is None else ch.score for ch in changes]),
        array("d", [NAN if ch.weight is None else ch.weight for ch in changes]),
    )


def _pack_monthly(table: RatingTable, known_players) -> Rows:
    """player, month ordinal, rating."""
    months = monthly_history(table.changes)
    if not table.ratings.keys() <= known_players.keys():
        months = [m for m in months if m[0] in known_players]
    ordinals = {m: m.toordinal() for m in {m for _, m, _ in months}}
    return Rows(
        array("q", [p for p, _, _ in months]),
        array("l", [ordinals[m] for _, m, _ in months]),
        array("d", [r for _, _, r in months]),
    )


def _rating_rows(engine: RatingEngine, table: RatingTable, people: dict) -> list[tuple]:
    """(player, nationality, location, rating, rank, national_rank, events, peak,
    last_played, mu, sigma), best first; ties in name order."""
    entries = []
    sort_key = engine.sort_key
    for pid, pr in table.ratings.items():
        info = people.get(pid)
        if info is None:  # deleted while we computed
            continue
        entries.append((sort_key(pr), info, pr))
    entries.sort(key=lambda e: (-e[0], e[1][2].casefold(), e[1][3].casefold(), e[2].player))
    ranks = competition_ranks([e[0] for e in entries])
    national: dict[str, list] = {}  # nationality -> [count, last value, last rank]
    rows = []
    for (value, info, pr), rank in zip(entries, ranks, strict=True):
        nat, loc = info[0], info[1]
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
        rows.append(
            (
                pr.player,
                nat,
                loc,
                pr.rating,
                rank,
                nrank,
                pr.count,
                pr.peak,
                pr.last_played,
                pr.mu,
                pr.sigma,
            )
        )
    return rows


@dataclass
class _Computed:
    result: CategoryResult
    ratings: list[tuple]
    changes: Rows
    monthly: Rows


def _compute(engine: RatingEngine, category: str, records: list, people: dict) -> _Computed:
    t0 = time.perf_counter()
    table = engine.compute(records, category)
    ratings = _rating_rows(engine, table, people)
    changes = _pack_changes(table, people)
    monthly = _pack_monthly(table, people)
    result = CategoryResult(category, len(ratings), len(changes), len(monthly), _ms(t0))
    return _Computed(result, ratings, changes, monthly)


# -- writing ------------------------------------------------------------------------------


def _quoted(conn, model, fields: list[str]) -> tuple[str, str]:
    qn = conn.ops.quote_name
    meta = model._meta
    return qn(meta.db_table), ", ".join(qn(meta.get_field(f).column) for f in fields)


def _column(conn, model, name: str) -> str:
    return conn.ops.quote_name(model._meta.get_field(name).column)


def _batches(rows: Iterable[tuple], size: int = BATCH) -> Iterator[list[tuple]]:
    batch: list[tuple] = []
    for row in rows:
        batch.append(row)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def _insert(conn, model, fields: list[str], rows: Iterable[tuple]) -> int:
    table, columns = _quoted(conn, model, fields)
    n = 0
    with conn.cursor() as cursor:
        if conn.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                write = copy.write_row
                for row in rows:
                    write(row)
                    n += 1
            return n
        marks = ", ".join(["%s"] * len(fields))
        sql = f"INSERT INTO {table} ({columns}) VALUES ({marks})"
        for batch in _batches(rows):
            cursor.executemany(sql, batch)
            n += len(batch)
    return n


def _execute(conn, sql: str, params=()) -> int:
    with conn.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


def _delete_ids(conn, model, ids: list[int]) -> None:
    table, column = _quoted(conn, model, ["id"])
    for i in range(0, len(ids), 500):
        chunk = ids[i : i + 500]
        marks = ", ".join(["%s"] * len(chunk))
        _execute(conn, f"DELETE FROM {table} WHERE {column} IN ({marks})", chunk)


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
    "score", "weight",
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
            batch = cursor.fetchmany(BATCH)
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
        table, id_col = _quoted(conn, model, ["id"])
        sys_col, cat_col = _column(conn, model, "system"), _column(conn, model, "category")
        deleted = _execute(
            conn,
            f"DELETE FROM {table} WHERE {sys_col} = %s AND {cat_col} = %s AND {id_col} >= %s",
            [system, category, first_stale],
        )
    return k, deleted + _insert(conn, model, fields, to_db(k))


def _sync_changes(conn, system, category, rows: Rows, by_event: bool) -> tuple[int, int]:
    player, source, day, before, after, score, weight = rows.columns
    col = partial(_column, conn, RatingChange)
    select = [
        col("player"), col("tournament" if by_event else "game"), _date_select(conn, col("date")),
        col("before"), col("after"), col("score"), col("weight"),
    ]  # fmt: skip
    dates = _date_values(conn, day)
    new_rows = zip(
        player, source, dates, before, after, _nullable(score), _nullable(weight), strict=True
    )

    def to_db(k):
        to_date = _date_adapter(conn)
        nn = _none_for_nan
        cols = [c[k:] for c in rows.columns]
        for p, s, o, b, a, sc, w in zip(*cols, strict=True):
            yield (
                system, category, p, to_date(o), s if by_event else None,
                None if by_event else s, b, a, nn(sc), nn(w),
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
    _delete_ids(conn, Rating, [old[0] for old in stored.values()])
    if updates:
        sets = ", ".join(f"{_column(conn, Rating, f)} = %s" for f in RATING_VALUES)
        sql = f"UPDATE {table} SET {sets} WHERE {_column(conn, Rating, 'id')} = %s"
        with conn.cursor() as cursor:
            for batch in _batches(updates):
                cursor.executemany(sql, batch)
    _insert(conn, Rating, RATING_FIELDS, inserts)
    return len(inserts) + len(updates) + len(stored)


def _serialise_writers(conn, system: str) -> None:
    """Let one transaction at a time write a system's tables (PostgreSQL; on
    SQLite the IMMEDIATE transaction already holds the database's write lock)."""
    if conn.vendor == "postgresql":
        key = zlib.crc32(f"ratings:{system}".encode())
        with conn.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def _write(
    engine: RatingEngine,
    computed: list[_Computed],
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
        marks = ", ".join(["%s"] * len(slugs))
        for model in (RatingChange, MonthlyRating, Rating):  # categories no longer listed
            table = conn.ops.quote_name(model._meta.db_table)
            sys_col, cat_col = _column(conn, model, "system"), _column(conn, model, "category")
            _execute(
                conn,
                f"DELETE FROM {table} WHERE {sys_col} = %s AND {cat_col} NOT IN ({marks})",
                [system, *slugs],
            )
        for c in computed:
            t1 = time.perf_counter()
            cat = c.result.category
            written = _sync_ratings(conn, system, cat, c.ratings)
            kept, inserted = _sync_changes(conn, system, cat, c.changes, by_event)
            c.result.changes_kept = kept
            written += inserted
            kept, inserted = _sync_monthly(conn, system, cat, c.monthly)
            c.result.rows_written = written + inserted
            c.result.write_ms = _ms(t1)
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
    return _ms(t0)


# -- entry points ----------------------------------------------------------------------------


def recompute(
    system_slug: str,
    *,
    records: list | None = None,
    requested: dict[str, int] | None = None,
    using: str = "default",
) -> dict:
    """Recompute every category of one system from the full history and store it.

    ``records`` (the engine's input, from ``history.records_for``) may be passed
    to share one read between systems of the same input; then ``requested``
    must be the system's request counters read before those records were.
    Returns a summary:
    ``{"system", "records", "read_ms", "write_ms", "total_ms", "categories":
    {slug: {"players", "changes", "months", "compute_ms", "write_ms", "ms"}}}``.
    Raises KeyError for an unknown system.
    """
    engine = get_engine(system_slug)
    started = time.perf_counter()
    if requested is None:
        ensure_table_states([engine], using)
        # Read the request counters before the history: anything requested
        # later may be missing from what we read, and keeps the table pending.
        requested = _requested(engine, using)
    summary = SystemResult(engine.slug)
    with history.snapshot(using):
        if records is None:
            records = history.records_for(engine, using)
        people = history.player_details(using)
    summary.records = len(records)
    summary.read_ms = _ms(started)
    computed = [_compute(engine, c.slug, records, people) for c in engine.categories]
    summary.write_ms = _write(engine, computed, requested, using)
    for c in computed:
        summary.categories[c.result.category] = c.result
    summary.total_ms = _ms(started)
    return summary.as_dict()


def recompute_all(systems: Iterable[str] | None = None, *, using: str = "default") -> list[dict]:
    """Recompute the given systems (default: every registered one), reading each
    kind of history (events, games) once for all systems that take it."""
    slugs = list(ENGINES) if systems is None else list(systems)
    engines = [get_engine(s) for s in slugs]
    ensure_table_states(engines, using)
    requested = {e.slug: _requested(e, using) for e in engines}
    inputs = [e.input for e in engines]
    shared: dict[str, list] = {}
    summaries = []
    for engine in engines:
        records = shared.get(engine.input)
        read_ms = 0
        if records is None and inputs.count(engine.input) > 1:
            t0 = time.perf_counter()
            with history.snapshot(using):
                records = shared[engine.input] = history.records_for(engine, using)
            read_ms = _ms(t0)
        summary = recompute(
            engine.slug, records=records, requested=requested[engine.slug], using=using
        )
        summary["read_ms"] += read_ms  # the shared read is counted where it happened
        summary["total_ms"] += read_ms
        summaries.append(summary)
    return summaries
