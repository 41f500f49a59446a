"""The home page's one search box leads to the players' page, and a visitor
often types an event there ("dipcon", "paris", "grand prix"): the page then
names the newest tournaments whose name or city holds every word typed and
the circuits whose name does (five of each, and a link to the rest), above
the players it found, and says when no player matches. Without a search, or
past the first page, it names none."""

from datetime import date

import pytest

from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Tournament

from .conftest import many_players_bundle
from .helpers import text, url

pytestmark = pytest.mark.django_db


def named(response):
    found = response.context["named"]
    return None if found is None else ([t.name for t in found.tournaments], found.total)


def circuits(response):
    found = response.context["named"]
    return [c.name for c in found.circuits], found.circuits_total


def test_a_city_typed_names_its_tournaments_and_says_no_player_matches(site, client):
    response = client.get(url("player-list"), {"q": "paris"})
    assert named(response) == (["Paris Open"], 1)
    page = text(response)
    assert f'<a href="{site.tournaments["paris"].get_absolute_url()}">Paris Open</a>' in page
    assert '<time class="muted" datetime="2013-03-03">2013</time>' in page
    assert "1 tournament matches “paris”" in page
    assert "No player matches." in page and "Nothing matches." not in page


def test_a_name_found_among_players_names_no_tournament(site, client):
    response = client.get(url("player-list"), {"q": "sevin"})
    assert [p.key for p in response.context["players"]] == ["p1"]
    assert named(response) == ([], 0) and circuits(response) == ([], 0)
    assert not response.context["named"] and "also-found" not in text(response)


def test_nothing_typed_names_nothing(site, client):
    assert named(client.get(url("player-list"))) is None
    assert named(client.get(url("player-list"), {"nationality": "FR"})) is None


def test_every_word_must_match_as_in_the_tournaments_list(site, client):
    assert named(client.get(url("player-list"), {"q": "World dipcon"})) == (["World DipCon"], 1)
    assert named(client.get(url("player-list"), {"q": "paris masters"})) == ([], 0)


def test_the_newest_five_are_named_and_a_link_leads_to_all(site, client):
    for year in range(2016, 2022):
        Tournament.objects.create(
            key=f"paris-{year}",
            name=f"Paris Open {year}",
            start_date=date(year, 3, 1),
            end_date=date(year, 3, 2),
            city="Paris",
        )
    response = client.get(url("player-list"), {"q": "Paris"})
    assert named(response) == ([f"Paris Open {y}" for y in range(2021, 2016, -1)], 7)
    page = text(response)
    assert '<a href="/tournaments/?q=Paris">All 7 tournaments</a>' in page
    assert "<time" not in page.split("also-found")[1].split("</section>")[0]  # year in name


def test_the_search_is_echoed_escaped(site, client):
    Tournament.objects.create(
        key="bold",
        name="<b>Bold</b> Cup",
        start_date=date(2020, 1, 1),
        end_date=date(2020, 1, 2),
    )
    page = text(client.get(url("player-list"), {"q": "<b>bold</b>"}))
    assert "“&lt;b&gt;bold&lt;/b&gt;”" in page and "&lt;b&gt;Bold&lt;/b&gt; Cup</a>" in page
    assert "<b>" not in page


def test_a_later_page_of_players_names_no_tournament(site, client):
    import_bundle_data(many_players_bundle(60))  # "Name001 Zed001"...: "name" finds all
    Tournament.objects.create(
        key="names", name="Names Cup", start_date=date(2020, 1, 1), end_date=date(2020, 1, 2)
    )
    assert named(client.get(url("player-list"), {"q": "name"})) == (["Names Cup"], 1)
    response = client.get(url("player-list"), {"q": "name", "page": "2"})
    assert response.context["page_obj"].number == 2
    assert named(response) is None


def test_in_french(site, client):
    page = text(client.get(url("player-list"), {"q": "paris"}, HTTP_ACCEPT_LANGUAGE="fr"))
    assert "1 tournoi correspond à «\u00a0paris\u00a0»" in page
    assert "Aucun joueur ne correspond." in page
    page = text(client.get(url("player-list"), {"q": "prix"}, HTTP_ACCEPT_LANGUAGE="fr"))
    assert "1 circuit correspond à «\u00a0prix\u00a0»" in page
    home = text(client.get(url("home"), HTTP_ACCEPT_LANGUAGE="fr"))
    assert 'placeholder="Joueur ou tournoi"' in home


def test_a_circuit_typed_is_named_with_its_season(site, client):
    response = client.get(url("player-list"), {"q": "grand PRIX"})
    assert circuits(response) == (["Grand Prix"], 1) and named(response) == ([], 0)
    page = text(response)
    assert f'<a href="{site.circuit.get_absolute_url()}">Grand Prix</a>' in page
    assert '<span class="muted">2013-2015</span>' in page
    assert "1 circuit matches “grand PRIX”" in page and "No player matches." in page
    assert circuits(client.get(url("player-list"), {"q": "2013-2015"})) == (["Grand Prix"], 1)


def test_circuits_with_the_latest_events_come_first_five_and_a_link(site, client):
    for n, key in enumerate(["paris", "london", "wdc", None, None, None]):
        circuit = Circuit.objects.create(key=f"cup-{n}", name=f"Coupe d’Été {n}")
        if key:
            circuit.tournaments.add(site.tournaments[key])
    response = client.get(url("player-list"), {"q": "coupe d'ete"})
    shown, total = circuits(response)
    assert total == 6 and shown[:3] == ["Coupe d’Été 2", "Coupe d’Été 1", "Coupe d’Été 0"]
    assert len(shown) == 5 and '<a href="/circuits/">All circuits</a>' in text(response)
