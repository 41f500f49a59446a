"""Raw bulk writes: the one place that inserts and deletes rows by the hundred thousand.

The importer, the computed standings and the rating writer each write up to a
million and a half rows at WDD scale, and nothing listens to those rows' save
or delete signals. ``bulk_create`` spends 100-200 µs a row building and
compiling each instance, and Django's delete collector fetches every row to
cascade: at that scale minutes where plain tuples and direct DELETEs take
seconds. So every big write goes through here: ``COPY`` on PostgreSQL, large
``executemany`` batches elsewhere, deletes without loading rows. The
database's constraints and triggers still run, unless a caller lifts a table's
triggers for one big insert and re-checks what they enforce itself.

Everything that differs between SQLite and PostgreSQL in those writes (COPY,
trigger DDL, SQLite's page cache and WAL checkpoints) lives in this module and
nowhere else, but for the rows changed in place (upserts and updates by key:
``wdd.bulk_changes``).
"""

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import date
from itertools import batched, chain

from django.core.exceptions import EmptyResultSet
from django.db import DatabaseError, connections, router, transaction

#: rows a single executemany() sends
BATCH = 20_000
#: rows one INSERT carries where there is no COPY (under the database's limit
#: of parameters): one statement a row made SQLite bind and step each row
#: apart, and read and write an AUTOINCREMENT table's ``sqlite_sequence`` row
#: for each; the bench import's 1.4 million results took 6.1 s so, 3.1 s by
#: 200 rows a statement
ROWS_A_STATEMENT = 200
#: keys in one ``IN (...)`` list: well under every database's parameter limit
KEYS = 2000
#: instances a statement where the ORM's bulk_create/bulk_update is kept
#: (smaller tables, or rows whose ids are needed back)
ORM_BATCH = 2000


def chunks(items: Iterable, size: int = KEYS) -> Iterator[list]:
    """``items`` in lists of ``size`` (the last one shorter), without materialising them
    (cut by ``itertools.batched``, in C: a Python loop appending each of the bench
    import's 1.9 million rows took 0.15 s)."""
    return map(list, batched(items, size))


class DateValues(dict):
    """date (or its ordinal) -> the value the driver takes for a DateField
    column, memoised: SQLite's adapter is a Python call per value, millions
    of them in a history's rows."""

    def __init__(self, conn):
        super().__init__()
        self.adapt = conn.ops.adapt_datefield_value

    def __missing__(self, d):
        value = self[d] = self.adapt(date.fromordinal(d) if isinstance(d, int) else d)
        return value


def insert_rows(
    model, fields: list[str], rows: Iterable[tuple], *, using: str | None = None
) -> int:
    """INSERT plain tuples (one value per field, in field order) without building
    model instances: ``COPY`` on PostgreSQL, ``executemany`` batches of BATCH
    elsewhere, ROWS_A_STATEMENT rows a statement. Dates may be ``date``
    objects. Returns the number of rows, inserted in their order."""
    using = using or router.db_for_write(model)
    conn = connections[using]
    qn = conn.ops.quote_name
    meta = model._meta
    table = qn(meta.db_table)
    targets = [meta.get_field(f) for f in fields]
    columns = ", ".join(qn(f.column) for f in targets)
    n = 0
    # COPY runs on the driver's own cursor: wrap its errors as Django's, so a
    # refused row is an IntegrityError on every database.
    with conn.cursor() as cursor, conn.wrap_database_errors:
        if conn.vendor == "postgresql":
            return copy_rows(cursor, table, columns, targets, rows)
        per = _rows_a_statement(conn, len(fields))

        def insert(count: int) -> str:
            values = conn.ops.bulk_insert_sql(targets, [["%s"] * len(fields)] * count)
            return f"INSERT INTO {table} ({columns}) {values}"

        many, one = insert(per), insert(1)
        for batch in batched(rows, BATCH):
            whole = len(batch) - len(batch) % per
            if whole:
                cursor.executemany(
                    many,
                    [tuple(chain.from_iterable(batch[i : i + per])) for i in range(0, whole, per)],
                )
            if whole < len(batch):
                cursor.executemany(one, batch[whole:])
            n += len(batch)
    return n


