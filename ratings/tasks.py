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
           recomputes those tournaments' computed standings, then for each
           system runs services.recompute under a single-flight lock.

Single flight: a run first raises the system's "dirty" flag, then tries the
lock. The holder keeps running while the flag is up (it clears it before each
run), so a change committed during a run causes exactly one more run, and
never two runs of one system at once. With Redis the lock is ``cache.add``
(SET NX with an expiry) and the flags are cache keys; without Redis they live
in the ``RecomputeLock`` table (one row per system, taken with one atomic
UPDATE, expiring after ``LOCK_TTL``).

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
import os
import socket
import threading
import uuid
from collections.abc import Callable, Iterable
from datetime import date, timedelta
from functools import partial

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.core.cache import caches
from django.db import DatabaseError, IntegrityError, transaction
from django.db.models import Case, F, Q, Value, When
from django.utils import timezone

from wdd.bulk import sqlite_checkpoint_after

from . import services
from .engines import ENGINES
from .models import RecomputeLock, TableState

logger = logging.getLogger(__name__)

TIME_LIMIT = getattr(settings, "CELERY_TASK_TIME_LIMIT", 600)
SOFT_TIME_LIMIT = getattr(settings, "CELERY_TASK_SOFT_TIME_LIMIT", TIME_LIMIT - 60)
LOCK_TTL = TIME_LIMIT + 60  # a killed holder's lock expires soon after the hard limit
QUEUED_TTL = LOCK_TTL  # a lost queued task stops blocking new ones after this
FLAG_TTL = 24 * 3600

QUEUED_KEY = "ratings:recompute:queued"
TOURNAMENTS_KEY = "ratings:recompute:tournaments"

__all__ = [
    "DatabaseLocks",
    "CacheLocks",
    "enqueue",
    "get_locks",
    "mark_pending",
    "recompute_if_pending",
    "recompute_pending",
    "run_single_flight",
    "schedule_recompute",
]


def _cache():
    return caches["default"]


def shared_cache() -> bool:
    """Whether the cache is shared by every process (Redis): then it holds the
    locks and flags; otherwise the database does."""
    from django.core.cache.backends.redis import RedisCache

    return isinstance(_cache(), RedisCache)


def new_token() -> str:
    return f"{socket.gethostname()[:60]}:{os.getpid()}:{uuid.uuid4().hex[:12]}"


def holder_is_dead(token: str) -> bool:
    """Whether a lock token names a process of this host that no longer exists
    (e.g. a worker's pool process killed mid-run: its task is redelivered, and
    must not wait out the lock's expiry). Tokens of other hosts, and anything
    not shaped like ``new_token()``, count as alive. Assumes that processes
    reporting the same host name share one process-id namespace (containers
    have their own host names)."""
    try:
        host, pid, _rest = str(token).rsplit(":", 2)
        pid = int(pid)
    except ValueError:
        return False
    if host != socket.gethostname()[:60] or pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # exists, owned by another user
        return False
    return False


# -- single-flight lock and dirty flag ------------------------------------------------


class CacheLocks:
    """Lock = ``cache.add`` (atomic SET NX on Redis) with an expiry; flag = a key."""

    def __init__(self, cache=None, ttl: int = LOCK_TTL):
        self.cache = cache or _cache()
        self.ttl = ttl

    @staticmethod
    def _lock(system: str) -> str:
        return f"ratings:recompute:lock:{system}"

    @staticmethod
    def _dirty(system: str) -> str:
        return f"ratings:recompute:dirty:{system}"

    def acquire(self, system: str, token: str) -> bool:
        if self.cache.add(self._lock(system), token, self.ttl):
            return True
        holder = self.cache.get(self._lock(system))
        return bool(holder) and holder_is_dead(holder) and self._replace(system, holder, token)

    _REPLACE = (
        "if redis.call('get', KEYS[1]) == ARGV[1] then "
        "return redis.call('set', KEYS[1], ARGV[2], 'EX', ARGV[3]) else return false end"
    )

    def _replace(self, system: str, old: str, token: str) -> bool:
        """Take over a dead holder's lock: set it to ``token`` only if it still
        holds ``old`` (atomic on Redis; other caches are per process, where
        every holder is alive)."""
        from django.core.cache.backends.redis import RedisCache

        if not isinstance(self.cache, RedisCache):
            return False
        key = self.cache.make_and_validate_key(self._lock(system))
        dumps = self.cache._cache._serializer.dumps
        client = self.cache._cache.get_client(key, write=True)
        if client.eval(self._REPLACE, 1, key, dumps(old), dumps(token), self.ttl):
            logger.warning("ratings %s: took over the lock of a dead process (%s)", system, old)
            return True
        return False

    def release(self, system: str, token: str) -> None:
        if self.cache.get(self._lock(system)) == token:
            self.cache.delete(self._lock(system))

    def holder(self, system: str) -> str | None:
        return self.cache.get(self._lock(system))

    def mark_dirty(self, system: str) -> None:
        self.cache.set(self._dirty(system), 1, FLAG_TTL)

    def take_dirty(self, system: str) -> bool:
        return bool(self.cache.delete(self._dirty(system)))

    def is_dirty(self, system: str) -> bool:
        return self.cache.get(self._dirty(system)) is not None


