"""Queue and run rating recomputation (Celery), single-flight, bursts collapsed.

The path of one change::

    import commits
      -> schedule_recompute(tournament_ids)       (in the import's on_commit)
           marks every TableState pending, bumps its request counter,
           and after the current transaction commits calls enqueue(ids):
             remembers the tournament ids, and queues ONE recompute_pending
             task unless one is already queued and not yet started
      -> recompute_pending (worker, or in-process in eager mode)
           clears the "queued" flag, takes every remembered tournament id,
           recomputes those tournaments' computed standings, then takes
           every system's single-flight lock it can and recomputes the
           pending systems together (services.recompute_all).

Single flight (``ratings.locks``): a run first raises each system's "dirty"
flag, then tries its lock. The holder keeps running while a flag it holds is
up (it clears them before each run), so a change committed during a run
causes exactly one more run, and never two runs of one system at once. The
systems run together: one read of each kind of history, and a first
recompute stored in one transaction (62.5 s at bench scale, against 109.8 s
for one system after another). If that run fails, the systems run one at a
time, so one system's failure leaves only its own tables pending.

Bursts: ten imports in a row queue one task while that task waits; changes
arriving while it runs queue (at most) one more, which either runs after it or
finds the lock held and leaves the rerun to the holder. A task whose systems
have nothing pending any more (every request already served) does nothing.

Pending: every request bumps ``TableState.requested`` and lowers
``TableState.since`` to the earliest day its change touches; a recompute
resumes from the last checkpoint on or before that day (``services``), and
clears ``pending`` and ``since`` only if the counter has not moved since it
started reading, so the pages never claim fresh tables while a change is
still on its way, and a change that arrives during a run is replayed by the
next one from its own day.

A killed run (worker lost, hard time limit) leaves its lock until LOCK_TTL
expires and its tables pending; the next change after that, or
``recompute_ratings``, recomputes them.

Broker down (Redis unreachable): the import is not failed. The error is
logged, the touched tournaments' standings are computed in-process (their ids
cannot be remembered), the tables stay ``pending`` (the pages say so), and the
next successful queue (any later import) or ``manage.py recompute_ratings``
catches up: the day to replay from is kept with the tables' state, in the
database, not with the queue.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from functools import partial

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import DatabaseError, transaction
from django.db.models import Case, F, Value, When

from wdd.bulk import sqlite_checkpoint_after, vacuumed_after

from . import services
from .engines import ENGINES
from .locks import FLAG_TTL, LOCK_TTL, TIME_LIMIT, default_cache, get_locks, new_token, shared_cache
from .models import RankSheet, Rating, RatingCheckpoint, TableState

logger = logging.getLogger(__name__)

SOFT_TIME_LIMIT = getattr(settings, "CELERY_TASK_SOFT_TIME_LIMIT", TIME_LIMIT - 60)
QUEUED_TTL = LOCK_TTL  # a lost queued task stops blocking new ones after this

QUEUED_KEY = "ratings:recompute:queued"
TOURNAMENTS_KEY = "ratings:recompute:tournaments"
#: the tables a recompute leaves dead row versions in (on PostgreSQL): the
#: rows it rewrote, the sheets and the checkpoint tip it replaced
VACUUMED = (Rating, RankSheet, RatingCheckpoint)


@contextmanager
def housekeeping_after() -> Iterator[None]:
    """Each table shows at its commit; once the block is over, one WAL copy
    (SQLite) or one vacuum of the row versions the writes left behind
    (PostgreSQL). The recompute task runs its recomputes in it, and the bench
    times it apart as the task does."""
    with vacuumed_after(VACUUMED), sqlite_checkpoint_after():
        yield


__all__ = [
    "RecomputeFailed",
    "enqueue",
    "mark_pending",
    "recompute_if_pending",
    "recompute_pending",
    "run_single_flight",
    "schedule_recompute",
]


def run_single_flight(
    systems: Sequence[str],
    runner: Callable[[list[str]], object] | None = None,
    locks=None,
) -> int:
    """Run ``runner(systems)`` (default: ``recompute_if_pending``) over the
    systems whose lock this call takes; a system whose run is in progress
    elsewhere is left to that run, which will run once more. The systems
    taken run together (one read of each history, a first recompute stored
    in one transaction), which is why one call takes several locks.

    Returns how many runs this call made (0: everything left to the holders).
    """
    runner = runner or recompute_if_pending
    locks = locks or get_locks()
    token = new_token()
    runs = 0
    for system in systems:
        locks.mark_dirty(system)
    waiting = list(systems)
    while waiting:
        held = [system for system in waiting if locks.acquire(system, token)]
        if len(held) < len(waiting):
            logger.info("ratings: a recompute is running; it will run again")
        try:
            while dirty := [system for system in held if locks.take_dirty(system)]:
                runner(dirty)
                runs += 1
        finally:
            for system in held:
                locks.release(system, token)
        # Requests that found a lock held just before we released it.
        waiting = [system for system in held if locks.is_dirty(system)]
    return runs


# -- collapsing bursts ------------------------------------------------------------------


class _LocalTournaments:
    """Tournament ids waiting for the next task, in this process (eager mode)."""

    def __init__(self):
        self._ids: set[int] = set()
        self._lock = threading.Lock()

    def add(self, ids: Iterable[int]) -> None:
        with self._lock:
            self._ids.update(ids)

    def drain(self) -> set[int]:
        with self._lock:
            ids, self._ids = self._ids, set()
        return ids


_local_tournaments = _LocalTournaments()


class _RedisTournaments:
    """The same in a Redis set shared by the web processes and the workers."""

    def __init__(self, cache):
        self.cache = cache
        self.key = cache.make_and_validate_key(TOURNAMENTS_KEY)

    def _client(self):
        return self.cache._cache.get_client(self.key, write=True)

    def add(self, ids: Iterable[int]) -> None:
        ids = [int(i) for i in ids]
        if ids:
            client = self._client()
            client.sadd(self.key, *ids)
            client.expire(self.key, FLAG_TTL)

    def drain(self) -> set[int]:
        pipe = self._client().pipeline(transaction=True)
        pipe.smembers(self.key)
        pipe.delete(self.key)
        members, _ = pipe.execute()
        return {int(m) for m in members}


def _tournament_store():
    return _RedisTournaments(default_cache()) if shared_cache() else _local_tournaments


def mark_pending(systems: Iterable[str] | None = None, since: date = date.min) -> None:
    """Mark the tables pending, count one more request against each, and keep
    the earliest day a pending change touches: ``since`` (``date.min``: any day,
    the recompute starts from nothing; ``date.max``: no record changed, only
    what the rating rows show of players, e.g. a nationality)."""
    slugs = list(ENGINES) if systems is None else list(systems)
    services.ensure_table_states([ENGINES[s] for s in slugs])
    TableState.objects.filter(system__in=slugs).update(
        pending=True,
        requested=F("requested") + 1,
        since=Case(
            When(since__isnull=True, then=Value(since)),
            When(since__gt=since, then=Value(since)),
            default=F("since"),
        ),
    )


def enqueue(tournament_ids: Iterable[int] = ()) -> bool:
    """Queue one recompute task unless one is already waiting (it will take
    these tournaments too). Never raises: a broker or cache failure is logged
    and the tables stay pending. Returns whether a task was queued."""
    ids = sorted({int(i) for i in tournament_ids})
    try:
        _tournament_store().add(ids)
        cache = default_cache()
        if not cache.add(QUEUED_KEY, new_token(), QUEUED_TTL):
            logger.info("ratings: a recompute is already queued; it will include this change")
            return False
        try:
            recompute_pending.delay(tournament_ids=ids)
        except Exception:
            cache.delete(QUEUED_KEY)
            if recompute_pending.app.conf.task_always_eager:
                # In-process: the task ran and failed (its own log says why).
                logger.exception("ratings: the in-process recompute failed; tables stay pending")
                return True
            raise
        return True
    except Exception:
        logger.exception(
            "ratings: could not queue the recompute; the tables stay pending until the "
            "next successful queue or `manage.py recompute_ratings`"
        )
        _standings_now(ids)
        return False


def _standings_now(tournament_ids: list[int]) -> None:
    """The queue is unreachable, and with it the remembered tournament ids: the
    next run recomputes every rating table from the full history, but only the
    standings of the tournaments it is told about. So compute these
    tournaments' standings here and now (cheap); the ratings wait."""
    if not tournament_ids:
        return
    try:
        recompute_standings(list(tournament_ids))
    except Exception:
        logger.exception("standings recompute failed for tournaments %s", tournament_ids)


