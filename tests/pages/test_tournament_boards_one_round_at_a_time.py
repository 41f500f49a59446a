"""The tournament page shows one round's boards at a time (``?round=N``, the
last round by default) with links to the other rounds that keep the rest of
the page where it is."""

import pytest

from .helpers import text

pytestmark = pytest.mark.django_db


def test_the_last_round_by_default(site, client):
    paris = site.tournaments["paris"]
    response = client.get(paris.get_absolute_url())
    assert [r.number for r in response.context["rounds"]] == [2]
    page = text(response)
    assert 'id="r2b1"' in page and 'id="r1b1"' not in page
    assert 'href="?round=1#boards"' in page
    assert '<strong aria-current="page">Round 2</strong>' in page


def test_a_round_asked_for(site, client):
    response = client.get(site.tournaments["paris"].get_absolute_url() + "?round=1")
    assert [r.number for r in response.context["rounds"]] == [1]
    assert 'href="?round=2#boards"' in text(response)


@pytest.mark.parametrize("wanted", ["9", "x", "0"])
def test_a_round_without_boards_gives_the_last(site, client, wanted):
    response = client.get(site.tournaments["paris"].get_absolute_url() + f"?round={wanted}")
    assert [r.number for r in response.context["rounds"]] == [2]


def test_round_links_keep_the_standings_page(site, client):
    response = client.get(site.tournaments["paris"].get_absolute_url() + "?page=1&round=2")
    assert 'href="?page=1&amp;round=1#boards"' in text(response)


def test_the_board_count_is_every_round(site, client):
    assert client.get(site.tournaments["paris"].get_absolute_url()).context["board_count"] == 2
