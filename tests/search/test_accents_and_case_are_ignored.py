"""Typing a name without its accents or in other capitals finds the player (or event)
everywhere a visitor or an organizer searches: the players and tournaments pages, the
leaderboard's ?q=, the JSON API and the admin's lists and autocompletes."""

import pytest
from django.contrib.auth import get_user_model

from tournaments.models import Player

WANTED = [("herve", "Lefèvre"), ("lefevre", "Lefèvre"), ("SEVIN", "SÉVIN"), ("sévin", "SÉVIN")]


@pytest.mark.parametrize(("typed", "last_name"), WANTED)
def test_the_players_page_finds_names_typed_without_accents(client, accented, typed, last_name):
    response = client.get("/players/", {"q": typed})
    assert response.status_code == 200
    assert [p.last_name for p in response.context["players"]] == [last_name]


@pytest.mark.parametrize(("typed", "last_name"), WANTED)
def test_the_leaderboard_search_ignores_accents_and_case(client, accented, typed, last_name):
    response = client.get("/ratings/dip-pouch/overall/", {"q": typed})
    assert response.status_code == 200
    rows = [row.record for row in response.context["table"].paginated_rows]
    assert [r.player.last_name for r in rows] == [last_name]


def test_a_leaderboard_word_must_start_a_name_part(client, accented):
    response = client.get("/ratings/dip-pouch/overall/", {"q": "pierre"})
    rows = [row.record for row in response.context["table"].paginated_rows]
    assert [r.player.first_name for r in rows] == ["Jean-Pierre"]
    response = client.get("/ratings/dip-pouch/overall/", {"q": "ierre"})
    assert list(response.context["table"].paginated_rows) == []


@pytest.mark.parametrize("typed", ["geneve", "ZURICH", "Genève zürich"])
def test_the_tournaments_page_ignores_accents_and_case(client, accented, typed):
    response = client.get("/tournaments/", {"q": typed})
    assert [t.name for t in response.context["tournaments"]] == ["Coupe de Genève"]


@pytest.mark.parametrize(("typed", "last_name"), WANTED)
def test_the_api_player_search_ignores_accents_and_case(client, accented, typed, last_name):
    body = client.get("/api/v1/players/", {"q": typed}).json()
    assert [p["last_name"] for p in body["results"]] == [last_name]


def test_the_api_tournament_and_table_searches_ignore_accents(client, accented):
    body = client.get("/api/v1/tournaments/", {"q": "geneve"}).json()
    assert [t["name"] for t in body["results"]] == ["Coupe de Genève"]
    body = client.get("/api/v1/leaderboards/dip-pouch/overall/", {"q": "herve"}).json()
    assert [r["last_name"] for r in body["results"]] == ["Lefèvre"]


@pytest.fixture
def superuser_client(client, accented):
    user = get_user_model().objects.create_superuser("root", "root@example.org", "pw-4815162342")
    client.force_login(user)
    return client


@pytest.mark.parametrize(("typed", "last_name"), WANTED)
def test_the_admin_player_autocomplete_ignores_accents(superuser_client, typed, last_name):
    response = superuser_client.get(
        "/admin/autocomplete/",
        {
            "term": typed,
            "app_label": "tournaments",
            "model_name": "standing",
            "field_name": "player",
        },
    )
    assert response.status_code == 200, response.content[:200]
    # "First Last (homonym) · nationality · last: event": the name comes first
    names = [r["text"].split(" · ")[0] for r in response.json()["results"]]
    assert [name.split()[-1] for name in names] == [last_name]


def test_the_admin_lists_search_folded_names_and_keys(superuser_client):
    response = superuser_client.get("/admin/tournaments/player/", {"q": "herve"})
    assert [p.last_name for p in response.context["cl"].result_list] == ["Lefèvre"]
    response = superuser_client.get("/admin/tournaments/player/", {"q": "h6"})
    assert [p.last_name for p in response.context["cl"].result_list] == ["Böhm"]
    response = superuser_client.get("/admin/tournaments/tournament/", {"q": "geneve"})
    assert [t.name for t in response.context["cl"].result_list] == ["Coupe de Genève"]


def test_names_are_still_stored_and_shown_exactly_as_written(client, accented):
    player = Player.objects.get(key="h2")
    assert (player.first_name, player.last_name) == ("Cyrille", "SÉVIN")
    assert player.search_name == " cyrille sevin"
    assert "SÉVIN" in client.get(player.get_absolute_url()).content.decode()
