"""Every edit has a history (django-simple-history): who, when and what, on
the object's admin history page; only a superuser restores an earlier
version, and a restore recomputes standings and ratings like any edit."""

import pytest

from tournaments.models import Board, GameResult, Player, Standing, Tournament

from .helpers import _add_form, admin_url, form_data


class Queued(list):
    """The tournament ids of each queued recompute; ``days``: each one's since."""

    def __init__(self):
        super().__init__()
        self.days = []

    def __call__(self, tournament_ids=(), since=None):
        self.append(list(tournament_ids))
        self.days.append(since)

    def clear(self):
        super().clear()
        self.days.clear()


@pytest.fixture
def queued(monkeypatch):
    calls = Queued()
    monkeypatch.setattr("ratings.tasks.schedule_recompute", calls)
    return calls


def restore_data(response):
    data = {}
    _add_form(data, response.context["adminform"].form)
    return data


def rename(client, t1, name):
    url = admin_url("tournament_change", t1.tournament.pk)
    response = client.post(url, form_data(client.get(url), name=name))
    assert response.status_code == 302


def test_an_organizers_edit_records_who_when_and_what(alice_client, alice, t1):
    rename(alice_client, t1, "Alice Open 2024")
    latest = t1.tournament.history.latest()
    assert (latest.history_type, latest.history_user, latest.name) == (
        "~",
        alice,
        "Alice Open 2024",
    )
    delta = latest.diff_against(latest.prev_record)
    assert [(c.field, c.old, c.new) for c in delta.changes] == [
        ("name", "Alice Open", "Alice Open 2024")
    ]
    page = alice_client.get(admin_url("tournament_history", t1.tournament.pk))
    assert page.status_code == 200
    text = page.content.decode()
    assert "alice" in text and "Alice Open 2024" in text


def test_a_board_edited_through_the_board_admin_is_recorded(alice_client, alice, t1):
    url = admin_url("board_change", t1.board.pk)
    data = form_data(alice_client.get(url), number="2", **{"results-1-centres": "10"})
    assert alice_client.post(url, data).status_code == 302
    board = Board.objects.get(pk=t1.board.pk)
    assert board.history.latest().history_user == alice
    assert board.history.latest().number == 2
    result = GameResult.objects.get(pk=t1.results[0].pk)  # France, row 1 by power
    assert [h.centres for h in result.history.all()] == [10, 18]
    assert alice_client.get(admin_url("board_history", board.pk)).status_code == 200
    assert alice_client.get(admin_url("gameresult_history", result.pk)).status_code == 200


def test_standing_round_and_player_edits_are_recorded(alice_client, alice, t1, players):
    url = admin_url("standing_change", t1.standings[1].pk)
    # 2nd of 2 -> tied 1st (rank 3 of 2 players is refused: tournaments.placements)
    alice_client.post(url, form_data(alice_client.get(url), rank="1"))
    assert Standing.history.filter(id=t1.standings[1].pk).latest().rank == 1
    url = admin_url("round_change", t1.round.pk)
    alice_client.post(url, form_data(alice_client.get(url), number="2"))
    assert t1.round.history.latest().number == 2
    alice_client.post(
        admin_url("player_add"),
        {"key": "p-new", "first_name": "New", "last_name": "Comer", "nationality": "FR",
         "aliases-TOTAL_FORMS": "0", "aliases-INITIAL_FORMS": "0"},
    )  # fmt: skip
    fresh = Player.objects.get(key="p-new")
    url = admin_url("player_change", fresh.pk)
    alice_client.post(url, form_data(alice_client.get(url), first_name="Newt"))
    assert [h.first_name for h in fresh.history.all()] == ["Newt", "New"]


def test_another_organizers_history_is_not_found(alice_client, t2):
    response = alice_client.get(admin_url("tournament_history", t2.tournament.pk))
    assert response.status_code in (302, 403, 404)
    assert b"Bob Masters" not in response.content


def test_an_organizer_may_look_at_a_version_but_not_restore_it(alice_client, t1, queued):
    rename(alice_client, t1, "Renamed")
    first = t1.tournament.history.earliest()
    url = admin_url("tournament_simple_history", t1.tournament.pk, first.history_id)
    page = alice_client.get(url)
    assert page.status_code == 200
    assert page.context["revert_disabled"] is True
    queued.clear()
    assert alice_client.post(url, restore_data(page)).status_code == 403
    assert Tournament.objects.get(pk=t1.tournament.pk).name == "Renamed"
    assert queued == []


def test_a_superuser_restores_an_earlier_version_and_it_is_recomputed(
    admin_client_, alice_client, t1, queued
):
    rename(alice_client, t1, "Renamed")
    first = t1.tournament.history.earliest()
    url = admin_url("tournament_simple_history", t1.tournament.pk, first.history_id)
    page = admin_client_.get(url)
    assert page.context["revert_disabled"] is False
    queued.clear()
    assert admin_client_.post(url, restore_data(page)).status_code == 302
    assert Tournament.objects.get(pk=t1.tournament.pk).name == "Alice Open"
    assert queued == [[t1.tournament.pk]]
    assert queued.days == [t1.tournament.end_date]  # replayed from the tournament's day
    assert t1.tournament.history.latest().history_type == "~"  # the restore is history too


def test_restoring_a_result_recomputes_the_standings(
    admin_client_, t1, django_capture_on_commit_callbacks
):
    from tournaments.models import ComputedStanding

    Tournament.objects.filter(pk=t1.tournament.pk).update(scoring_system="sum-of-squares")
    france, england = t1.results  # 18 (a solo) and 16 centres; France is row 1 by power
    url = admin_url("board_change", t1.board.pk)
    data = form_data(admin_client_.get(url), **{"results-1-centres": "10"})
    with django_capture_on_commit_callbacks(execute=True):
        admin_client_.post(url, data)
    england_score = ComputedStanding.objects.get(player=england.player_id).score
    assert england_score == pytest.approx(100 * 16**2 / (16**2 + 10**2))
    version = GameResult.history.filter(id=france.pk, centres=18).get()
    url = admin_url("gameresult_simple_history", france.pk, version.history_id)
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client_.post(url, restore_data(admin_client_.get(url)))
    assert response.status_code == 302
    assert GameResult.objects.get(pk=france.pk).centres == 18
    assert ComputedStanding.objects.get(player=england.player_id).score == 0  # a solo again


def test_an_import_records_one_entry_per_tournament_and_player(alice):
    from tournaments.importing import import_bundle_data

    bundle = {
        "format": "diplomacy-results",
        "version": 1,
        "players": [{"key": "h1", "first_name": "Ha", "last_name": "Story"}],
        "tournaments": [
            {"key": "hist-t", "name": "History Cup", "start_date": "2024-01-01",
             "end_date": "2024-01-02", "standings": [{"player": "h1", "rank": 1}]}
        ],
    }  # fmt: skip
    import_bundle_data(bundle, source="cup.json", user=alice)
    bundle["tournaments"][0]["name"] = "History Cup II"
    import_bundle_data(bundle, source="cup2.json", user=alice)
    entries = list(Tournament.objects.get(key="hist-t").history.order_by("history_id"))
    assert [(h.history_type, h.name, h.history_change_reason) for h in entries] == [
        ("+", "History Cup", "import: cup.json"),
        ("~", "History Cup II", "import: cup2.json"),
    ]
    assert all(h.history_user == alice for h in entries)
    player = Player.objects.get(key="h1")
    assert [h.history_type for h in player.history.all()] == ["+"]  # unchanged the 2nd time
