"""Unknown objects, tables and paths answer 404 in JSON."""

import pytest

from .conftest import get_json


@pytest.mark.parametrize(
    "url",
    [
        "/api/v1/players/999999/",
        "/api/v1/tournaments/999999/",
        "/api/v1/leaderboards/nope/overall/",
        "/api/v1/leaderboards/ghost/nope/",
        "/api/v1/nothing-here/",
        "/api/v1/players/abc/",
    ],
)
def test_unknown_things_are_404_json(client, db, url):
    data = get_json(client, url, status=404)
    assert data["detail"]


def test_a_page_beyond_the_last_is_404(client, table_120):
    get_json(client, "/api/v1/leaderboards/dip-pouch/overall/", {"page": "4"}, status=404)
    get_json(client, "/api/v1/players/", {"page": "9"}, status=404)


@pytest.mark.parametrize(
    "params",
    [
        {"page": "abc"},
        {"country": "France"},
        {"country": "XX"},
        {"min_events": "many"},
        {"active": "0"},
        {"sort": "password"},
    ],
)
def test_bad_parameters_are_400_naming_the_parameter(client, table_120, params):
    data = get_json(client, "/api/v1/leaderboards/dip-pouch/overall/", params, status=400)
    assert set(data["errors"]) == set(params)