def schedule_recompute(
    tournament_ids: Iterable[int] = (), since: date = date.min, systems: Iterable[str] | None = None
) -> None:
    """Queue standings and ratings recomputation after the current transaction
    commits (at once outside a transaction, e.g. from an on_commit callback).

    ``since`` is the earliest day the change touches (the earliest end date
    of a record it adds, edits or removes, before and after the edit): the
    recompute replays from the last checkpoint on or before it. The default,
    ``date.min``, replays the whole history. ``systems``: the only systems
    the change can move (default: all), e.g. those rating online games after
    an import of nothing else."""
    ids = sorted({int(i) for i in tournament_ids or ()})
    try:
        with transaction.atomic():
            mark_pending(systems, since=since)
    except DatabaseError:
        logger.exception("ratings: could not mark the tables pending")
    transaction.on_commit(partial(enqueue, ids))


# -- the task ------------------------------------------------------------------------------------


def recompute_if_pending(systems: Sequence[str]) -> list[str]:
    """Recompute the systems that still have a request to serve (a redundant
    task, e.g. one queued while the worker was down, costs a query), together
    when there are several (``services.recompute_all``); if that fails, one at
    a time, so that one system's failure leaves only its own tables pending.
    Returns the systems recomputed; raises ``RecomputeFailed`` naming those
    that could not be."""
    pending = _still_pending(systems)
    if not pending:
        logger.info("ratings %s: nothing pending", ", ".join(systems))
        return []
    if len(pending) > 1:
        try:
            services.recompute_all(pending)
            return pending
        except SoftTimeLimitExceeded:
            raise
        except Exception:
            logger.exception("ratings %s: the recompute together failed", ", ".join(pending))
    failed = []
    for system in _still_pending(pending) if len(pending) > 1 else pending:
        try:
            services.recompute(system)
        except SoftTimeLimitExceeded:
            raise
        except Exception:
            logger.exception("ratings %s: recompute failed; the table stays pending", system)
            failed.append(system)
    if failed:
        raise RecomputeFailed(failed)
    return pending


