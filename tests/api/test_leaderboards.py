"""Leaderboards: the page's rows, 50 a page, international and national."""

import json

import pytest
from django.core.management import call_command

from .conftest import get_json

URL = "/api/v1/leaderboards/dip-pouch/overall/"


def all_rows(client, url, params=None):
    rows, data = [], get_json(client, url, params)
    rows += data["results"]
    while data["next"]:
        data = get_json(client, data["next"].removeprefix("http://testserver"))
        rows += data["results"]
    return rows


def test_pages_of_50_with_links(client, table_120):
    data = get_json(client, URL)
    assert data["count"] == 120 and data["pages"] == 3 and len(data["results"]) == 50
    assert data["next"] == f"http://testserver{URL}?page=2" and data["previous"] is None
    last = get_json(client, URL, {"page": 3})
    assert len(last["results"]) == 20
    assert last["previous"] == f"http://testserver{URL}?page=2"
    assert data["as_of"] and data["pending"] is False
    assert data["html_url"] == "http://testserver/ratings/dip-pouch/overall/"


def test_rows_carry_the_export_columns(client, table_120):
    row = get_json(client, URL)["results"][1]
    assert row == {
        "rank": 2,
        "player": "q0001",
        "first_name": "First0001",
        "last_name": "Last0119",
        "nationality": "GB",
        "location": "BE",
        "rating": 89.75,
        "events": 2,
        "peak": 90.75,
        "last_played": row["last_played"],
        "international_rank": 2,
        "national_rank": 1,
        "homonym": None,
        "player_id": row["player_id"],
        "url": f"http://testserver/api/v1/players/{row['player_id']}/",
    }


def test_the_api_rows_equal_the_page_rows(client, table_120):
    rows = all_rows(client, URL)
    page_keys = []
    for number in (1, 2, 3):
        response = client.get("/ratings/dip-pouch/overall/", {"page": number})
        page_keys += [r.record.player.key for r in response.context["table"].page.object_list]
    assert [r["player"] for r in rows] == page_keys


@pytest.mark.parametrize("country", [None, "FR"])
def test_the_api_rows_equal_the_command_export(client, table_120, country, tmp_path):
    out = tmp_path / "out.json"
    args = ["dip-pouch", "--format", "json", "--output", str(out)]
    if country:
        args += ["--country", country]
    call_command("export_leaderboard", *args)
    exported = json.loads(out.read_text())
    rows = all_rows(client, URL, {"country": country} if country else None)
    assert [{k: r[k] for k in exported[0]} for r in rows] == exported


def test_national_tables_rank_among_nationals(client, table_120):
    data = get_json(client, URL, {"country": "fr"})
    assert data["country"] == "FR" and data["count"] == 30
    assert [r["rank"] for r in data["results"]] == list(range(1, 31))
    assert {r["nationality"] for r in data["results"]} == {"FR"}
    assert data["html_url"] == "http://testserver/ratings/dip-pouch/overall/FR/"


def test_filters_and_sorting(client, table_120):
    data = get_json(client, URL, {"min_events": 5, "sort": "name"})
    names = [r["last_name"] for r in data["results"]]
    assert data["count"] == 40 and names == sorted(names)
    assert all(r["events"] >= 5 for r in data["results"])
    assert data["next"] is None
    found = get_json(client, URL, {"q": "First0042"})
    assert [r["player"] for r in found["results"]] == ["q0042"]


def test_next_links_keep_the_filters(client, table_120):
    data = get_json(client, URL, {"location": "BE"})
    assert data["count"] == 30 and data["next"] is None
    data = get_json(client, URL, {"active": 10})
    assert data["next"] and "active=10" in data["next"]


def test_an_empty_table_is_an_empty_page(client, db):
    data = get_json(client, "/api/v1/leaderboards/ghost/gunboat/")
    assert data == {**data, "count": 0, "results": [], "next": None, "as_of": None}


def test_queries_are_bounded_on_any_page(client, table_120, django_assert_max_num_queries):
    for params in ({}, {"page": 3}, {"country": "GB", "page": 1}, {"min_events": 2, "page": 2}):
        with django_assert_max_num_queries(6):
            get_json(client, URL, params)


def test_unicode_round_trips(client, data):
    rows = all_rows(client, URL)
    names = {r["last_name"] for r in rows}
    assert {"SÉVIN", "Иванов", "Kılıç", "Øster"} <= names
    assert "Иванов".encode() in client.get(URL).content
