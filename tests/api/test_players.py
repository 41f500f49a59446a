"""Players: a paginated, searchable list and a detail with ratings and results."""

from tournaments.models import Player

from .conftest import get_json


def test_the_list_is_paginated_50_a_page_with_links(client, table_120):
    first = get_json(client, "/api/v1/players/")
    assert first["count"] == 120 and first["pages"] == 3
    assert len(first["results"]) == 50
    assert first["previous"] is None
    assert first["next"] == "http://testserver/api/v1/players/?page=2"
    last = get_json(client, first["next"].replace("page=2", "page=3"))
    assert len(last["results"]) == 20
    assert last["next"] is None
    assert last["previous"] == "http://testserver/api/v1/players/?page=2"


def test_pages_cover_every_player_once(client, table_120):
    keys, url = [], "/api/v1/players/"
    while url:
        data = get_json(client, url)
        keys += [p["key"] for p in data["results"]]
        url = data["next"]
    assert sorted(keys) == sorted(Player.objects.values_list("key", flat=True))


def test_search_keeps_the_query_in_the_links(client, table_120):
    data = get_json(client, "/api/v1/players/", {"q": "first00"})
    assert data["count"] == 100
    assert data["next"] == "http://testserver/api/v1/players/?q=first00&page=2"


def test_search_matches_first_and_last_names(client, data):
    # (SQLite folds the case of ASCII letters only: "sÉvin", not "sévin")
    found = get_json(client, "/api/v1/players/", {"q": "sÉvin"})["results"]
    assert [p["key"] for p in found] == ["cs"]
    found = get_json(client, "/api/v1/players/", {"q": "CYRILLE"})["results"]
    assert [p["key"] for p in found] == ["cs"]
    found = get_json(client, "/api/v1/players/", {"q": "Chloé Dupré"})["results"]
    assert [p["key"] for p in found] == ["cc"]


def test_the_list_filters_by_nationality(client, data):
    found = get_json(client, "/api/v1/players/", {"country": "fr"})["results"]
    assert sorted(p["key"] for p in found) == ["cc", "cs"]


def test_the_detail_has_ratings_and_results(client, data):
    pk = Player.objects.get(key="cs").pk
    player = get_json(client, f"/api/v1/players/{pk}/")
    assert player["first_name"] == "Cyrille" and player["last_name"] == "SÉVIN"
    assert player["nationality"] == "FR"
    assert player["html_url"].startswith("http://testserver/players/")
    dip = next(r for r in player["ratings"] if r["system"] == "dip-pouch")
    assert dip["rank"] == 1 and dip["national_rank"] == 1 and dip["events"] == 3
    assert dip["leaderboard"] == "http://testserver/api/v1/leaderboards/dip-pouch/overall/"
    results = {r["tournament"]["key"]: r for r in player["results"]}
    assert set(results) == {"wdc-2013", "open-2015", "boards-2016"}  # 3 events counted
    assert results["wdc-2013"]["rank"] == 1 and results["wdc-2013"]["published"] is True
    assert results["boards-2016"]["published"] is False
    assert [r["tournament"]["end_date"] for r in player["results"]] == sorted(
        (r["tournament"]["end_date"] for r in player["results"]), reverse=True
    )


def test_unicode_names_round_trip(client, data):
    for key, last in (("dd", "Иванов"), ("ak", "Kılıç"), ("zo", "Øster")):
        pk = Player.objects.get(key=key).pk
        response = client.get(f"/api/v1/players/{pk}/")
        assert last.encode() in response.content  # UTF-8, not \\u escapes
        assert response.json()["last_name"] == last


def test_queries_are_bounded(client, data, django_assert_max_num_queries):
    pk = Player.objects.get(key="cs").pk
    with django_assert_max_num_queries(8):
        get_json(client, f"/api/v1/players/{pk}/")
    with django_assert_max_num_queries(4):
        get_json(client, "/api/v1/players/", {"q": "a"})
