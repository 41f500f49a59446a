"""One run of a system at a time; a change during a run causes exactly one more run."""

from datetime import timedelta

import pytest
from django.core.cache.backends.locmem import LocMemCache
from django.utils import timezone

from ratings import locks as single_flight
from ratings import tasks
from ratings.models import RecomputeLock

pytestmark = pytest.mark.django_db


@pytest.fixture(params=["database", "cache"])
def locks(request):
    if request.param == "database":
        return single_flight.DatabaseLocks()
    cache = LocMemCache("single-flight-test", {})
    cache.clear()  # locmem caches of one name share their storage
    return single_flight.CacheLocks(cache)


def test_a_second_acquire_while_held_fails(locks):
    assert locks.acquire("ghost", "first")
    assert not locks.acquire("ghost", "second")
    assert locks.holder("ghost") == "first"


def test_the_lock_is_per_system(locks):
    assert locks.acquire("ghost", "first")
    assert locks.acquire("dip-pouch", "second")


def test_release_frees_it_and_only_the_holder_can_release(locks):
    assert locks.acquire("ghost", "first")
    locks.release("ghost", "intruder")
    assert not locks.acquire("ghost", "second")
    locks.release("ghost", "first")
    assert locks.acquire("ghost", "second")


def test_an_expired_database_lock_can_be_taken_over():
    locks = single_flight.DatabaseLocks()
    assert locks.acquire("ghost", "dead worker")
    RecomputeLock.objects.filter(system="ghost").update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    assert locks.acquire("ghost", "next")
    assert locks.holder("ghost") == "next"


def test_a_request_during_a_run_causes_exactly_one_more_run(locks):
    runs = []

    def runner(systems):
        runs.append(systems)
        if len(runs) == 1:
            # Two more requests arrive while the first run holds the lock.
            assert tasks.run_single_flight(systems, runner, locks) == 0
            assert tasks.run_single_flight(systems, runner, locks) == 0

    assert tasks.run_single_flight(["ghost"], runner, locks) == 2
    assert runs == [["ghost"], ["ghost"]]
    assert not locks.is_dirty("ghost")
    assert locks.acquire("ghost", "after")  # released


def test_a_request_while_another_process_holds_the_lock_leaves_the_run_to_it(locks):
    assert locks.acquire("ghost", "other process")
    runs = []

    assert tasks.run_single_flight(["ghost"], runs.append, locks) == 0
    assert runs == []
    assert locks.is_dirty("ghost")  # the holder will run once more


def test_without_requests_during_the_run_it_runs_once(locks):
    runs = []
    assert tasks.run_single_flight(["ghost"], runs.append, locks) == 1


def test_a_failed_run_releases_the_lock(locks):
    def boom(systems):
        raise RuntimeError("engine failed")

    with pytest.raises(RuntimeError):
        tasks.run_single_flight(["ghost"], boom, locks)
    assert locks.acquire("ghost", "next")


def test_the_database_lock_is_used_without_redis():
    assert isinstance(single_flight.get_locks(), single_flight.DatabaseLocks)


def test_the_systems_whose_locks_it_takes_run_together_and_the_rest_is_left_to_the_holder(locks):
    assert locks.acquire("openskill", "other process")
    runs = []

    assert tasks.run_single_flight(["dip-pouch", "ghost", "openskill"], runs.append, locks) == 1
    assert runs == [["dip-pouch", "ghost"]]
    assert locks.is_dirty("openskill")  # its holder will run once more
    assert not locks.is_dirty("ghost")
    assert locks.acquire("ghost", "after")  # released


def test_a_request_for_one_of_the_systems_during_a_run_reruns_only_that_one(locks):
    runs = []

    def runner(systems):
        runs.append(systems)
        if len(runs) == 1:
            assert tasks.run_single_flight(["ghost"], runner, locks) == 0

    assert tasks.run_single_flight(["dip-pouch", "ghost"], runner, locks) == 2
    assert runs == [["dip-pouch", "ghost"], ["ghost"]]
