"""Single-flight locks and dirty flags for the rating recompute (``ratings.tasks``).

A lock per system, so that two runs of one system never overlap, and a dirty
flag per system, so that a request arriving during a run causes exactly one
more run of it. With Redis the lock is ``cache.add`` (SET NX with an expiry)
and the flags are cache keys; without Redis they live in the
``RecomputeLock`` table (one row per system, taken with one atomic UPDATE).
A lock expires ``LOCK_TTL`` after it was taken, soon after the task's hard
time limit, so a killed holder cannot keep it; a holder known to be dead (a
process of this host that no longer exists) is taken over at once.
"""

from __future__ import annotations

import logging
import os
import socket
import uuid
from datetime import timedelta

from django.conf import settings
from django.core.cache import caches
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from .models import RecomputeLock

logger = logging.getLogger(__name__)

TIME_LIMIT = getattr(settings, "CELERY_TASK_TIME_LIMIT", 600)
LOCK_TTL = TIME_LIMIT + 60  # a killed holder's lock expires soon after the hard limit
FLAG_TTL = 24 * 3600

__all__ = [
    "CacheLocks",
    "DatabaseLocks",
    "default_cache",
    "get_locks",
    "holder_is_dead",
    "new_token",
    "shared_cache",
]


def default_cache():
    return caches["default"]


def shared_cache() -> bool:
    """Whether the cache is shared by every process (Redis): then it holds the
    locks and flags; otherwise the database does."""
    from django.core.cache.backends.redis import RedisCache

    return isinstance(default_cache(), RedisCache)


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
        self.cache = cache or default_cache()
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
