"""A page costs the same few queries whatever its rows: nothing is read per row
(serializers only shape what the selectors read in bulk)."""

from datetime import date

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Player, Tournament

from ..rated_rows import hold_sheets
from .conftest import get_json

TABLE = "/api/v1/leaderboards/dip-pouch/overall/"


def queries(client, url, params=None) -> int:
    hold_sheets()
    with CaptureQueriesContext(connection) as captured:
        data = get_json(client, url, params)
    assert data
    return len(captured)


@pytest.mark.parametrize("params", [{}, {"page": 2}, {"q": "first", "country": "FR"}])
def test_a_page_of_players_is_a_count_and_a_select(client, table_120, params):
    assert len(get_json(client, "/api/v1/players/", params)["results"]) > 0
    assert queries(client, "/api/v1/players/", params) == 2


def test_a_page_of_tournaments_is_a_count_and_a_select(client, db):
    Tournament.objects.bulk_create(
        Tournament(
            key=f"t{i}",
            name=f"T{i}",
            slug=f"t{i}",
            start_date=date(2000, 1, 1),
            end_date=date(2000, 1, 1 + i % 28),
            city="Paris",
            country="FR",
        )
        for i in range(60)
    )
    assert len(get_json(client, "/api/v1/tournaments/")["results"]) == 50
    assert queries(client, "/api/v1/tournaments/") == 2
    assert queries(client, "/api/v1/tournaments/", {"page": 2, "country": "FR"}) == 2


@pytest.mark.parametrize(
    "params", [{}, {"page": 2}, {"page": 3}, {"country": "GB"}, {"min_events": 2}, {"sort": "name"}]
)
def test_a_page_of_a_table_is_at_most_four_queries(client, table_120, params):
    # the table's state, its size (stored, or one COUNT when filtered) and the
    # page (a rank seek and the rows, or one slice)
    assert queries(client, TABLE, params) <= 4


def test_the_tables_and_the_root_are_one_query_or_none(client, table_120):
    assert queries(client, "/api/v1/leaderboards/") == 1
    assert queries(client, "/api/v1/") == 0


def test_a_player_is_four_queries(client, data):
    for player in Player.objects.all():
        assert queries(client, f"/api/v1/players/{player.pk}/") == 4


def test_a_tournament_with_a_board_of_seven_is_five_queries_at_most(client, data):
    boards = Tournament.objects.get(key="boards-2016")
    assert len(get_json(client, f"/api/v1/tournaments/{boards.pk}/")["boards"][0]["results"]) == 7
    for tournament in Tournament.objects.all():
        assert queries(client, f"/api/v1/tournaments/{tournament.pk}/") <= 5
