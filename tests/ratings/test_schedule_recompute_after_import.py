"""After an import commits, the recompute is queued; without a broker it runs in-process."""

import pytest
from django.conf import settings

from ratings import tasks
from ratings.models import Rating, TableState

from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db

DATA = bundle([player(k) for k in "abc"], [tournament("t", "2015-01-01", list("abc"))])


def test_the_test_settings_run_tasks_eagerly():
    assert settings.CELERY_TASK_ALWAYS_EAGER


def test_an_import_recomputes_in_process_and_leaves_nothing_pending(import_and_run):
    import_and_run(DATA)

    a = Rating.objects.get(system="dip-pouch", player__key="a")
    assert a.rating == dip_pouch_update(40, 3, 1, 3 / 3.5 + 2)
    states = TableState.objects.all()
    assert {(s.system, s.category) for s in states} == {
        (e.slug, c.slug) for e in tasks.ENGINES.values() for c in e.categories
    }
    assert not states.filter(pending=True).exists()
    assert set(states.values_list("version", flat=True)) == {1}


def test_tables_are_pending_from_the_commit_until_the_run(django_capture_on_commit_callbacks):
    from tournaments.importing import import_bundle_data

    with django_capture_on_commit_callbacks() as callbacks:
        import_bundle_data(DATA)
    assert not TableState.objects.filter(pending=True).exists()

    with django_capture_on_commit_callbacks() as queued:
        callbacks[0]()  # the import's commit: schedule_recompute(tournament_ids=...)
    assert TableState.objects.filter(pending=False).count() == 0
    assert not Rating.objects.exists()

    queued[0]()  # after schedule_recompute's own commit: the task runs (eager)
    assert not TableState.objects.filter(pending=True).exists()
    assert Rating.objects.filter(system="dip-pouch").count() == 3


def test_the_touched_tournaments_standings_are_recomputed_first(import_and_run, monkeypatch):
    calls = []
    monkeypatch.setattr(tasks, "recompute_standings", lambda ids: calls.append(list(ids)))

    report = import_and_run(DATA)

    assert calls == [report.tournament_ids]


def test_schedule_recompute_outside_a_transaction_queues_at_once(monkeypatch):
    queued = []
    monkeypatch.setattr(tasks, "enqueue", lambda ids: queued.append(ids))
    # Inside the test's transaction on_commit waits: run it as a commit would.
    from django.db import transaction

    monkeypatch.setattr(transaction, "on_commit", lambda fn, **kw: fn())

    tasks.schedule_recompute(tournament_ids=[3, 1, 3])

    assert queued == [[1, 3]]
    assert (
        TableState.objects.filter(pending=True, requested=1).count() == TableState.objects.count()
    )
