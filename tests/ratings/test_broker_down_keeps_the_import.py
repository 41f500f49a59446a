"""If the broker is unreachable, the import still succeeds and the tables stay pending."""

import logging

import pytest
from django.core.cache import caches
from django.core.management import call_command
from kombu.exceptions import OperationalError

from ratings import tasks
from ratings.models import Rating, TableState
from tournaments.models import Tournament

from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db

DATA = bundle([player(k) for k in "abc"], [tournament("t", "2015-01-01", list("abc"))])


@pytest.fixture
def broker_down(monkeypatch):
    """As with REDIS_URL set (not eager) and Redis refusing connections."""

    def refuse(**kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    # The namespaced key: Celery reads CELERY_TASK_ALWAYS_EAGER before task_always_eager.
    monkeypatch.setitem(tasks.recompute_pending.app.conf, "CELERY_TASK_ALWAYS_EAGER", False)
    monkeypatch.setattr(tasks.recompute_pending, "delay", refuse)


def test_the_import_succeeds_and_the_tables_stay_pending(broker_down, import_and_run, caplog):
    with caplog.at_level(logging.ERROR, logger="ratings.tasks"):
        import_and_run(DATA)

    assert Tournament.objects.filter(key="t").exists()
    assert TableState.objects.exists()
    assert not TableState.objects.filter(pending=False).exists()
    assert not Rating.objects.exists()
    assert "could not queue the recompute" in caplog.text
    assert caches["default"].get(tasks.QUEUED_KEY) is None  # the next change may queue again


def test_recompute_ratings_catches_up(broker_down, import_and_run):
    import_and_run(DATA)

    call_command("recompute_ratings", stdout=None)

    assert not TableState.objects.filter(pending=True).exists()
    assert Rating.objects.filter(system="dip-pouch").count() == 3


def test_the_next_successful_queue_catches_up(broker_down, import_and_run, monkeypatch):
    import_and_run(DATA)
    monkeypatch.undo()

    tasks.enqueue([])  # e.g. the next import, once the broker is back

    assert not TableState.objects.filter(pending=True).exists()
    assert Rating.objects.filter(system="dip-pouch").count() == 3
