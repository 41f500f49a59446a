"""Store one system's run in ONE transaction, rewriting only what changed.

Readers see the old tables or the new ones, never a mix (MVCC on PostgreSQL,
WAL snapshots on SQLite). Nothing is read back to find what changed:

* changes are stored a trail a player (``trails``), in processing order. A
  run resumed from a checkpoint of day D rewrites them from D on; a run from
  nothing compares its per-year digests with the stored ones and rewrites
  from the first year that differs, if any.
* rating rows are compared with the rows the last recompute wrote (kept
  packed beside the latest checkpoint): new and changed ones are upserted,
  departed ones deleted.
* the checkpoints after the rewritten point are replaced by the run's.

Inserts and deletes go through ``wdd.bulk`` (COPY on PostgreSQL, large
executemany batches elsewhere). Concurrent writers of one system are
serialised by the database itself (an advisory transaction lock on
PostgreSQL, the write lock on SQLite).
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import date

from django.db import connections, transaction
from django.db.models import Case, F, Value, When
from django.utils import timezone

from wdd.bulk import analyze, chunks, indexes_rebuilt, insert_rows, raw_delete
from wdd.bulk_changes import upsert_rows

from .. import rank_sheets, ranked_rows
from ..models import (
    PastTable,
    RankSheet,
    Rating,
    RatingName,
    RatingTrail,
    TableState,
    YearEnds,
)
from . import checkpoints, names, trails
from . import past as past_tables
from . import rows as rating_rows
from .compute import SystemRun, Table, elapsed_ms

RATING_FIELDS = [
    "system", "category", "player", "nationality", "location", "rating", "events", "peak",
    "last_played", "mu", "sigma", "player_key",
]  # fmt: skip
NAME_FIELDS = ["system", "category", "player", "sort_key", "player_key"]

#: every table a system's recompute writes, per category
DERIVED = (RatingTrail, Rating, RatingName, RankSheet, PastTable, YearEnds)


def writes_every_row(systems: list[str], rewrite: bool, using: str) -> bool:
    """Whether a run of several systems writes every row of their tables: a
    repair, or nothing of theirs stored yet (the first recompute after an
    import). Then they are stored together (``written_together``)."""
    if len(systems) < 2:
        return False
    return rewrite or not RatingTrail.objects.using(using).filter(system__in=systems).exists()


@contextmanager
def written_together(systems: list[str], records: int, rewrite: bool, using: str) -> Iterator[None]:
    """Around the writes of several systems that write every row of their
    tables (``writes_every_row``): one transaction, with the rating rows'
    indexes dropped once and built once at its end, when that is worth it
    (``wdd.bulk.indexes_rebuilt``, with ``records``, the systems' history
    records, as a bound of the rows inserted). Each system's own write then
    finds no index to drop or build. The caller computes the runs first: the
    transaction holds SQLite's write lock for the writes only. Readers see
    every system's new tables at once, at the commit, and on PostgreSQL with
    their planner statistics refreshed (``wdd.bulk.analyze``): without them,
    the bench's name search took 112 ms instead of 22."""
    with transaction.atomic(using=using):
        with ExitStack() as stack:
            for model in (Rating, RatingName):
                rows = model.objects.using(using)
                keeping = (rows.exclude(system__in=systems) if rewrite else rows).count()
                stack.enter_context(indexes_rebuilt(model, using, records, keeping))
            yield
        analyze(DERIVED, using)


