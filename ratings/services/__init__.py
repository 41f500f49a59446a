"""Recompute stored rating tables: the ratings app's writes.

``recompute(slug)`` brings one system's tables up to date with the history:
it resumes from the last checkpoint on or before the earliest day a pending
change touches (``TableState.since``, recorded by ``tasks.schedule_recompute``),
reads only the records from that checkpoint's day on, replays them
(``compute``, outside any transaction: imports are not held back while the
engines run) and stores the result in ONE transaction (``store``: only what
changed is rewritten), so readers see the old tables or the new ones, never a
mix. ``recompute(slug, scratch=True)`` (and ``recompute_ratings``) computes from
nothing instead, with the same writes; the tables come out the same either
way. ``recompute_all`` shares one read of each kind of history between the
systems that take it. Concurrent recomputes of one system are serialised by
the database, and kept from happening by the task layer's single-flight lock
(``ratings.tasks``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass, field
from datetime import date

from django.db import connections

from .. import history
from ..engines import ENGINES, get_engine
from ..engines.base import RatingEngine, gc_paused
from ..engines.ledger import Checkpoint
from ..models import TableState
from . import parallel
from .checkpoints import Written, any_after, resume_point, written_rows
from .compute import CategoryResult, elapsed_ms, run_system
from .past import stored_digests
from .rows import People
from .store import write, writes_every_row, written_together

#: a history smaller than this is computed in line (forking costs more)
PARALLEL_RECORDS = 20_000

__all__ = [
    "CategoryResult",
    "SystemResult",
    "ensure_table_states",
    "recompute",
    "recompute_all",
]


@dataclass
class SystemResult:
    system: str
    since: date | None = None  # the day the run resumed at (None: from nothing)
    read_ms: int = 0
    write_ms: int = 0
    total_ms: int = 0
    records: int = 0
    categories: dict[str, CategoryResult] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "system": self.system,
            "since": self.since.isoformat() if self.since else None,
            "records": self.records,
            "read_ms": self.read_ms,
            "write_ms": self.write_ms,
            "total_ms": self.total_ms,
            "categories": {
                slug: {
                    "players": c.players,
                    "changes": c.changes,
                    "compute_ms": c.compute_ms,
                    "write_ms": c.write_ms,
                    "changes_kept": c.changes_kept,
                    "rows_written": c.rows_written,
                    "ms": c.ms,
                }
                for slug, c in self.categories.items()
            },
        }


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


@dataclass
class _Request:
    """What a recompute found pending when it started: the request counters
    (read before the history), the tables' versions, where to resume, whether
    that is the tip, and the rating rows written last (None: not known)."""

    requested: dict[str, int]
    versions: dict[str, int]
    start: Checkpoint | None
    at_tip: bool = False
    written: Written | None = None
    past: dict | None = None  # {category: {as_of: digest}} of the stored past tables


def _request(engine: RatingEngine, scratch: bool, rewrite: bool, using: str) -> _Request:
    """Resume from the last checkpoint on or before the earliest day a pending
    change touches; compute from nothing when asked to, when nothing is
    pending (nothing is known of what changed: a direct call after writes that
    queued nothing) or when no checkpoint is that old."""
    rows = list(
        TableState.objects.using(using)
        .filter(system=engine.slug)
        .values_list("category", "requested", "version", "pending", "since")
    )
    requested = {cat: n for cat, n, _v, _p, _s in rows}
    versions = {cat: v for cat, _n, v, _p, _s in rows}
    pending = [since for _c, _n, _v, is_pending, since in rows if is_pending]
    if scratch or rewrite or not pending or None in pending:
        # (None: queued before days were kept: the whole history)
        written = None if rewrite else written_rows(engine.slug, using, with_standings=True)
        past = {} if rewrite else stored_digests(engine.slug, using)
        return _Request(requested, versions, None, written=written, past=past)
    start = resume_point(engine.slug, min(pending), using)
    at_tip = start is not None and not any_after(engine.slug, start.day, using)
    written = written_rows(engine.slug, using, with_standings=not at_tip)
    past = stored_digests(engine.slug, using)
    return _Request(requested, versions, start, at_tip, written, past)


@gc_paused()  # see recompute_all
def recompute(
    system_slug: str,
    *,
    scratch: bool = False,
    rewrite: bool = False,
    records: list | None = None,
    request: _Request | None = None,
    people: People | None = None,
    using: str = "default",
) -> dict:
    """Bring one system's tables up to date; ``scratch``: compute from nothing;
    ``rewrite``: also replace every stored row (a repair: nothing stored is
    trusted, the digests and the rows kept beside the checkpoints included).

    ``records`` (the engine's input from the request's resume day on, as
    ``history.records_for`` reads it) may be passed, with the ``_request`` made
    before they were read, to share one read between systems; so may
    ``people`` (``People.of(history.player_details())``). Returns a summary:
    ``{"system", "since", "records", "read_ms", "write_ms", "total_ms",
    "categories": {slug: {"players", "changes", "compute_ms",
    "write_ms", "changes_kept", "rows_written", "ms"}}}``.
    Raises KeyError for an unknown system.
    """
    engine = get_engine(system_slug)
    job = _prepare(engine, scratch, rewrite, records, request, people, using)
    started = time.perf_counter()
    run = run_system(*job.args)
    return _store(job, run, started, rewrite, using)


@dataclass
class _Job:
    """One system's recompute, read and ready to compute."""

    engine: RatingEngine
    request: _Request
    args: tuple  # run_system's
    summary: SystemResult

    def records_done(self) -> None:
        """Drop the records, once computed (a full history: millions of objects)."""
        self.args = (self.args[0], [], *self.args[2:])


