"""Fixtures for the ratings pipeline tests."""

import pytest
from django.core.cache import caches

from ratings import locks as single_flight
from ratings import tasks


@pytest.fixture(autouse=True)
def clean_coordination():
    """No queued flag, lock or remembered tournament survives from one test to the next.

    Only for the per-process cache: with Redis (the worker tests) the cache
    shares its database with the Celery broker, which must not be flushed.
    """

    def clean():
        if not single_flight.shared_cache():
            caches["default"].clear()
        tasks._local_tournaments.drain()

    clean()
    yield
    clean()


@pytest.fixture
def import_and_run(django_capture_on_commit_callbacks):
    """Import a bundle and run what its commit queues (eager: the recompute)."""
    from tournaments.importing import import_bundle_data

    def run(bundle, source="bundle"):
        with django_capture_on_commit_callbacks(execute=True):
            return import_bundle_data(bundle, source=source)

    return run


@pytest.fixture
def import_only(monkeypatch):
    """Import a bundle without queueing any recompute (the test recomputes itself)."""
    from tournaments.importing import import_bundle_data

    monkeypatch.setattr(
        tasks, "schedule_recompute", lambda tournament_ids=(), since=None, systems=None: None
    )

    def run(bundle, source="bundle"):
        return import_bundle_data(bundle, source=source)

    return run