class RecomputeFailed(RuntimeError):
    def __init__(self, systems: list[str]):
        self.systems = systems
        super().__init__(f"ratings recompute failed for {', '.join(systems)} (see the log)")


def _still_pending(systems: Sequence[str]) -> list[str]:
    """The given systems with a table still pending, in the given order."""
    pending = set(
        TableState.objects.filter(system__in=systems, pending=True).values_list("system", flat=True)
    )
    return [system for system in systems if system in pending]


def recompute_standings(tournament_ids: list[int]) -> None:
    """The tournaments' computed standings (tournaments.standings, once it exists)."""
    try:
        from tournaments.standings import recompute_standings as compute
    except ImportError as e:
        if getattr(e, "name", None) not in ("tournaments.standings", None):
            raise
        logger.debug("tournaments.standings is not available: standings not recomputed")
        return
    compute(tournament_ids)


@shared_task(
    ignore_result=True,
    acks_late=True,
    time_limit=TIME_LIMIT,
    soft_time_limit=SOFT_TIME_LIMIT,
)
def recompute_pending(tournament_ids: list[int] | None = None, systems: list[str] | None = None):
    """Recompute the touched tournaments' standings, then every system's tables
    (or the given ``systems``): those whose single-flight lock this task takes,
    together (``run_single_flight``)."""
    default_cache().delete(QUEUED_KEY)  # from now on a new change queues a new task
    store = _tournament_store()
    ids = sorted(set(tournament_ids or ()) | store.drain())
    if ids:
        try:
            recompute_standings(ids)
        except SoftTimeLimitExceeded:
            store.add(ids)
            raise
        except Exception:
            store.add(ids)  # the next task tries them again
            logger.exception("standings recompute failed for tournaments %s", ids)
    with housekeeping_after():
        run_single_flight(systems or list(ENGINES))