def _prepare(engine, scratch, rewrite, records, request, people, using) -> _Job:
    started = time.perf_counter()
    if request is None:
        ensure_table_states([engine], using)
        # Read the request counters before the history: anything requested
        # later may be missing from what we read, and keeps the table pending.
        request = _request(engine, scratch, rewrite, using)
    start = request.start
    since = start.day if start is not None else None
    with history.snapshot(using):
        if records is None:
            records = history.records_for(engine, using, since=since)
        if people is None:
            people = People.of(history.player_details(using))
    summary = SystemResult(engine.slug, since)
    summary.records = len(records)
    summary.read_ms = elapsed_ms(started)
    args = (engine, records, start, people, request.written, request.at_tip, request.past)
    return _Job(engine, request, args, summary)


def _store(job: _Job, run, started: float, rewrite: bool, using: str) -> dict:
    """Write a computed run; ``started``: when its computation started."""
    summary = job.summary
    run.versions = job.request.versions
    run.people = job.args[3]
    summary.write_ms = write(run, job.request.requested, using, rewrite=rewrite)
    for slug, table in run.tables.items():
        summary.categories[slug] = table.result
    summary.total_ms = summary.read_ms + elapsed_ms(started)
    return summary.as_dict()


@gc_paused()  # a recompute's millions of objects hold no cycles: 0.6 s of scans at bench scale
def recompute_all(
    systems: Iterable[str] | None = None,
    *,
    scratch: bool = False,
    rewrite: bool = False,
    using: str = "default",
) -> list[dict]:
    """Bring the given systems (default: every registered one) up to date,
    reading each kind of history (events, games) once for the systems that
    take it, from the earliest day any of them resumes at."""
    slugs = list(ENGINES) if systems is None else list(systems)
    engines = [get_engine(s) for s in slugs]
    ensure_table_states(engines, using)
    requests = {e.slug: _request(e, scratch, rewrite, using) for e in engines}
    read_ms: dict[str, int] = {}
    shared = _shared_reads(engines, requests, read_ms, using)
    t0 = time.perf_counter()
    people = People.of(history.player_details(using))  # once for every system
    read_ms[slugs[0]] = read_ms.get(slugs[0], 0) + elapsed_ms(t0)
    # The systems whose records are in hand (read above, for several of them)
    # are prepared first, so that one of two big computations (from nothing
    # or from years back) can go to a second core, if any, while this process
    # reads the other systems' records (their own read) and computes the rest.
    jobs: dict[str, _Job] = {}

    def prepare(engine: RatingEngine) -> _Job:
        request = requests[engine.slug]
        records = None
        if engine.input in shared:
            first, all_records = shared[engine.input]
            day = _day(request.start)
            records = all_records if day == first else [r for r in all_records if r.end_date >= day]
        return _prepare(engine, scratch, rewrite, records, request, people, using)

    for engine in engines:
        if engine.input in shared:
            jobs[engine.slug] = prepare(engine)
    child = None
    every_row = writes_every_row(slugs, rewrite, using)
    # From nothing or from years back (an edit in 2005): each a computation
    # of seconds; a day at the tip is a few records, cheaper than a fork.
    heavy = [j for j in jobs.values() if len(j.args[1]) > PARALLEL_RECORDS]
    stores_apart = not every_row and _takes_two_writers(using)
    if len(heavy) > 1 and parallel.available():
        child = heavy[-1]
        started = {child.engine.slug: time.perf_counter()}
        if stores_apart:
            waiting = parallel.store_in_child(_computed_and_stored, child, started, rewrite, using)
        else:
            waiting = parallel.run_in_child(*child.args)
    try:
        for engine in engines:
            if engine.slug not in jobs:
                jobs[engine.slug] = prepare(engine)
        summaries = {}
        inline = _computed(jobs[e.slug] for e in engines if jobs[e.slug] is not child)
        if every_row:
            # Computed first, then stored in one transaction that holds the write
            # lock for the writes only, while the child, if any, finishes its own.
            inline = list(inline)
        records = sum(len(job.args[1]) for job in jobs.values())
        with written_together(slugs, records, rewrite, using) if every_row else nullcontext():
            summaries.update(_stored(inline, rewrite, using))
            if child is not None:
                # Their records go before the wait: the child may still be
                # computing while this process frees their objects.
                shared.clear()
                for job in jobs.values():
                    job.records_done()
                if stores_apart:
                    summaries[child.engine.slug] = waiting()
                else:
                    summaries[child.engine.slug] = _store(
                        child, waiting(), started[child.engine.slug], rewrite, using
                    )
    except BaseException:
        if child is not None:
            waiting.cancel()  # else it would wait forever for its result to be read
        raise
    out = []
    for engine in engines:
        summary = summaries[engine.slug]
        extra = read_ms.get(engine.slug, 0)  # the shared read is counted where it happened
        summary["read_ms"] += extra
        summary["total_ms"] += extra
        out.append(summary)
    return out