def _serialise_writers(conn, system: str) -> None:
    """Let one transaction at a time write a system's tables (PostgreSQL; on
    SQLite the IMMEDIATE transaction already holds the database's write lock)."""
    if conn.vendor == "postgresql":
        key = zlib.crc32(f"ratings:{system}".encode())
        with conn.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def _write_ratings(conn, system, table: Table) -> int:
    """Upsert the new and changed rating rows (and their name rows), delete
    the departed ones, and write the table's ranking (``RankSheet``): the rows
    whose ranks alone changed are not written. Every row is written when what
    is stored is not known."""
    using = conn.alias
    category = table.category
    if table.changed is None:  # nothing known of what is stored: replace it all
        for model in (Rating, RatingName):
            raw_delete(trails.of_table(model, system, category, using))
        rows = table.ranked.rows(table.standing)
        named = names.of(rows, using)
        insert_rows(
            RatingName, NAME_FIELDS,
            ((system, category, p, *named[p]) for p in rows), using=using,
        )  # fmt: skip
        _write_sheet(system, category, table.ranked, using)
        return insert_rows(
            Rating, RATING_FIELDS,
            (_rating_fields(system, category, p, v, named) for p, v in rows.items()), using=using,
        )  # fmt: skip
    if not (table.changed or table.shifted or table.gone):
        return 0
    for ids in chunks(table.gone, 500):
        for model in (Rating, RatingName):
            raw_delete(trails.of_table(model, system, category, using).filter(player_id__in=ids))
    if table.changed:
        rows = table.ranked.rows(table.standing, table.changed)
        named = names.of(rows, using)
        upsert_rows(
            Rating, RATING_FIELDS,
            [_rating_fields(system, category, p, v, named) for p, v in rows.items()],
            keys=3, using=using,
        )  # fmt: skip
        # A player's name row changes only with their name, which ``names.follow``
        # brings in at the rename: only the players new to the table need one.
        upsert_rows(
            RatingName, NAME_FIELDS, [(system, category, p, *named[p]) for p in rows],
            keys=3, replace=False, using=using,
        )  # fmt: skip
    _write_sheet(system, category, table.ranked, using)
    return len(table.changed) + len(table.gone) + 1


def _write_sheet(system: str, category: str, ranked, using: str) -> None:
    """The table's ranking, one row (``rank_sheets``), with a new stamp."""
    values = {
        "data": rank_sheets.encode(ranked.order, ranked.rank, ranked.nrank, ranked.nat),
        "stamp": ranked_rows.new_stamp(),
    }
    sheets = RankSheet.objects.using(using)
    if not sheets.filter(system=system, category=category).update(**values):
        sheets.create(system=system, category=category, **values)


def _rating_fields(system: str, category: str, p: int, v, named: dict) -> tuple:
    """A rating row in RATING_FIELDS order, with its player's key."""
    return (*rating_rows.as_fields(system, category, p, v), named[p][1])


def write(run: SystemRun, requested: dict[str, int], using: str, rewrite: bool = False) -> int:
    """Store a system's run in ONE transaction; returns the milliseconds it took.
    ``rewrite``: replace every stored row (a repair: nothing stored is trusted)."""
    conn = connections[using]
    engine = run.engine
    system = engine.slug
    since = run.since
    t0 = time.perf_counter()
    with transaction.atomic(using=using):
        _serialise_writers(conn, system)
        _forget_retired_categories(system, list(run.tables), rewrite, using)
        states = TableState.objects.using(using).filter(system=system)
        stored = {}
        dirty = None
        for cat, cat_digests, pending, day in states.values_list(
            "category", "digests", "pending", "since"
        ):
            stored[cat] = {} if rewrite else {int(y): d for y, d in (cat_digests or {}).items()}
            if pending and day is not None and (dirty is None or day < dirty):
                dirty = day
        trusted = not (rewrite or _written_meanwhile(run, states))
        if not trusted:
            for table in run.tables.values():
                table.changed = None  # the rows written before are not what is stored
        tip = since is not None and not checkpoints.any_after(system, since, using)
        starts = {
            slug: trails.rewrite_from(table, since, stored.get(slug, {}), dirty, tip)
            for slug, table in run.tables.items()
        }
        rewritten = [start.day for start in starts.values() if start is not None]
        if tip and not rewritten and _unchanged(run):
            # Resumed at the tip and nothing moved (e.g. games for another
            # system): the tables, the checkpoints and the rows stay as they are.
            _served(states, run, requested, bump=False)
            return elapsed_ms(t0)
        digests = {}
        for slug, table in run.tables.items():
            t1 = time.perf_counter()
            old_digests = stored.get(slug, {})
            kept, written = trails.write(conn, engine, table, starts[slug])
            written += _write_ratings(conn, system, table)
            written += _write_past(conn, engine, table, run.people, rewrite)
            table.result.changes_kept = kept
            table.result.rows_written = written
            if since is None:
                digests[slug] = table.digests
            else:
                keep = {y: d for y, d in old_digests.items() if y < since.year}
                digests[slug] = keep | table.digests
            table.result.write_ms = elapsed_ms(t1)
        after = _checkpoints_after(run, rewritten)
        new_tip = run.run.tip()
        ranked = {slug: t.ranked for slug, t in run.tables.items()}
        countries = run.people.country_groups
        rows = rating_rows.pack(ranked, countries)
        snaps = [(s.day, s.encoded()) for s in run.snapshots if after is None or s.day > after]
        checkpoints.store(system, snaps, new_tip, rows, (ranked, countries), after, using)
        _served(states, run, requested, digests=digests)
    return elapsed_ms(t0)


