"""The pending sweep: re-queue every rating table left pending with no run to serve it.

A table is marked pending by each import and cleared by the recompute that
serves it (``ratings.tasks``). Two failures leave a table pending with nothing
queued to serve it:

* the broker was down when the import committed (the queue was unreachable),
  or Redis restarted empty and lost the queued message;
* the whole worker was killed mid-recompute: its message stays unacknowledged
  until Redis's visibility timeout (``CELERY_BROKER_TRANSPORT_OPTIONS``, which
  must outlast the longest recompute, so it is minutes, not seconds).

So a worker sweeps at start-up (``worker_ready``) and every ``SWEEP_INTERVAL``
seconds (celery beat embedded in the worker, ``celery -A wdd worker -B``; see
``CELERY_BEAT_SCHEDULE`` in the settings): any system with a pending table and no live lock
holder gets a ``recompute_pending`` task. A table is then recomputed at most
about a minute after the worker and Redis are both back (the worker retries
the broker every few seconds, at most 30 s apart, then the next sweep runs).

A redundant sweep costs little: ``recompute_pending`` runs each system under
the single-flight lock and skips a system with nothing pending any more, and
the task expires if it waits longer than a sweep interval (the next sweep
queues a fresh one if it is still needed), so sweeps never pile up behind a
long recompute. Running beat in several workers only repeats that.
"""

from __future__ import annotations

import logging

from celery import shared_task
from celery.signals import worker_ready
from django.conf import settings
from django.db import connections

from .engines import ENGINES
from .locks import get_locks, holder_is_dead
from .models import TableState
from .tasks import recompute_pending

logger = logging.getLogger(__name__)

SWEEP_INTERVAL = settings.RATINGS_SWEEP_INTERVAL  # seconds between two sweeps (beat, -B)

__all__ = ["SWEEP_INTERVAL", "stalled_systems", "sweep", "sweep_pending"]


def stalled_systems(locks=None) -> list[str]:
    """Systems with a pending table that no live process is recomputing.

    A lock whose holder is a dead process of this host (a killed worker) does
    not count; a holder on another host counts as alive until its lock
    expires (``ratings.locks.LOCK_TTL``)."""
    pending = set(
        TableState.objects.filter(pending=True, system__in=list(ENGINES)).values_list(
            "system", flat=True
        )
    )
    if not pending:
        return []
    locks = locks or get_locks()
    stalled = []
    for system in sorted(pending):
        holder = locks.holder(system)
        if not holder or holder_is_dead(holder):
            stalled.append(system)
    return stalled


def sweep() -> list[str]:
    """Queue one recompute of the stalled systems; returns them ([] if none)."""
    systems = stalled_systems()
    if systems:
        logger.warning("ratings: %s pending with no run in progress; re-queued", ", ".join(systems))
        recompute_pending.apply_async(kwargs={"systems": systems}, expires=SWEEP_INTERVAL)
    return systems


@shared_task(ignore_result=True, name="ratings.sweep_pending")
def sweep_pending() -> list[str]:
    """The periodic sweep (celery beat, every SWEEP_INTERVAL seconds)."""
    return sweep()


@worker_ready.connect(weak=False, dispatch_uid="ratings-sweep-at-start")
def sweep_at_start(sender=None, **kwargs) -> None:
    """A worker that comes back serves what its predecessor left pending at
    once, without waiting for the first beat. Runs in the worker's main
    process, whose database connection is closed afterwards."""
    try:
        sweep()
    except Exception:
        logger.exception("ratings: the start-up sweep failed; beat's next sweep retries")
    finally:
        connections.close_all()
