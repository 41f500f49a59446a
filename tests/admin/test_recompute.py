"""Admin edits of results queue the standings and ratings recompute, as imports do,
from the earliest day the edit touches."""

from datetime import date

import pytest

from .helpers import admin_url, form_data

T1_END = date(2024, 5, 3)  # the end date of t1 and of its board


class Queued(list):
    """The tournament ids of each queue; ``days``: the day each queued from."""

    def __init__(self):
        super().__init__()
        self.days = []

    def __call__(self, tournament_ids=(), since=None):
        self.append(list(tournament_ids))
        self.days.append(since)


@pytest.fixture
def queued(monkeypatch):
    calls = Queued()
    monkeypatch.setattr("ratings.tasks.schedule_recompute", calls)
    return calls


def test_saving_a_board_queues_its_tournament(alice_client, t1, queued):
    url = admin_url("board_change", t1.board.pk)
    data = form_data(alice_client.get(url), **{"results-1-centres": "10"})
    assert alice_client.post(url, data).status_code == 302
    assert queued == [[t1.tournament.pk]]
    assert queued.days == [T1_END]


def test_moving_a_tournament_earlier_queues_from_its_new_end(alice_client, t1, queued):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url), start_date="2020-01-01", end_date="2020-01-02")
    assert alice_client.post(url, data).status_code == 302
    assert queued.days == [date(2020, 1, 2)]


def test_moving_a_tournament_later_queues_from_its_old_end(alice_client, t1, queued):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url), start_date="2025-01-01", end_date="2025-01-02")
    assert alice_client.post(url, data).status_code == 302
    assert queued.days == [T1_END]


def test_saving_a_tournament_queues_it(alice_client, t1, queued):
    url = admin_url("tournament_change", t1.tournament.pk)
    assert alice_client.post(url, form_data(alice_client.get(url))).status_code == 302
    assert queued == [[t1.tournament.pk]]


def test_bulk_deleting_standings_queues_their_tournament(alice_client, t1, queued):
    alice_client.post(
        admin_url("standing_changelist"),
        {
            "action": "delete_selected",
            "_selected_action": [str(s.pk) for s in t1.standings],
            "post": "yes",
        },
    )
    assert queued == [[t1.tournament.pk]]


def test_deleting_a_tournament_queues_the_ratings(alice_client, t1, queued):
    response = alice_client.post(admin_url("tournament_delete", t1.tournament.pk), {"post": "yes"})
    assert response.status_code == 302
    assert queued == [[]]
    assert queued.days == [T1_END]


def test_a_rejected_edit_queues_nothing(alice_client, t1, queued):
    url = admin_url("board_change", t1.board.pk)
    data = form_data(alice_client.get(url), **{"results-1-centres": "30"})
    assert alice_client.post(url, data).status_code == 200
    assert queued == []


def test_changing_a_players_nationality_queues_the_ratings(alice_client, players, t1, queued):
    url = admin_url("player_change", players[0].pk)
    alice_client.post(url, form_data(alice_client.get(url), nationality="BE"))
    assert queued == [[]]
    assert queued.days == [date.max]  # no record changed: only the rows are redone