class DatabaseLocks:
    """The same, in the RecomputeLock table (one row per system, kept).

    Held = a non-empty holder whose expiry is in the future; taking it is one
    UPDATE guarded by that condition, so two processes can never both win.
    """

    def __init__(self, using: str = "default", ttl: int = LOCK_TTL):
        self.using = using
        self.ttl = ttl

    def _rows(self, system: str):
        rows = RecomputeLock.objects.using(self.using).filter(system=system)
        if not rows.exists():
            try:
                with transaction.atomic(using=self.using):
                    RecomputeLock.objects.using(self.using).create(
                        system=system, holder="", expires_at=timezone.now()
                    )
            except IntegrityError:
                pass  # created meanwhile by another process
        return rows

    def acquire(self, system: str, token: str) -> bool:
        now = timezone.now()
        expires = now + timedelta(seconds=self.ttl)
        rows = self._rows(system)
        if rows.filter(Q(holder="") | Q(expires_at__lte=now)).update(
            holder=token, expires_at=expires
        ):
            return True
        holder = self.holder(system)
        if (
            holder
            and holder_is_dead(holder)
            and rows.filter(holder=holder).update(holder=token, expires_at=expires)
        ):
            logger.warning("ratings %s: took over the lock of a dead process (%s)", system, holder)
            return True
        return False

    def release(self, system: str, token: str) -> None:
        RecomputeLock.objects.using(self.using).filter(system=system, holder=token).update(
            holder="", expires_at=timezone.now()
        )

    def holder(self, system: str) -> str | None:
        row = (
            RecomputeLock.objects.using(self.using)
            .filter(system=system, expires_at__gt=timezone.now())
            .exclude(holder="")
            .values_list("holder", flat=True)
            .first()
        )
        return row

    def mark_dirty(self, system: str) -> None:
        self._rows(system).update(dirty=True)

    def take_dirty(self, system: str) -> bool:
        return (
            RecomputeLock.objects.using(self.using)
            .filter(system=system, dirty=True)
            .update(dirty=False)
            == 1
        )

    def is_dirty(self, system: str) -> bool:
        return RecomputeLock.objects.using(self.using).filter(system=system, dirty=True).exists()


def get_locks():
    return CacheLocks() if shared_cache() else DatabaseLocks()


def run_single_flight(
    system: str,
    runner: Callable[[str], object] | None = None,
    locks=None,
) -> int:
    """Run ``runner(system)`` (default: services.recompute) unless a run of the
    system is in progress, in which case that run will run once more.

    Returns how many runs this call made (0: left to the current holder).
    """
    runner = runner or services.recompute
    locks = locks or get_locks()
    token = new_token()
    runs = 0
    locks.mark_dirty(system)
    while True:
        if not locks.acquire(system, token):
            logger.info("ratings %s: a recompute is running; it will run again", system)
            return runs
        try:
            while locks.take_dirty(system):
                runner(system)
                runs += 1
        finally:
            locks.release(system, token)
        # A request that found the lock held just before we released it.
        if not locks.is_dirty(system):
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
    return _RedisTournaments(_cache()) if shared_cache() else _local_tournaments


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
        cache = _cache()
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


def recompute_if_pending(system: str) -> bool:
    """Recompute a system unless every request has been served already (a
    redundant task, e.g. one queued while the worker was down, costs a query)."""
    if not TableState.objects.filter(system=system, pending=True).exists():
        logger.info("ratings %s: nothing pending", system)
        return False
    services.recompute(system)
    return True


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
    (or the given ``systems``), each single-flight."""
    _cache().delete(QUEUED_KEY)  # from now on a new change queues a new task
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
    failed = []
    with sqlite_checkpoint_after():  # each table shows at its commit; one WAL copy at the end
        for slug in systems or list(ENGINES):
            try:
                run_single_flight(slug, recompute_if_pending)
            except SoftTimeLimitExceeded:
                raise
            except Exception:
                logger.exception("ratings %s: recompute failed; the table stays pending", slug)
                failed.append(slug)
    if failed:
        raise RuntimeError(f"ratings recompute failed for {', '.join(failed)} (see the log)")
