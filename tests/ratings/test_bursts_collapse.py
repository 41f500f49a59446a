"""Many changes in a row queue one task while it waits, and it takes all of them."""

import pytest

from ratings import tasks

pytestmark = pytest.mark.django_db


@pytest.fixture
def sent(monkeypatch):
    calls = []
    monkeypatch.setattr(tasks.recompute_pending, "delay", lambda **kw: calls.append(kw))
    return calls


def test_ten_changes_queue_one_task(sent):
    results = [tasks.enqueue([i]) for i in range(10)]

    assert results == [True] + [False] * 9
    assert sent == [{"tournament_ids": [0]}]


def test_the_queued_task_takes_every_waiting_tournament(sent, monkeypatch):
    for i in range(5):
        tasks.enqueue([i, 100])
    standings, runs = [], []
    monkeypatch.setattr(tasks, "recompute_standings", lambda ids: standings.append(ids))
    monkeypatch.setattr(tasks, "run_single_flight", runs.append)

    tasks.recompute_pending.run(**sent[0])

    assert standings == [[0, 1, 2, 3, 4, 100]]
    assert runs == [list(tasks.ENGINES)]  # every system, in one call: they run together


def test_a_change_after_the_task_started_queues_one_more(sent, monkeypatch):
    tasks.enqueue([1])
    monkeypatch.setattr(tasks, "recompute_standings", lambda ids: None)

    def running(systems):
        tasks.enqueue([2])  # committed while the task runs
        tasks.enqueue([3])

    monkeypatch.setattr(tasks, "run_single_flight", running)
    tasks.recompute_pending.run(**sent[0])

    assert sent == [{"tournament_ids": [1]}, {"tournament_ids": [2]}]
    assert tasks._local_tournaments.drain() == {2, 3}


def test_failed_standings_are_kept_for_the_next_task(sent, monkeypatch):
    tasks.enqueue([7])

    def fail(ids):
        raise RuntimeError("scoring bug")

    monkeypatch.setattr(tasks, "recompute_standings", fail)
    monkeypatch.setattr(tasks, "run_single_flight", lambda systems: None)
    tasks.recompute_pending.run(**sent[0])

    assert tasks._local_tournaments.drain() == {7}


def test_a_task_with_nothing_pending_recomputes_nothing(monkeypatch):
    runs = []
    monkeypatch.setattr(tasks.services, "recompute", runs.append)
    tasks.mark_pending(["ghost"])

    tasks.recompute_pending.run()

    assert runs == ["ghost"]  # dip-pouch and openskill had no request
