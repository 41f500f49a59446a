"""The tournament list: columns, filters and name search."""

import pytest

from .helpers import text, url

pytestmark = pytest.mark.django_db


def names(response):
    return [t.name for t in response.context["tournaments"]]


def test_it_lists_every_tournament_newest_first_with_its_columns(site, client):
    response = client.get(url("tournament-list"))
    assert names(response) == ["World DipCon", "London Masters", "Paris Open"]
    page = text(response)
    assert 'title="United States of America"' in page  # the place's flag
    assert "Chapel Hill" in page
    assert url("scoring-system-detail", "squares-daanz") in page
    paris = next(t for t in response.context["tournaments"] if t.key == "paris")
    assert paris.n_players == 7  # published placements


def test_the_player_count_of_a_boards_only_event_comes_from_its_computed_standings(site, client):
    pytest.importorskip("tournaments.standings")
    response = client.get(url("tournament-list"))
    london = next(t for t in response.context["tournaments"] if t.key == "london")
    assert london.n_players == 7


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"year": "2014"}, ["London Masters"]),
        ({"country": "FR"}, ["Paris Open"]),
        ({"event_kind": "EDC"}, ["Paris Open"]),
        ({"scoring_system": "win-tier"}, ["London Masters"]),
        ({"kind": "league"}, []),
        ({"kind": "tournament", "country": "US"}, ["World DipCon"]),
        ({"q": "masters"}, ["London Masters"]),
        ({"q": "chapel"}, ["World DipCon"]),
        ({"q": "open paris"}, ["Paris Open"]),
    ],
)
def test_it_filters_and_searches(site, client, query, expected):
    assert names(client.get(url("tournament-list"), query)) == expected


def test_filter_choices_come_from_the_data_and_the_registry(site, client):
    form = client.get(url("tournament-list")).context["filter"].form
    assert [c for c, _ in form.fields["year"].choices if c] == ["2015", "2014", "2013"]
    assert {c for c, _ in form.fields["country"].choices if c} == {"FR", "GB", "US"}
    assert {c for c, _ in form.fields["scoring_system"].choices if c} >= {
        "win-tier",
        "squares-daanz",
    }


def test_an_invalid_filter_value_is_reported_and_matches_nothing(site, client):
    response = client.get(url("tournament-list"), {"country": "ZZ"})
    assert response.status_code == 200
    assert names(response) == []
    assert 'class="error"' in text(response)


def test_an_empty_filter_form_lists_everything(site, client):
    response = client.get(url("tournament-list"), {"q": "", "year": "", "country": ""})
    assert len(names(response)) == 3
