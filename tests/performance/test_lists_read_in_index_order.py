"""The long lists (online games, events, players) read a page in the order of
an index, never by sorting the whole list: at bench scale the API's page
2,000 of online games sorted 147,000 rows (333 ms), the events list's page
100 sorted 5,000 events and counted every one's players (20 ms of SQL), and
the API's page 500 of players sorted each run of equal names (65 ms).
SQLite only: PostgreSQL plans from its own statistics.
"""

import pytest
from django.db import connection

from tournaments.models import Tournament
from tournaments.selectors.tournaments import tournament_years, tournaments_for_list
from wdd.api.views.games import GameList
from wdd.api.views.players import PlayerList

pytestmark = pytest.mark.django_db

sqlite_only = pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's query planner")


def plan(queryset) -> str:
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        return "\n".join(row[-1] for row in cursor.fetchall())


@sqlite_only
@pytest.mark.parametrize(
    "name, queryset, index",
    [
        ("online games", lambda: GameList.queryset.all(), "game_round_order_idx"),
        (
            "events",
            lambda: tournaments_for_list().order_by(*Tournament._meta.ordering),
            "tournament_list_idx",
        ),
        ("players", lambda: PlayerList.queryset.all(), "player_name_idx"),
    ],
)
def test_a_deep_page_walks_an_index_in_the_lists_order(name, queryset, index):
    steps = plan(queryset()[5000:5050])
    assert index in steps, steps
    assert "TEMP B-TREE" not in steps, steps


def test_the_years_filter_lists_each_year_once_newest_first(db):
    for key, end in [
        ("a", "2019-03-02"),
        ("b", "2019-11-30"),
        ("c", "2004-01-04"),
        ("d", "2021-07-01"),
    ]:
        Tournament.objects.create(key=key, name=key, start_date=end, end_date=end)
    assert tournament_years() == [2021, 2019, 2004]
