"""The pending sweep re-queues every system left pending with no live run, and
the broker settings let it (and a redelivery) serve a killed worker in time.

The process-level proofs (Redis dropped mid-task, a whole worker killed) are
tests/reliability/test_faults_broker_outage.py and test_faults_worker_killed.py.
"""

import socket
import subprocess
import sys

import pytest
from django.conf import settings

from ratings import locks as single_flight
from ratings import sweep, tasks
from ratings.models import TableState
from ratings.services import ensure_table_states

from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db

KEYS = [f"s{i}" for i in range(7)]


def dead_token() -> str:
    """A lock token naming a process of this host that has exited."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return f"{socket.gethostname()[:60]}:{child.pid}:deadbeef"


def live_token() -> str:
    """A lock token naming a live process of this host (the test's parent)."""
    import os

    return f"{socket.gethostname()[:60]}:{os.getppid()}:cafe"


@pytest.fixture
def pending_tables(import_only):
    import_only(bundle([player(k) for k in KEYS], [tournament("sw-1", "2015-06-01", KEYS)]))
    ensure_table_states()
    TableState.objects.update(pending=True)


def test_nothing_pending_queues_nothing(monkeypatch):
    ensure_table_states()
    queued = []
    monkeypatch.setattr(tasks.recompute_pending, "apply_async", lambda **kw: queued.append(kw))
    assert sweep.sweep() == []
    assert queued == []


def test_a_pending_system_with_a_live_holder_is_left_to_it(pending_tables):
    locks = single_flight.DatabaseLocks()
    assert locks.acquire("ghost", live_token())
    assert sweep.stalled_systems(locks) == ["dip-pouch", "openskill"]


def test_a_lock_held_by_a_dead_process_does_not_stop_the_sweep(pending_tables):
    locks = single_flight.DatabaseLocks()
    assert locks.acquire("ghost", dead_token())
    assert sweep.stalled_systems(locks) == ["dip-pouch", "ghost", "openskill"]


def test_the_sweep_queues_one_expiring_task_for_the_stalled_systems(pending_tables, monkeypatch):
    queued = []
    monkeypatch.setattr(tasks.recompute_pending, "apply_async", lambda **kw: queued.append(kw))
    assert sweep.sweep() == ["dip-pouch", "ghost", "openskill"]
    assert queued == [
        {
            "kwargs": {"systems": ["dip-pouch", "ghost", "openskill"]},
            "expires": settings.RATINGS_SWEEP_INTERVAL,
        }
    ]


def test_the_queued_task_recomputes_every_pending_table(pending_tables):
    sweep.sweep_pending()  # eager here: the task runs in-process
    assert not TableState.objects.filter(pending=True).exists()
    assert TableState.objects.filter(system="dip-pouch", players=len(KEYS)).exists()


def test_a_failing_start_up_sweep_never_stops_the_worker(monkeypatch):
    def broken():
        raise ConnectionError("Redis is down")

    monkeypatch.setattr(sweep, "sweep", broken)
    sweep.sweep_at_start()  # logged, not raised


def test_beat_sweeps_at_least_every_thirty_seconds():
    entries = [
        e for e in settings.CELERY_BEAT_SCHEDULE.values() if e["task"] == "ratings.sweep_pending"
    ]
    assert len(entries) == 1 and entries[0]["schedule"] == settings.RATINGS_SWEEP_INTERVAL <= 30
    assert "ratings.sweep" in settings.CELERY_IMPORTS


def test_the_visibility_timeout_outlasts_the_longest_task_and_retries_never_stop():
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"]
    assert settings.CELERY_TASK_TIME_LIMIT < visibility < 3600
    assert settings.CELERY_BROKER_CONNECTION_MAX_RETRIES is None
    assert settings.CELERY_BROKER_CONNECTION_RETRY is True
