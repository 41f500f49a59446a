"""Two recompute tasks for one system never run at once, whatever lock holds them.

Threads (each with its own database connection) call the real task
``recompute_pending`` at the same moment, again and again; every run of the
system records when it started and ended, and no two intervals may overlap.
No request may be lost either: some run starts after the last call began.
The same holds for the three places the lock lives: the ``RecomputeLock``
table (PostgreSQL: SQLite's in-memory test database refuses concurrent
writers instead of waiting), a process-local cache, and a real Redis (a
private redis-server). The process-level version, with two worker
processes, is in test_concurrency_worker_processes.py.

A lock left behind by a killed process is taken over at once instead of
blocking every run until it expires.
"""

import socket
import subprocess
import sys
import threading
import time

import pytest
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache
from django.db import connection, connections

from ratings import locks as single_flight
from ratings import services, tasks
from ratings.models import PastTable, Rating, RatingTrail, TableState, YearEnds
from tournaments.importing import import_bundle_data

from .helpers_data import base_bundle, event_bundle, rating_tables
from .helpers_services import RedisServer, have_redis_server

SYSTEM = "dip-pouch"
THREADS = 4
CALLS = 3


@pytest.fixture(autouse=True)
def clean_coordination():
    caches["default"].clear()
    tasks._local_tournaments.drain()
    yield
    caches["default"].clear()
    tasks._local_tournaments.drain()


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory):
    if not have_redis_server():
        pytest.skip("needs the redis-server binary")
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


def make_locks(kind, request, threads: bool = False):
    if kind == "database":
        if threads and connection.vendor != "postgresql":
            pytest.skip("concurrent writers need PostgreSQL (the in-memory SQLite refuses them)")
        return single_flight.DatabaseLocks()
    if kind == "locmem":
        cache = LocMemCache("single-flight-threads", {})
    else:
        cache = RedisCache(request.getfixturevalue("redis_server").url, {"KEY_PREFIX": "sf"})
    cache.clear()
    return single_flight.CacheLocks(cache)


@pytest.fixture(params=["database", "locmem", "redis"])
def locks(request, monkeypatch):
    locks = make_locks(request.param, request, threads=True)
    monkeypatch.setattr(tasks, "get_locks", lambda: locks)
    return locks


@pytest.fixture
def timed_runs(monkeypatch):
    """Every run the lock lets through, as (system, start, end): the task's
    runner (recompute the system if anything is pending), held open a little
    so that a second run, if the lock let one in, would overlap it."""
    runs = []
    guard = threading.Lock()
    original = tasks.recompute_if_pending

    def runner(systems):
        start = time.monotonic()
        time.sleep(0.05)
        try:
            return original(systems)
        finally:
            with guard:
                runs.extend((system, start, time.monotonic()) for system in systems)

    monkeypatch.setattr(tasks, "recompute_if_pending", runner)
    return runs


def overlapping(runs):
    runs = sorted(runs, key=lambda r: r[1])
    return [(a, b) for a, b in zip(runs, runs[1:], strict=False) if a[0] == b[0] and b[1] < a[2]]


@pytest.mark.django_db(transaction=True)
def test_concurrent_recompute_tasks_for_one_system_never_overlap(locks, timed_runs, monkeypatch):
    import_bundle_data(base_bundle())  # eager: computed at once
    monkeypatch.setattr(tasks, "enqueue", lambda ids=(): False)
    import_bundle_data(event_bundle("sf-1", "2016-06-01", 3))  # pending, not queued
    assert TableState.objects.filter(system=SYSTEM, pending=True).exists()
    timed_runs.clear()

    calls, errors = [], []
    barrier = threading.Barrier(THREADS)

    def caller():
        try:
            barrier.wait(10)
            for _ in range(CALLS):
                calls.append(time.monotonic())
                tasks.recompute_pending(systems=[SYSTEM])
        except Exception as e:  # reported below, with the thread's error
            errors.append(e)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=caller) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not any(t.is_alive() for t in threads)

    assert not errors, errors
    assert len(calls) == THREADS * CALLS
    assert timed_runs, "nothing ran"
    assert len(timed_runs) < THREADS * CALLS, "concurrent calls were collapsed"
    assert not overlapping(timed_runs)
    assert max(start for _s, start, _e in timed_runs) > max(calls), "the last request was run"
    assert not locks.is_dirty(SYSTEM)
    assert locks.acquire(SYSTEM, "after"), "the lock was released"
    assert not TableState.objects.filter(system=SYSTEM, pending=True).exists()

    stored = rating_tables()
    for model in (Rating, RatingTrail, PastTable, YearEnds):
        model.objects.all().delete()
    services.recompute_all(rewrite=True)  # from nothing, trusting nothing stored
    assert rating_tables() == stored


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(10)
    return proc.pid


def token(pid: int, host: str | None = None) -> str:
    return f"{host or socket.gethostname()[:60]}:{pid}:0123456789ab"


@pytest.fixture(params=["database", "redis"])
def shared_locks(request):
    return make_locks(request.param, request)


@pytest.mark.django_db(transaction=True)
def test_the_lock_of_a_killed_process_is_taken_over(shared_locks):
    assert shared_locks.acquire(SYSTEM, token(dead_pid()))
    mine = single_flight.new_token()
    assert shared_locks.acquire(SYSTEM, mine)
    assert shared_locks.holder(SYSTEM) == mine


@pytest.mark.django_db(transaction=True)
def test_the_lock_of_a_live_process_or_another_host_is_respected(shared_locks):
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert shared_locks.acquire(SYSTEM, token(live.pid))
        assert not shared_locks.acquire(SYSTEM, single_flight.new_token())
        assert shared_locks.holder(SYSTEM) == token(live.pid)
    finally:
        live.kill()
        live.wait(10)
    assert shared_locks.acquire("ghost", token(dead_pid(), host="another-host"))
    assert not shared_locks.acquire("ghost", single_flight.new_token())


def test_only_tokens_of_dead_local_processes_count_as_dead():
    assert single_flight.holder_is_dead(token(dead_pid()))
    assert not single_flight.holder_is_dead(token(dead_pid(), host="another-host"))
    assert not single_flight.holder_is_dead(single_flight.new_token())  # this process
    assert not single_flight.holder_is_dead("first")  # not a token
    assert not single_flight.holder_is_dead(token(1))  # init: alive
