"""Tournaments: a paginated list and a detail with standings and boards."""

import pytest

from tournaments.models import Tournament

from .conftest import get_json


def test_the_list_is_newest_first(client, data):
    data_ = get_json(client, "/api/v1/tournaments/")
    assert data_["count"] == 4
    assert [t["key"] for t in data_["results"]] == [
        "boards-2016",
        "open-2015",
        "wdc-2013",
        "old-1999",
    ]
    assert data_["next"] is None and data_["previous"] is None


def test_the_list_filters(client, data):
    assert [
        t["key"] for t in get_json(client, "/api/v1/tournaments/", {"q": "dipcon"})["results"]
    ] == ["wdc-2013"]
    assert get_json(client, "/api/v1/tournaments/", {"year": "2015"})["count"] == 1
    assert get_json(client, "/api/v1/tournaments/", {"country": "FR"})["count"] == 4
    assert get_json(client, "/api/v1/tournaments/", {"country": "DE"})["count"] == 0


def test_the_list_paginates(client, db):
    from datetime import date

    Tournament.objects.bulk_create(
        [
            Tournament(
                key=f"t{i}",
                name=f"T{i}",
                slug=f"t{i}",
                start_date=date(2000, 1, 1),
                end_date=date(2000, 1, 1 + i % 28),
            )
            for i in range(60)
        ]
    )
    first = get_json(client, "/api/v1/tournaments/")
    assert len(first["results"]) == 50 and first["pages"] == 2
    second = get_json(client, first["next"].removeprefix("http://testserver"))
    assert len(second["results"]) == 10


def test_the_detail_has_standings(client, data):
    t = Tournament.objects.get(key="wdc-2013")
    detail = get_json(client, f"/api/v1/tournaments/{t.pk}/")
    assert detail["name"] == "World DipCon XXIII" and detail["world_championship"] is True
    assert [c["key"] for c in detail["circuits"]] == ["gp-2013"]
    standings = detail["standings"]
    assert len(standings) == 14
    assert standings[0]["player"] == "cs" and standings[0]["rank"] == 1
    assert standings[0]["dip_pouch_score"] == pytest.approx((14 + 0.5 - 1) / 14 * 100)
    assert detail["boards"] == []


def test_the_detail_has_boards_with_results(client, data):
    t = Tournament.objects.get(key="boards-2016")
    detail = get_json(client, f"/api/v1/tournaments/{t.pk}/")
    assert len(detail["boards"]) == 1
    board = detail["boards"][0]
    assert (board["round"], board["board"]) == (1, 1)
    assert len(board["results"]) == 7
    by_power = {r["power"]: r for r in board["results"]}
    assert by_power["Austria"]["player"] == "cs" and by_power["Austria"]["centres"] == 10
    assert by_power["Turkey"]["eliminated_year"] == 1907
    assert [s["player"] for s in detail["standings"]][0] == "cs"  # computed from the board


def test_the_detail_runs_bounded_queries(client, data, django_assert_max_num_queries):
    t = Tournament.objects.get(key="boards-2016")
    with django_assert_max_num_queries(8):
        get_json(client, f"/api/v1/tournaments/{t.pk}/")
