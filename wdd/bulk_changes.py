"""Rows changed in place by the thousand: upserts by a unique key and updates
by primary key (``wdd.bulk`` inserts and deletes). On PostgreSQL, from
STAGE_ROWS rows, they are COPYed into a temporary table and applied in one
statement; below that, and on SQLite, one statement a row in executemany
batches."""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date

from django.db import connections

from .bulk import BATCH, DateValues, chunks, copy_rows

#: rows from which an upsert or an update goes through a staging table on
#: PostgreSQL (below: one statement a row costs less than the table's creation)
STAGE_ROWS = 1000


@contextmanager
def _staged(conn, model, fields: list[str], rows: list[tuple]) -> Iterator[str]:
    """PostgreSQL: ``rows`` COPYed into a temporary table with the model's
    columns for ``fields``; yields its (quoted) name, dropped after the block.
    One COPY and one set-based statement instead of a statement a row: an
    edit in 2005 upserts some 70,000 rating rows and rewrites some 90,000
    trails a category, at 30-40 µs a row one by one (the bytes of a trail
    spelled in hex inside each statement's text)."""
    qn = conn.ops.quote_name
    table = model._meta.db_table
    name = qn(f"staged_{table}")
    columns = ", ".join(qn(model._meta.get_field(f).column) for f in fields)
    with conn.cursor() as cursor, conn.wrap_database_errors:
        cursor.execute(
            f"CREATE TEMPORARY TABLE {name} ON COMMIT DROP AS "
            f"SELECT {columns} FROM {qn(table)} WITH NO DATA"
        )
        copy_rows(cursor, name, columns, [model._meta.get_field(f) for f in fields], rows)
        yield name
        # (not after an error: the transaction is aborted, and its rollback drops it)
        cursor.execute(f"DROP TABLE {name}")


def upsert_rows(
    model, fields: list[str], rows: list[tuple], *, keys: int, replace: bool = True, using: str
) -> None:
    """INSERT the rows, or, where a row with the same first ``keys`` fields (a
    unique constraint) exists, update its other fields (``replace``) or leave
    it (ON CONFLICT DO NOTHING). Dates may be ``date`` objects."""
    conn = connections[using]
    qn = conn.ops.quote_name
    meta = model._meta
    columns = [qn(meta.get_field(f).column) for f in fields]
    conflict = f"ON CONFLICT ({', '.join(columns[:keys])}) " + (
        "DO UPDATE SET " + ", ".join(f"{c} = EXCLUDED.{c}" for c in columns[keys:])
        if replace
        else "DO NOTHING"
    )
    insert = f"INSERT INTO {qn(meta.db_table)} ({', '.join(columns)}) "
    if conn.vendor == "postgresql" and len(rows) >= STAGE_ROWS:
        with _staged(conn, model, fields, rows) as staged, conn.cursor() as cursor:
            cursor.execute(f"{insert}SELECT {', '.join(columns)} FROM {staged} {conflict}")
        return
    sql = f"{insert}VALUES ({', '.join(['%s'] * len(columns))}) {conflict}"
    _each_row(conn, sql, [meta.get_field(f) for f in fields], rows)


def update_rows(model, fields: list[str], rows: list[tuple], *, using: str) -> None:
    """UPDATE rows by primary key: each row is the new values of ``fields``,
    then the key. Dates may be ``date`` objects."""
    conn = connections[using]
    qn = conn.ops.quote_name
    meta = model._meta
    table, pk = qn(meta.db_table), qn(meta.pk.column)
    columns = [qn(meta.get_field(f).column) for f in fields]
    if conn.vendor == "postgresql" and len(rows) >= STAGE_ROWS:
        sets = ", ".join(f"{c} = s.{c}" for c in columns)
        with _staged(conn, model, [*fields, meta.pk.name], rows) as staged:
            with conn.cursor() as cursor:
                cursor.execute(
                    f"UPDATE {table} SET {sets} FROM {staged} s WHERE {table}.{pk} = s.{pk}"
                )
        return
    sql = f"UPDATE {table} SET {', '.join(f'{c} = %s' for c in columns)} WHERE {pk} = %s"
    _each_row(conn, sql, [*(meta.get_field(f) for f in fields), meta.pk], rows)


def _each_row(conn, sql: str, targets: list, rows: list[tuple]) -> None:
    """``sql`` run for each row, in executemany batches, the ``date`` objects
    of its date columns adapted for the driver (SQLite's takes strings)."""
    at = [i for i, f in enumerate(targets) if f.get_internal_type() == "DateField"]
    dates = DateValues(conn)

    def adapted(row: tuple) -> tuple:
        row = list(row)
        for i in at:
            if isinstance(row[i], date):
                row[i] = dates[row[i]]
        return tuple(row)

    with conn.cursor() as cursor:
        for batch in chunks(rows, BATCH):
            cursor.executemany(sql, list(map(adapted, batch)) if at else batch)
