"""Organizers see and edit only their own tournaments; superusers see everything."""

import pytest

from tournaments.models import Board, GameResult, Round, Standing, Tournament

from .helpers import admin_url, form_data


def test_organizer_changelist_shows_only_own_tournaments(alice_client, t1, t2):
    response = alice_client.get(admin_url("tournament_changelist"))
    assert response.status_code == 200
    shown = list(response.context["cl"].result_list)
    assert shown == [t1.tournament]
    assert b"Alice Open" in response.content
    assert b"Bob Masters" not in response.content


def test_superuser_changelist_shows_every_tournament(admin_client_, t1, t2):
    response = admin_client_.get(admin_url("tournament_changelist"))
    assert set(response.context["cl"].result_list) == {t1.tournament, t2.tournament}


def test_organizer_can_open_own_tournament(alice_client, t1):
    response = alice_client.get(admin_url("tournament_change", t1.tournament.pk))
    assert response.status_code == 200
    assert b"Alice Open" in response.content


def test_organizer_cannot_open_other_owners_tournament(alice_client, t2):
    response = alice_client.get(admin_url("tournament_change", t2.tournament.pk))
    assert response.status_code != 200
    assert b"Bob Masters" not in response.content
    followed = alice_client.get(admin_url("tournament_change", t2.tournament.pk), follow=True)
    assert b"Bob Masters" not in followed.content


@pytest.mark.parametrize(
    "name, pick",
    [
        ("tournament", lambda t: t.tournament),
        ("round", lambda t: t.round),
        ("board", lambda t: t.board),
        ("standing", lambda t: t.standings[0]),
        ("gameresult", lambda t: t.results[0]),
    ],
)
@pytest.mark.parametrize("view", ["change", "delete", "history"])
def test_organizer_cannot_reach_other_owners_objects_by_url(alice_client, t2, name, pick, view):
    obj = pick(t2)
    response = alice_client.get(admin_url(f"{name}_{view}", obj.pk))
    assert response.status_code in (302, 403, 404)
    assert b"Bob Masters" not in response.content


def test_organizer_post_edit_of_other_owners_tournament_is_rejected(alice_client, bob_client, t2):
    url = admin_url("tournament_change", t2.tournament.pk)
    data = form_data(bob_client.get(url), name="Hijacked")
    response = alice_client.post(url, data)
    assert response.status_code in (302, 403, 404)
    t2.tournament.refresh_from_db()
    assert t2.tournament.name == "Bob Masters"


def test_organizer_post_delete_of_other_owners_tournament_is_rejected(alice_client, t2):
    response = alice_client.post(admin_url("tournament_delete", t2.tournament.pk), {"post": "yes"})
    assert response.status_code in (302, 403, 404)
    assert Tournament.objects.filter(pk=t2.tournament.pk).exists()


def test_organizer_post_edit_of_other_owners_board_result_is_rejected(alice_client, bob_client, t2):
    url = admin_url("board_change", t2.board.pk)
    data = form_data(bob_client.get(url), **{"results-0-centres": "3"})
    response = alice_client.post(url, data)
    assert response.status_code in (302, 403, 404)
    assert sorted(GameResult.objects.filter(game=t2.board).values_list("centres", flat=True)) == [
        16,
        18,
    ]


def test_organizer_can_edit_own_tournament(alice_client, t1):
    url = admin_url("tournament_change", t1.tournament.pk)
    response = alice_client.post(url, form_data(alice_client.get(url), name="Alice Open 2024"))
    assert response.status_code == 302
    t1.tournament.refresh_from_db()
    assert t1.tournament.name == "Alice Open 2024"
    assert t1.tournament.owner.username == "alice"


@pytest.mark.parametrize(
    "name, model, own",
    [
        ("round", Round, lambda t: t.round),
        ("board", Board, lambda t: t.board),
        ("standing", Standing, lambda t: t.standings[0]),
        ("gameresult", GameResult, lambda t: t.results[0]),
    ],
)
def test_organizer_lists_hide_other_owners_rows(alice_client, t1, t2, name, model, own):
    response = alice_client.get(admin_url(f"{name}_changelist"))
    assert response.status_code == 200
    shown = list(response.context["cl"].result_list)
    assert shown, "alice sees her own rows"
    assert all(row.pk in _pks_of(model, t1) for row in shown)
    assert not any(row.pk in _pks_of(model, t2) for row in shown)
    assert b"Bob Masters" not in response.content


def _pks_of(model, world):
    if model is Round:
        return {world.round.pk}
    if model is Board:
        return {world.board.pk}
    if model is Standing:
        return {s.pk for s in world.standings}
    return {r.pk for r in world.results}


def test_superuser_lists_show_every_board(admin_client_, t1, t2):
    response = admin_client_.get(admin_url("board_changelist"))
    assert set(response.context["cl"].result_list) == {t1.board, t2.board}


def test_tournament_filter_choices_list_only_own_tournaments(alice_client, t1, t2):
    response = alice_client.get(admin_url("board_changelist"))
    assert b"Alice Open" in response.content
    assert b"Bob Masters" not in response.content
    # and asking for bob's tournament by filter shows nothing of it
    response = alice_client.get(
        admin_url("board_changelist"), {"round__tournament__id__exact": t2.tournament.pk}
    )
    assert response.status_code == 200
    assert t2.board not in list(response.context["cl"].result_list)
    assert b"Bob Masters" not in response.content


def test_organizer_tournament_autocomplete_lists_only_own(alice_client, t1, t2):
    response = alice_client.get(
        "/admin/autocomplete/",
        {"app_label": "tournaments", "model_name": "round", "field_name": "tournament", "term": ""},
    )
    assert response.status_code == 200
    ids = {r["id"] for r in response.json()["results"]}
    assert ids == {str(t1.tournament.pk)}


def test_organizer_round_autocomplete_lists_only_own(alice_client, t1, t2):
    response = alice_client.get(
        "/admin/autocomplete/",
        {"app_label": "tournaments", "model_name": "board", "field_name": "round", "term": ""},
    )
    assert response.status_code == 200
    ids = {r["id"] for r in response.json()["results"]}
    assert ids == {str(t1.round.pk)}


def test_organizer_cannot_see_online_games(alice_client, t1):
    response = alice_client.get(admin_url("onlinegame_changelist"))
    assert response.status_code == 403