def copy_rows(cursor, table: str, columns: str, targets: list, rows: Iterable[tuple]) -> int:
    """COPY the rows into ``table`` (quoted, as ``columns``) on PostgreSQL;
    returns how many. Rows that carry bytes go in COPY's binary format, the
    columns' types read from the table: in the text format every byte of a
    trail or a year-end array is spelled in hex, twice the size, escaped in
    the driver and parsed again by the server."""
    binary = any(f.get_internal_type() == "BinaryField" for f in targets)
    options = ""
    if binary:
        cursor.execute(
            "SELECT a.attname, a.atttypid FROM pg_attribute a "
            "WHERE a.attrelid = %s::regclass AND a.attnum > 0 AND NOT a.attisdropped",
            [table],
        )
        oids = dict(cursor.fetchall())
        types = [oids[f.column] for f in targets]
        options = " (FORMAT BINARY)"
    n = 0
    with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN{options}") as copy:
        if binary:
            copy.set_types(types)
        write = copy.write_row
        for row in rows:
            write(row)
            n += 1
    return n


def insert_blobs(
    model, fields: list[str], rows: Iterable[tuple], *, using: str | None = None
) -> int:
    """INSERT a few rows that carry megabytes of bytes each (a system's
    checkpoints). On PostgreSQL the bytes go as binary parameters: the
    driver's client-side binding, which Django uses, spells them in hex inside
    the statement's text, and COPY's text format does too (the bench's three
    checkpoint tips: 0.33 s through ``bulk_create``, 0.25 s by COPY, 0.08 s
    so). Elsewhere as ``insert_rows``. Returns the number of rows."""
    using = using or router.db_for_write(model)
    conn = connections[using]
    if conn.vendor != "postgresql":
        return insert_rows(model, fields, rows, using=using)
    import psycopg

    qn = conn.ops.quote_name
    targets = [model._meta.get_field(f) for f in fields]
    columns = ", ".join(qn(f.column) for f in targets)
    marks = ", ".join("%b" if f.get_internal_type() == "BinaryField" else "%s" for f in targets)
    rows = list(rows)
    conn.ensure_connection()
    with conn.wrap_database_errors, psycopg.Cursor(conn.connection) as cursor:
        cursor.executemany(
            f"INSERT INTO {qn(model._meta.db_table)} ({columns}) VALUES ({marks})", rows
        )
    return len(rows)


