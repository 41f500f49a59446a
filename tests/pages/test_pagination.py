"""Lists show 50 rows a page with numbered page links and first/previous/next/last."""

import re

import pytest

from tournaments.importing import import_bundle_data

from .conftest import many_players_bundle, many_tournaments_bundle
from .helpers import canonical_link, text, url

pytestmark = pytest.mark.django_db


@pytest.fixture
def many_tournaments(db):
    import_bundle_data(many_tournaments_bundle(120))


@pytest.fixture
def many_players(db):
    import_bundle_data(many_players_bundle(160))


def page_links(response):
    nav = re.search(r'<nav class="pagination".*?</nav>', text(response), re.S).group(0)
    return nav


def test_the_tournament_list_has_50_a_page_and_numbered_links(many_tournaments, client):
    response = client.get(url("tournament-list"))
    assert len(response.context["tournaments"]) == 50
    nav = page_links(response)
    assert 'href="?page=2"' in nav and 'href="?page=3"' in nav
    assert 'rel="next"' in nav and 'rel="last"' in nav
    assert '<span aria-current="page">1</span>' in nav
    assert "1–50 of 120" in text(response)


def test_page_2_shows_the_next_50(many_tournaments, client):
    first = client.get(url("tournament-list")).context["tournaments"]
    response = client.get(url("tournament-list"), {"page": 2})
    second = response.context["tournaments"]
    assert len(second) == 50
    assert not {t.pk for t in first} & {t.pk for t in second}
    nav = page_links(response)
    assert 'href="?page=1"' in nav and 'rel="prev"' in nav
    assert '<span aria-current="page">2</span>' in nav
    assert canonical_link(response) == "http://testserver/tournaments/?page=2"


def test_the_last_page_holds_the_rest(many_tournaments, client):
    response = client.get(url("tournament-list"), {"page": 3})
    assert len(response.context["tournaments"]) == 20
    assert 'class="next disabled"' in page_links(response)


def test_a_page_number_out_of_range_shows_the_nearest_page(many_tournaments, client):
    assert client.get(url("tournament-list"), {"page": 99}).context["page_obj"].number == 3
    assert client.get(url("tournament-list"), {"page": "abc"}).context["page_obj"].number == 1


def test_page_links_keep_the_filters(many_players, client):
    response = client.get(url("player-list"), {"nationality": "DE"})
    assert response.context["page_obj"].paginator.count == 80
    nav = page_links(response)
    assert 'href="?nationality=DE&amp;page=2"' in nav


def test_the_player_list_has_50_a_page(many_players, client):
    response = client.get(url("player-list"), {"page": 4})
    assert len(response.context["players"]) == 10
    assert response.context["page_obj"].paginator.num_pages == 4
