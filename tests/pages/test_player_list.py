"""The player list: name search and nationality filter."""

import pytest

from .conftest import EVIL
from .helpers import text, url

pytestmark = pytest.mark.django_db


def keys(response):
    return [p.key for p in response.context["players"]]


def test_it_lists_players_by_last_name_with_their_flags(site, client):
    response = client.get(url("player-list"))
    assert keys(response)[-3:] == ["p8", "p1", "p6"]  # Rossi, Sevin, Yilmaz
    assert len(keys(response)) == 8
    page = text(response)
    assert 'title="Ireland"' in page and 'title="Belgium"' in page  # nationality, location
    assert site.players["p1"].get_absolute_url() in page


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"q": "sevin"}, ["p1"]),
        ({"q": "Cyrille"}, ["p1"]),
        ({"q": "toby harris"}, ["p3"]),
        ({"q": "harris cyrille"}, []),
        ({"q": "Bèges"}, ["p5"]),
        ({"nationality": "FR", "q": "rémi"}, ["p5"]),
        ({"nationality": "US"}, ["p2"]),
        ({"nationality": "IE", "q": "script"}, ["p7"]),
    ],
)
def test_it_searches_names_and_filters_nationality(site, client, query, expected):
    assert keys(client.get(url("player-list"), query)) == expected


def test_nationality_choices_are_the_nationalities_present(site, client):
    form = client.get(url("player-list")).context["filter"].form
    codes = {c for c, _ in form.fields["nationality"].choices if c}
    assert codes == {"FR", "US", "GB", "NL", "TR", "IE", "IT"}


def test_a_search_with_markup_is_echoed_escaped(site, client):
    page = text(client.get(url("player-list"), {"q": EVIL}))
    assert EVIL not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
