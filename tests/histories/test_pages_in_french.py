"""The history pages in French: words, decimal commas, French dates."""

import pytest

from .conftest import history_url

pytestmark = pytest.mark.django_db


def french(client, url) -> str:
    response = client.get(url, HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 200
    return response.content.decode()


def test_a_player_s_history(client, history):
    page = french(client, history_url(history.anne, "dip-pouch"))
    for text in ("Tous les tournois", "La cote après chaque résultat", "Variation", "Rang mondial"):
        assert text in page, text
    assert "Every event" not in page and "Change" not in page
    assert "40,00 → </span><strong>40,00</strong>" in page
    assert "7 décembre 2014" in page


def test_a_game_and_an_event_s_impact(client, history):
    game = french(client, history.games["draw"].get_absolute_url())
    for text in ("Position finale", "Dans la nulle", "Éliminé", "Effet sur les cotes", "Attendu"):
        assert text in game, text
    assert "+7,62" in game  # the drawers' gain, with a decimal comma
    event = french(client, history.events["winter"].get_absolute_url())
    assert "Effet sur les cotes" in event and "Avant" in event and "Après" in event


def test_a_past_table(client, history):
    page = french(client, "/ratings/dip-pouch/overall/?as_of=2012-12-31")
    assert "au 31 décembre 2012" in page
    assert "Le classement tel qu'il était à la fin du 31 décembre 2012" in page
    assert "Permanent" in page