def _rows_a_statement(conn, fields: int) -> int:
    """ROWS_A_STATEMENT, or fewer when the database takes fewer parameters."""
    if not conn.features.has_bulk_insert:
        return 1
    limit = conn.features.max_query_params
    return max(1, min(ROWS_A_STATEMENT, limit // fields if limit else ROWS_A_STATEMENT))


def rows_of(queryset) -> list[tuple]:
    """A ``values_list`` queryset's rows, read in PostgreSQL's binary format
    there (elsewhere as the queryset reads them): in the text format the
    server spells bytes in hex and the driver decodes them, 2.5 times slower
    over a category's trails (0.38 s against 0.16 s for 24,000 of them)."""
    conn = connections[queryset.db]
    if conn.vendor != "postgresql":
        return list(queryset)
    import psycopg

    try:
        sql, params = queryset.query.get_compiler(queryset.db).as_sql()
    except EmptyResultSet:  # e.g. ``__in=[]``: the queryset reads nothing either
        return []
    conn.ensure_connection()
    with conn.wrap_database_errors, psycopg.Cursor(conn.connection) as cursor:
        cursor.execute(sql, params, binary=True)
        return cursor.fetchall()


def raw_delete(queryset) -> int:
    """DELETE the queryset's rows in one statement, without loading them; returns
    how many. No signals and no cascade: callers delete dependents first, in order."""
    return queryset._raw_delete(queryset.db)


@contextmanager
def sqlite_bulk_load(using: str = "default") -> Iterator[None]:
    """A larger page cache for one big write on SQLite (the indexes of a million
    rows do not fit the default 2 MB); restored afterwards. No-op elsewhere."""
    conn = connections[using]
    if conn.vendor != "sqlite":
        yield
        return
    before = _pragma(conn, "cache_size", -65536)  # 64 MiB
    try:
        yield
    finally:
        _pragma(conn, "cache_size", before)


def _pragma(conn, name: str, value: int | None = None) -> int:
    """A SQLite setting's value, set to ``value`` after it is read (if given)."""
    with conn.cursor() as cursor:
        cursor.execute(f"PRAGMA {name}")
        (before,) = cursor.fetchone()
        if value is not None:
            cursor.execute(f"PRAGMA {name} = {int(value)}")
    return before


@contextmanager
def sqlite_checkpoint_after(using: str = "default") -> Iterator[None]:
    """Hold SQLite's automatic WAL checkpoint until the block is over, then
    run it once (a passive one: it never waits for readers), unless a
    transaction is still open (its commit checkpoints). No-op elsewhere, and
    inside another such block (the outer one checkpoints).

    By default the commit that takes the WAL past 1,000 pages copies them into
    the database file before it returns. A recompute commits each system's
    tables apart; a day of games writes about 9,000 pages, so each commit did
    that copy before the next system could start: 0.1 s of a one-second
    update. Readers see the tables at the commit; the copy is housekeeping,
    done once, after the last one."""
    conn = connections[using]
    if conn.vendor != "sqlite":
        yield
        return
    before = _pragma(conn, "wal_autocheckpoint")
    if before:
        _pragma(conn, "wal_autocheckpoint", 0)
    try:
        yield
    finally:
        if before:
            _pragma(conn, "wal_autocheckpoint", before)
            if not conn.in_atomic_block:  # else nothing is committed yet
                with conn.cursor() as cursor:
                    cursor.execute("PRAGMA wal_checkpoint(PASSIVE)")


def analyze(models: Iterable, using: str = "default") -> None:
    """Refresh PostgreSQL's planner statistics of the models' tables, in the
    caller's transaction: they commit with the rows. No-op elsewhere.

    After a bulk load the planner keeps the tables' old sizes until autovacuum
    analyzes them, a minute later at the soonest, and the recompute an import
    queues runs before that. Right after the bench's import the computed
    standings read each chunk of 500 tournaments' results with a scan of all
    1.4 million (0.5 s a chunk, 4.8 s in all) where an index gives them in
    25 ms. SQLite's planner does without statistics here (the same reads took
    0.9 s in all), and its ANALYZE reads whole indexes: seconds at that scale."""
    conn = connections[using]
    if conn.vendor != "postgresql":
        return
    qn = conn.ops.quote_name
    tables = ", ".join(qn(m._meta.db_table) for m in models)
    with conn.cursor() as cursor:
        cursor.execute(f"ANALYZE {tables}")


@contextmanager
def vacuumed_after(models: Iterable, using: str = "default") -> Iterator[None]:
    """VACUUM the models' tables on PostgreSQL once the block is over, unless a
    transaction is still open (VACUUM cannot run in one). No-op elsewhere.

    A recompute rewrites rows (and, before the ranks moved to the tables'
    sheets, shifted the ranks of ~88,000 rating rows a day of games):
    PostgreSQL keeps the old version of each until a vacuum clears it, and
    autovacuum comes a minute later at the soonest. Updates that follow
    before it (an organizer saving board after board) found their rows among
    the dead ones: the bench's updates in a row took 3.45 s a day of games
    without it, 2.95 s with it (medians of fifteen), plus 0.18 s of vacuum. Readers see the
    tables at the commit; this is housekeeping, done after it."""
    conn = connections[using]
    yield
    if conn.vendor == "postgresql" and not conn.in_atomic_block:
        qn = conn.ops.quote_name
        tables = ", ".join(qn(m._meta.db_table) for m in models)
        with conn.cursor() as cursor:
            cursor.execute(f"VACUUM {tables}")


def _lift_triggers(conn, table: str) -> list[str] | None:
    """Disable the table's own triggers until the statements returned are run;
    None when that is not possible here (then nothing was changed)."""
    qn = conn.ops.quote_name
    try:
        with transaction.atomic(using=conn.alias), conn.cursor() as cursor:
            if conn.vendor == "sqlite":
                cursor.execute(
                    "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s",
                    [table],
                )
                found = cursor.fetchall()
                for name, _sql in found:
                    cursor.execute(f"DROP TRIGGER {qn(name)}")
                return [sql for _name, sql in found]
            if conn.vendor == "postgresql":
                cursor.execute(
                    "SELECT tgname FROM pg_trigger WHERE tgrelid = %s::regclass "
                    "AND NOT tgisinternal AND tgenabled <> 'D'",
                    [qn(table)],
                )
                names = [row[0] for row in cursor.fetchall()]
                # ALTER TABLE refuses a table with queued deferred events (its
                # DEFERRABLE foreign keys): check them now, and keep checking at
                # each statement's end until the triggers are back.
                cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
                for name in names:  # SHARE ROW EXCLUSIVE: readers go on, writers wait
                    cursor.execute(f"ALTER TABLE {qn(table)} DISABLE TRIGGER {qn(name)}")
                return [f"ALTER TABLE {qn(table)} ENABLE TRIGGER {qn(name)}" for name in names] + [
                    "SET CONSTRAINTS ALL DEFERRED"  # every deferrable constraint here is
                ]  # INITIALLY DEFERRED (Django's foreign keys, the board total)
    except DatabaseError:  # e.g. not the table's owner: keep the triggers
        return None
    return None


@contextmanager
def triggers_lifted(model, using: str) -> Iterator[bool]:
    """Lift the table's triggers for the block, inside one savepoint (DDL is
    transactional on SQLite and PostgreSQL: a failure restores them too), and
    put them back at its end. Yields whether they were lifted; the caller
    re-checks what they enforce either way."""
    conn = connections[using]
    with transaction.atomic(using=using):
        restore = _lift_triggers(conn, model._meta.db_table)
        yield restore is not None
        if restore:
            with conn.cursor() as cursor:
                for sql in restore:
                    cursor.execute(sql)


#: a write that inserts at least this share of a table's resulting rows is
#: faster with the table's indexes dropped and built again (SQLite: about 9 µs
#: a row into five indexes, against 1.6 µs a row plus 1.7 µs a row to build
#: them from the whole table; measured on the rating tables)
REBUILD_SHARE = 0.3
#: and at least this many rows (below, either way takes well under a second)
REBUILD_ROWS = 100_000
#: helper threads SQLite may sort an index's keys with while it builds it
#: (off by default): the rating tables' nine indexes took 21 s to build
#: single-threaded and 18 s with two threads on this two-core machine
SORT_THREADS = min(4, os.cpu_count() or 1)


@contextmanager
def indexes_rebuilt(model, using: str, inserting: int, keeping: int) -> Iterator[bool]:
    """Around a big DELETE and INSERT: drop the table's plain indexes, and
    build them again from the final rows at the end of the block (inside the
    caller's transaction: SQLite's readers see the old table, with its
    indexes, until the commit). On SQLite only when ``inserting`` rows out of
    ``inserting + keeping`` make it worth it (see REBUILD_SHARE); on
    PostgreSQL only into an empty table (``_pg_indexes_rebuilt``); unique
    indexes are kept. Yields whether the indexes were dropped."""
    conn = connections[using]
    if conn.vendor == "postgresql":
        with _pg_indexes_rebuilt(model, using, inserting) as rebuilt:
            yield rebuilt
        return
    total = inserting + keeping
    if (
        conn.vendor != "sqlite"
        or inserting < REBUILD_ROWS
        or inserting < REBUILD_SHARE * max(total, 1)
    ):
        yield False
        return
    table = model._meta.db_table
    with transaction.atomic(using=using), conn.cursor() as cursor:
        cursor.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = %s "
            "AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%%'",
            [table],
        )
        found = cursor.fetchall()
        for name, _sql in found:
            cursor.execute(f"DROP INDEX {conn.ops.quote_name(name)}")
        yield True
        threads = _pragma(conn, "threads", SORT_THREADS)
        try:
            for _name, sql in found:
                cursor.execute(sql)
        finally:
            _pragma(conn, "threads", threads)


@contextmanager
def _pg_indexes_rebuilt(model, using: str, inserting: int) -> Iterator[bool]:
    """``indexes_rebuilt`` on PostgreSQL: only into a table empty when the
    block starts (a first load), for dropping an index there locks the table
    against readers until the commit (SQLite's readers keep their snapshot);
    built again with more sort memory than the default 64 MB."""
    conn = connections[using]
    if inserting < REBUILD_ROWS or model.objects.using(using).exists():
        yield False
        return
    table = model._meta.db_table
    with transaction.atomic(using=using), conn.cursor() as cursor:
        cursor.execute(
            "SELECT i.indexname, i.indexdef FROM pg_indexes i "
            "WHERE i.schemaname = current_schema() AND i.tablename = %s "
            "AND i.indexdef NOT LIKE 'CREATE UNIQUE%%'",
            [table],
        )
        found = cursor.fetchall()
        qn = conn.ops.quote_name
        cursor.execute(
            "SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE conrelid = %s::regclass AND contype = 'f'",
            [qn(table)],
        )
        keys = cursor.fetchall()
        # Deferred checks still queued (rows written earlier in the transaction,
        # here or in a table a foreign key names) run first: ALTER TABLE and
        # CREATE INDEX refuse a table with pending trigger events. Every
        # deferrable constraint here is INITIALLY DEFERRED (as in ``_lift_triggers``).
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        for name, _sql in keys:
            cursor.execute(f"ALTER TABLE {qn(table)} DROP CONSTRAINT {qn(name)}")
        for name, _sql in found:
            cursor.execute(f"DROP INDEX {qn(name)}")
        cursor.execute("SET CONSTRAINTS ALL DEFERRED")
        yield True
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        cursor.execute("SET LOCAL maintenance_work_mem = '256MB'")
        for _name, sql in found:
            cursor.execute(sql)
        # Each foreign key checked in one pass over the table, not a row at a time.
        for name, definition in keys:
            cursor.execute(f"ALTER TABLE {qn(table)} ADD CONSTRAINT {qn(name)} {definition}")
        cursor.execute("SET CONSTRAINTS ALL DEFERRED")