def _write_past(conn, engine, table: Table, people, rewrite: bool) -> int:
    """The category's past tables: the year ends that changed (``past``)."""
    if table.past is None:
        return 0

    def compute_rows(days):
        return past_tables.year_rows(engine, table.opening, table.ledger, days, people)

    return past_tables.write(conn, engine.slug, table.category, table.past, compute_rows, rewrite)


def _unchanged(run: SystemRun) -> bool:
    """Whether the run changed no rating row of any category (known rows only)."""
    return all(
        t.changed is not None and not (t.changed or t.shifted or t.gone)
        for t in run.tables.values()
    )


def _served(states, run: SystemRun, requested: dict, *, digests=None, bump=True) -> None:
    """Record the tables' new state and clear what this run served: ``pending``
    and ``since`` only if no request came after it started reading."""
    now = timezone.now()
    for slug, table in run.tables.items():
        seen = requested.get(slug, 0)
        update = {
            # A request that arrived after we started reading keeps its table
            # pending, and the earliest day it touches.
            "pending": Case(When(requested=seen, then=Value(False)), default=Value(True)),
            "since": Case(When(requested=seen, then=Value(None)), default=F("since")),
        }
        if bump:
            update |= {
                "version": F("version") + 1,
                "computed_at": now,
                "duration_ms": table.result.ms,
                "players": table.result.players,
                "digests": {str(y): d for y, d in sorted(digests[slug].items())},
                "countries": rating_rows.countries_present(table.ranked),
            }
        states.filter(category=slug).update(**update)


def _written_meanwhile(run: SystemRun, states) -> bool:
    """Whether another recompute wrote the system's tables since this one
    started (its versions moved): then the rows it compared with are stale."""
    now = dict(states.values_list("category", "version"))
    return any(now.get(cat) != version for cat, version in run.versions.items())


def _forget_retired_categories(system: str, slugs: list[str], everywhere: bool, using: str):
    """Delete the rows of the system's categories that the engine no longer
    lists: those with a table state (an index range each), or, ``everywhere``,
    any row of another category (a scan of the system's rows: a repair)."""
    if everywhere:
        for model in DERIVED:
            raw_delete(model.objects.using(using).filter(system=system).exclude(category__in=slugs))
        retired = TableState.objects.using(using).filter(system=system).exclude(category__in=slugs)
        retired.delete()
        return
    retired = TableState.objects.using(using).filter(system=system).exclude(category__in=slugs)
    old = list(retired.values_list("category", flat=True))
    if old:
        for model in DERIVED:
            raw_delete(model.objects.using(using).filter(system=system, category__in=old))
        retired.delete()


def _checkpoints_after(run: SystemRun, rewritten: list[date]) -> date | None:
    """The day after which the stored checkpoints are replaced: the resume day;
    for a run from nothing, the first rewritten day (None: all of them), or,
    when nothing was rewritten, the last record's day (only the tip is written
    again, with the rows)."""
    if run.since is not None:
        return run.since
    if rewritten:
        first = min(rewritten)
        return None if first == date.min else first
    return run.run.last_day
