"""With Redis and a real Celery worker: an import is recomputed by the worker.

Runs only with REDIS_URL set and a worker on the test database (see .ci/run);
the conftest skips it otherwise.
"""

import time

import pytest
from django.conf import settings
from django.core.cache import caches

from ratings import locks as single_flight
from ratings import tasks
from ratings.models import Rating, TableState
from tournaments.importing import import_bundle_data

from .builders import bundle, dip_pouch_update, game, player, tournament

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

DEADLINE_SECONDS = 60
POLL_SECONDS = 0.2
KEYS = ["w1", "w2", "w3", "w4"]


def wait_for(condition, what: str):
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(POLL_SECONDS)
    raise AssertionError(f"the worker did not {what} within {DEADLINE_SECONDS} s")


def idle() -> bool:
    """No task queued, waiting or holding a lock (so the test's teardown does
    not truncate tables under a running recompute)."""
    cache = caches["default"]
    client = cache._cache.get_client(write=False)
    locks = single_flight.CacheLocks()
    return (
        cache.get(tasks.QUEUED_KEY) is None
        and client.llen("celery") == 0
        and all(locks.holder(slug) is None for slug in tasks.ENGINES)
    )


@pytest.fixture(autouse=True)
def settle():
    yield
    wait_for(idle, "go idle")
    time.sleep(POLL_SECONDS)  # a task taken off the queue has had time to take its lock
    wait_for(idle, "go idle")


def done() -> bool:
    return (
        TableState.objects.filter(system="dip-pouch", category="overall", pending=False)
        .exclude(computed_at=None)
        .exists()
        and not TableState.objects.filter(pending=True).exists()
    )


def test_the_worker_recomputes_after_an_import():
    assert not settings.CELERY_TASK_ALWAYS_EAGER, "REDIS_URL must be set for this test"
    assert single_flight.shared_cache()
    cache = caches["default"]
    cache.delete(tasks.QUEUED_KEY)  # nothing left from an earlier, interrupted run

    import_bundle_data(
        bundle(
            [player(k, "NL") for k in KEYS],
            [tournament("worker-t", "2015-01-01", KEYS)],
            [game("worker-g", "2019-01-01", [(k, 8) for k in KEYS[:3]] + [("w4", 10)])],
        )
    )
    # Queued on the broker, not run here (tasks are not eager: asserted above).
    # Not checked by reading the tables' pending flag: the worker may already
    # have recomputed them by the time this process reads it (0.1 s).
    wait_for(done, "write the leaderboards")

    ratings = dict(Rating.objects.filter(system="dip-pouch").values_list("player__key", "rating"))
    v = min(15, 4 / 3.5 + 2)
    assert ratings == {k: dip_pouch_update(40, 4, i, v) for i, k in enumerate(KEYS, start=1)}
    ghost = Rating.objects.filter(system="ghost", category="overall")
    assert ghost.count() == 4
    assert sum(ghost.values_list("rating", flat=True)) == pytest.approx(400)


def test_a_burst_of_imports_ends_with_the_last_data():
    for i in range(5):
        ranking = KEYS[i % 4 :] + KEYS[: i % 4]
        import_bundle_data(
            bundle(
                [player(k, "NL") for k in KEYS],
                [tournament(f"burst-{i}", f"2016-0{i + 1}-01", ranking)],
            )
        )

    wait_for(
        lambda: (
            done()
            and Rating.objects.filter(system="dip-pouch", player__key="w1", events=5).exists()
        ),
        "catch up with the burst",
    )
    assert TableState.objects.get(system="dip-pouch", category="overall").players == 4
