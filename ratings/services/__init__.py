"""Recompute stored rating tables from the full history: the ratings app's writes.
``recompute`` reads the history once (``ratings.history``), computes every
category outside any transaction (``compute``: imports are not held back
while the engines run) and stores them in ONE transaction per system
(``store``: a sync that rewrites only what changed), so readers see the old
tables or the new ones, never a mix; ``recompute_all`` shares one read of
each kind of history between the systems that take it. Concurrent recomputes
of one system are serialised by the database, and kept from happening by the
task layer's single-flight lock (``ratings.tasks``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from .. import history
from ..engines import ENGINES, get_engine
from ..engines.base import RatingEngine
from ..models import TableState
from .compute import CategoryResult, compute, elapsed_ms
from .past import compute_past
from .store import write

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
    summary.read_ms = elapsed_ms(started)
    computed = [compute(engine, c.slug, records, people) for c in engine.categories]
    for c in computed:  # the past tables (year ends), from the same changes
        c.past = compute_past(engine, c.result.category, c.changes, people, using)
    summary.write_ms = write(engine, computed, requested, using)
    for c in computed:
        summary.categories[c.result.category] = c.result
    summary.total_ms = elapsed_ms(started)
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
            read_ms = elapsed_ms(t0)
        summary = recompute(
            engine.slug, records=records, requested=requested[engine.slug], using=using
        )
        summary["read_ms"] += read_ms  # the shared read is counted where it happened
        summary["total_ms"] += read_ms
        summaries.append(summary)
    return summaries
