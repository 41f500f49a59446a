"""A visitor typing a person's name into the tournaments' search ("sevin",
"beges") finds no event: the page says no tournament matches and names the
players whose name holds every word, as the players' page finds them (five,
and a link to all). When an event matches, or nothing was typed, it names
none: the visitor was looking for an event."""

import pytest

from tournaments.importing import import_bundle_data

from .conftest import many_players_bundle
from .helpers import text, url

pytestmark = pytest.mark.django_db


def named(response):
    found = response.context["named"]
    return None if found is None else ([p.key for p in found.players], found.total)


def test_a_players_name_typed_names_them_and_says_no_tournament_matches(site, client):
    response = client.get(url("tournament-list"), {"q": "beges"})  # Rémi Bèges, unaccented
    assert named(response) == (["p5"], 1)
    page = text(response)
    assert f'<a href="{site.players["p5"].get_absolute_url()}">Rémi Bèges</a>' in page
    assert "1 player matches “beges”" in page
    assert "No tournament matches." in page and "Nothing matches." not in page


def test_an_event_found_names_no_player(site, client):
    response = client.get(url("tournament-list"), {"q": "paris"})
    assert [t.key for t in response.context["tournaments"]] == ["paris"]
    assert named(response) is None and "also-found" not in text(response)


def test_nothing_typed_or_nobody_found_names_nobody(site, client):
    assert named(client.get(url("tournament-list"))) is None
    assert named(client.get(url("tournament-list"), {"country": "FR", "year": "1990"})) is None
    response = client.get(url("tournament-list"), {"q": "zzqx"})
    assert not response.context["named"] and "Nothing matches." in text(response)


def test_five_are_named_and_a_link_leads_to_all(site, client):
    import_bundle_data(many_players_bundle(7))  # Name001 Zed001 ...
    response = client.get(url("tournament-list"), {"q": "zed"})
    keys, total = named(response)
    assert len(keys) == 5 and total == 7
    assert '<a href="/players/?q=zed">All 7 players</a>' in text(response)


def test_the_search_and_the_names_are_escaped(site, client):
    response = client.get(url("tournament-list"), {"q": "o'brien"})
    page = text(response)
    assert named(response) == (["p7"], 1)
    assert "<script>" not in page.split("also-found")[1]
    assert "O&#x27;Brien &amp; Co" in page
    assert "“o&#x27;brien”" in page


def test_french_says_it_in_french(site, client):
    response = client.get(url("tournament-list"), {"q": "sevin"}, HTTP_ACCEPT_LANGUAGE="fr")
    page = text(response)
    assert "Aucun tournoi ne correspond." in page
    assert "<h2>1 joueur correspond à «\xa0sevin\xa0»</h2>" in page
