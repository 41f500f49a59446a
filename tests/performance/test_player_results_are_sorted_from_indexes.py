"""The player page sorts every result of the player (1,816 for the busiest at
bench scale) to find one page of boards and one of online games: it reads
them from the player's results index and each game's sort keys from the
games' own, never from the tables' rows (PostgreSQL: 28 -> 10 ms of SQL for
the busiest player). SQLite only: PostgreSQL plans from its own statistics
(``tests/models/test_no_index_repeats_another.py`` checks both indexes'
columns on every backend)."""

import pytest
from django.db import connection

from tournaments.models import Player
from tournaments.selectors.players import result_ids

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's query planner"),
]


def plan(queryset) -> str:
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        return "\n".join(row[-1] for row in cursor.fetchall())


def test_a_players_results_come_from_the_covering_index_alone():
    steps = plan(result_ids(Player(pk=1)))
    assert "COVERING INDEX result_player_idx (player_id=?)" in steps, steps