def _takes_two_writers(using: str) -> bool:
    """Whether a forked child may store a system over a connection of its own
    while this process stores another: PostgreSQL (SQLite has one writer at a
    time), outside a transaction (a new connection would not see its writes)."""
    conn = connections[using]
    return conn.vendor == "postgresql" and not conn.in_atomic_block


def _computed_and_stored(job: _Job, started: dict, rewrite: bool, using: str) -> dict:
    """In a forked child: the job's run, computed and stored (``_store``)."""
    return _store(job, run_system(*job.args), started[job.engine.slug], rewrite, using)


def _shared_reads(
    engines: list[RatingEngine], requests: dict, read_ms: dict, using: str
) -> dict[str, tuple[date | None, list]]:
    """{input: (from which day, its records)} for each kind of history that
    several of the systems take, read once from the earliest day any of them
    resumes at; the time each read took goes into ``read_ms``."""
    shared: dict[str, tuple[date | None, list]] = {}
    for engine in engines:
        same = [e for e in engines if e.input == engine.input]
        if len(same) < 2 or engine.input in shared:
            continue
        days = [_day(requests[e.slug].start) for e in same]
        first = None if None in days else min(days)
        t0 = time.perf_counter()
        with history.snapshot(using):
            shared[engine.input] = (first, history.records_for(engine, using, since=first))
        read_ms[engine.slug] = elapsed_ms(t0)
    return shared


def _stored(computed, rewrite: bool, using: str) -> dict[str, dict]:
    """Store each (job, run, when its computation started) as it comes: each
    run is dropped once stored."""
    return {job.engine.slug: _store(job, run, t0, rewrite, using) for job, run, t0 in computed}


def _computed(jobs) -> Iterator[tuple[_Job, object, float]]:
    """(job, its run, when its computation started) for each job, computed in turn."""
    for job in jobs:
        t0 = time.perf_counter()
        yield job, run_system(*job.args), t0


def _day(start: Checkpoint | None) -> date | None:
    return None if start is None else start.day
