"""Run one rating system's engine, from nothing or from a checkpoint, and lay out
what the write (``store``) needs: per category the rating rows (ranked), the
changes the run made (as the engine's columns), and the digests of the years
it covered. No database here."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import date

from ..engines import codec
from ..engines.base import RatingEngine
from ..engines.digests import year_digests
from ..engines.ledger import Checkpoint, Ledger, Run, Standing
from . import past as past_tables
from . import rows as rating_rows
from .checkpoints import snapshot_days


def elapsed_ms(since: float) -> int:
    return int(round((time.perf_counter() - since) * 1000))


@dataclass
class CategoryResult:
    category: str
    players: int
    changes: int
    compute_ms: int
    write_ms: int = 0
    changes_kept: int = 0  # stored changes left as they were
    rows_written: int = 0  # rows inserted, updated or deleted

    @property
    def ms(self) -> int:
        return self.compute_ms + self.write_ms


@dataclass
class Table:
    """One category's result, ready to store: its ranking and standing (the
    rating rows), ledger and digests. ``changed``, ``shifted``
    and ``gone`` say which rating rows differ from those written before (see
    ``rows.rerank``); None when those are unknown: then every row is written."""

    category: str
    ranked: rating_rows.Ranked
    standing: Standing
    ledger: Ledger
    digests: dict[int, str | None]
    result: CategoryResult
    changed: list | None = None
    shifted: list | None = None
    gone: list | None = None
    opening: Standing | None = None  # the state the run started from
    past: past_tables.Past | None = None  # the year-end tables


@dataclass
class Snapshot:
    """A checkpoint a run took, as the store writes it (``engines.codec``):
    encoded when the store first asks (most runs write none: a recompute
    from nothing that changed nothing keeps the stored ones), or when
    pickled. From a second process OpenSkill's seven crossed as objects in
    0.22 s (pickled, then loaded: dicts of dates) before the store encoded
    them anyway; as bytes, in milliseconds, after 0.09 s of encoding there."""

    day: date
    checkpoint: Checkpoint | None
    data: bytes | None = None

    def encoded(self) -> bytes:
        if self.data is None:
            self.data = codec.encode(self.checkpoint)
        return self.data

    def __getstate__(self) -> dict:
        return {"day": self.day, "checkpoint": None, "data": self.encoded()}


@dataclass
class SystemRun:
    """A system's run: where it started (None: from nothing), what it made,
    and the tables' versions when it started (a write that finds others knows
    someone wrote meanwhile)."""

    engine: RatingEngine
    start: Checkpoint | None
    run: Run
    tables: dict[str, Table] = field(default_factory=dict)
    versions: dict[str, int] = field(default_factory=dict)
    people: rating_rows.People | None = None  # set by the parent before the write
    #: the checkpoints the run took (``run.checkpoints``, emptied: they are here)
    snapshots: list[Snapshot] = field(default_factory=list)

    @property
    def since(self) -> date | None:
        """The first day the run covers (None: the whole history)."""
        return None if self.start is None else self.start.day


def run_system(
    engine: RatingEngine,
    records: list,
    start: Checkpoint | None,
    people: rating_rows.People,
    written=None,
    at_tip: bool = False,
    stored_past: dict | None = None,
) -> SystemRun:
    """Rate ``records`` (those from ``start``'s day on) in every category.

    ``written``: what the last recompute wrote of the rating rows
    (``checkpoints.Written``), to tell which rows change; ``at_tip``: ``start``
    is the state they were written from, so only the players the run touches
    can have moved (otherwise ``written`` must carry its standings);
    ``stored_past``: {category: {as_of: digest}} of the stored past tables
    (``past.stored_digests``), to rank only the years that changed."""
    t0 = time.perf_counter()
    first = start.day if start is not None else min((r.end_date for r in records), default=None)
    last = max((r.end_date for r in records), default=None)
    days = snapshot_days(first, last)
    run = engine.run(records, start=start, snapshots=days)
    snapshots = [Snapshot(c.day, c) for c in run.checkpoints if c.day is not None]
    run.checkpoints = []
    ms = elapsed_ms(t0)
    out = SystemRun(engine, start, run, snapshots=snapshots)
    moved = set() if written is None else people.moved_since(written.countries)
    partial_year = None
    if start is not None and start.day is not None and (start.day.month, start.day.day) != (1, 1):
        partial_year = start.day.year
    for slug, table in run.tables.items():
        t1 = time.perf_counter()
        if not table.standing.rating.keys() <= people.countries.keys():
            _drop_unknown(table, people.countries)  # deleted while we read
        old = None if written is None else written.ranked.get(slug)
        if old is not None and at_tip:
            touched = set(table.ledger.player)
        elif old is not None and written.standings and slug in written.standings:
            touched = _differing(written.standings[slug], table.standing)
        else:
            touched = None
        if touched is not None:
            reranked = rating_rows.rerank(engine, table.standing, people, old, touched, moved)
        else:  # every row is written
            reranked = rating_rows.Reranked(
                rating_rows.rank(engine, table.standing, people), None, None, None
            )
        digests: dict[int, str | None] = dict(year_digests(table.ledger))
        if partial_year is not None:
            digests[partial_year] = None
        past = past_tables.plan(
            engine, table.opening, table.ledger, digests, out.since, people,
            (stored_past or {}).get(slug, {}),
        )  # fmt: skip
        result = CategoryResult(slug, len(reranked.ranked), len(table.ledger), ms + elapsed_ms(t1))
        out.tables[slug] = Table(
            slug, reranked.ranked, table.standing, table.ledger, digests, result,
            reranked.changed, reranked.shifted, reranked.gone, table.opening, past,
        )  # fmt: skip
        ms = 0  # the engine's own time is counted once, in the first category
    return out


def _differing(old: Standing, new: Standing) -> set:
    """The players whose standing (anything a rating row shows of it) differs."""
    out = set()
    for a, b in (
        (old.rating, new.rating),
        (old.count, new.count),
        (old.last, new.last),
        (old.gauss or {}, new.gauss or {}),
    ):
        get = a.get
        out.update(p for p, v in b.items() if get(p) != v)
        out.update(a.keys() - b.keys())
    start = new.start
    old_peak = old.peak.get
    out.update(p for p, v in new.peak.items() if old_peak(p, start) != v)
    new_peak = new.peak.get
    out.update(p for p, v in old.peak.items() if new_peak(p, start) != v)
    return out


def _drop_unknown(table, known: dict) -> None:
    """Leave out the changes of players no longer in the database (rare: a
    player deleted between the history read and the people read)."""
    ledger = table.ledger
    keep = Ledger(ledger.score is not None, ledger.mu is not None)
    uncounted = set(ledger.uncounted)
    begin = 0
    for i, end in enumerate(ledger.end):
        idx = [j for j in range(begin, end) if ledger.player[j] in known]
        begin = end
        if not idx:
            continue
        keep.player.extend(ledger.player[j] for j in idx)
        keep.before.extend(ledger.before[j] for j in idx)
        keep.after.extend(ledger.after[j] for j in idx)
        if keep.score is not None:
            keep.score.extend(ledger.score[j] for j in idx)
        if keep.mu is not None:
            keep.mu.extend(ledger.mu[j] for j in idx)
            keep.sigma.extend(ledger.sigma[j] for j in idx)
        if i in uncounted:
            keep.uncounted.append(len(keep.end))
        keep.source.append(ledger.source[i])
        keep.day.append(ledger.day[i])
        keep.weight.append(ledger.weight[i])
        keep.end.append(len(keep.player))
    table.ledger = keep
