"""Players are shared: organizers add and correct them, never delete them."""

from tournaments.models import Player

from .helpers import admin_url, form_data


def test_organizer_sees_every_player(alice_client, players):
    response = alice_client.get(admin_url("player_changelist"))
    assert response.context["cl"].result_count == len(players)


def test_organizer_can_add_a_player(alice_client):
    response = alice_client.post(
        admin_url("player_add"),
        {
            "key": "new-1",
            "first_name": "Nora",
            "last_name": "Nèvé",
            "nationality": "FR",
            "location": "",
            "aliases-TOTAL_FORMS": "0",
            "aliases-INITIAL_FORMS": "0",
        },
    )
    assert response.status_code == 302
    assert Player.objects.get(key="new-1").last_name == "Nèvé"


def test_organizer_can_correct_a_player(alice_client, players, t1):
    # players[0] plays only in Alice's own tournament
    url = admin_url("player_change", players[0].pk)
    response = alice_client.post(url, form_data(alice_client.get(url), last_name="Abreu-Lima"))
    assert response.status_code == 302
    players[0].refresh_from_db()
    assert players[0].last_name == "Abreu-Lima"


def test_organizer_cannot_delete_a_player(alice_client, players):
    player = players[7]  # plays nowhere, so only permissions stop the delete
    response = alice_client.post(admin_url("player_delete", player.pk), {"post": "yes"})
    assert response.status_code == 403
    assert Player.objects.filter(pk=player.pk).exists()


def test_organizer_cannot_bulk_delete_players(alice_client, players):
    alice_client.post(
        admin_url("player_changelist"),
        {"action": "delete_selected", "_selected_action": [str(players[7].pk)], "post": "yes"},
    )
    assert Player.objects.filter(pk=players[7].pk).exists()
    response = alice_client.get(admin_url("player_changelist"))
    action_form = response.context["action_form"]  # None: no actions at all
    assert action_form is None or "delete_selected" not in dict(
        action_form.fields["action"].choices
    )


def test_superuser_can_delete_a_player(admin_client_, players):
    response = admin_client_.post(admin_url("player_delete", players[7].pk), {"post": "yes"})
    assert response.status_code == 302
    assert not Player.objects.filter(pk=players[7].pk).exists()


def test_player_search_finds_by_name_and_key(alice_client, players):
    response = alice_client.get(admin_url("player_changelist"), {"q": "Cole"})
    assert list(response.context["cl"].result_list) == [players[2]]
    response = alice_client.get(admin_url("player_changelist"), {"q": "p-dan"})
    assert list(response.context["cl"].result_list) == [players[3]]


def test_player_autocomplete_for_results(alice_client, players):
    response = alice_client.get(
        "/admin/autocomplete/",
        {
            "app_label": "tournaments",
            "model_name": "gameresult",
            "field_name": "player",
            "term": "Eco",
        },
    )
    assert response.status_code == 200
    assert [r["text"] for r in response.json()["results"]] == ["Eva Eco · FR"]


def test_superuser_player_page_links_to_the_merge_page(admin_client_, players):
    merge_url = admin_url("player_merge", players[0].pk)
    response = admin_client_.get(admin_url("player_change", players[0].pk))
    assert merge_url in response.content.decode()
    assert admin_client_.get(merge_url).status_code == 200


def test_organizer_cannot_merge_players(alice_client, players):
    merge_url = admin_url("player_merge", players[0].pk)
    response = alice_client.get(admin_url("player_change", players[0].pk))
    assert merge_url not in response.content.decode()
    response = alice_client.post(merge_url, {"other": players[1].key, "confirm": "on"})
    assert response.status_code == 403
    assert Player.objects.filter(pk=players[1].pk).exists()
