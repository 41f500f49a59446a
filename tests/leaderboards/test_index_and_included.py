"""The ratings index, and each system's included tournaments and circuits."""

import pytest

from ratings.engines import ENGINES

from .bundles import load


@pytest.fixture
def data(db):
    load()


def test_the_index_lists_every_system_and_category(client, data):
    response = client.get("/ratings/")
    assert response.status_code == 200
    html = response.content.decode()
    for engine in ENGINES.values():
        assert engine.name in html
        for cat in engine.categories:
            assert f'href="/ratings/{engine.slug}/{cat.slug}/"' in html


def test_the_index_shows_each_systems_leaders(client, data):
    html = client.get("/ratings/").content.decode()
    assert "SÉVIN" in html  # winner of the world championship and the open


def test_a_system_url_redirects_to_its_first_category(client, db):
    response = client.get("/ratings/ghost/")
    assert response.status_code == 302
    assert response["Location"] == "/ratings/ghost/overall/"
    assert client.get("/ratings/nope/").status_code == 404


def test_the_leaderboard_shows_as_of_and_links_players(client, data):
    html = client.get("/ratings/dip-pouch/overall/").content.decode()
    assert "As of" in html
    assert "/players/" in html and "Cyrille" in html


def test_a_pending_recompute_is_shown(client, data):
    from ratings.models import TableState

    TableState.objects.filter(system="dip-pouch").update(pending=True)
    html = client.get("/ratings/dip-pouch/overall/").content.decode()
    assert "recomputation is pending" in html


def test_dip_pouch_includes_tournaments_with_placements_and_their_value(client, data):
    response = client.get("/ratings/dip-pouch/tournaments/")
    assert response.status_code == 200
    rows = {t.key: (t.classified, t.value) for t in response.context["rows"]}
    assert rows["wdc-2013"] == (14, 20.0)
    assert rows["open-2015"] == (7, pytest.approx(7 / 3.5 + 2))
    assert rows["old-1999"] == (7, 0.0)
    assert rows["boards-2016"] == (7, pytest.approx(7 / 7 + 2))  # computed placements
    html = response.content.decode()
    assert "20.00" in html and "World DipCon XXIII" in html


def test_game_systems_include_tournaments_with_boards(client, data):
    response = client.get("/ratings/ghost/tournaments/")
    assert [t.key for t in response.context["rows"]] == ["boards-2016"]


def test_included_circuits_are_the_circuits_of_included_tournaments(client, data):
    response = client.get("/ratings/dip-pouch/circuits/")
    circuits = list(response.context["page_obj"].object_list)
    assert [(c.key, c.included) for c in circuits] == [("gp-2013", 2)]
    assert "Grand Prix 2013" in response.content.decode()
    assert list(client.get("/ratings/ghost/circuits/").context["page_obj"].object_list) == []


def test_included_pages_of_unknown_systems_are_404(client, db):
    assert client.get("/ratings/nope/tournaments/").status_code == 404
    assert client.get("/ratings/nope/circuits/").status_code == 404


@pytest.mark.parametrize(
    "url",
    ["/ratings/dip-pouch/tournaments/", "/ratings/ghost/circuits/", "/ratings/dip-pouch/circuits/"],
)
def test_included_pages_run_bounded_queries(client, data, django_assert_max_num_queries, url):
    with django_assert_max_num_queries(10):
        assert client.get(url).status_code == 200


def test_unicode_names_render(client, data):
    html = client.get("/ratings/dip-pouch/overall/").content.decode()
    for name in ("Øster", "Иванов", "Kılıç", "Muñoz"):
        assert name in html
