"""A filtered table ("5+ events, active 5 years") reads its page by walking
the order index (the rank order: rating, highest first), not by sorting every matching row.

At bench scale SQLite chose an index led by ``last_played`` and sorted the
11,000 active rows by rank for each page (24 ms of SQL for page 1); walking
the order index (the rank order: rating, highest first), with the filter columns in its entries, stops after a page
(0.3 ms). SQLite only: PostgreSQL plans from its own statistics.
"""

from datetime import date

import pytest
from django.db import connection

from ratings import leaderboards, services

from .builders import bundle, game, player, tournament

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's query planner"),
]


@pytest.fixture
def tables(import_only):
    players = [player(f"p{i}", "FR", "FR", f"First{i}", f"Last{i}") for i in range(8)]
    keys = [p["key"] for p in players]
    import_only(
        bundle(
            players,
            [tournament("t1", "2012-01-01", keys), tournament("t2", "2020-01-01", keys[:4])],
            [game("g", "2019-01-01", [(k, 1 + i) for i, k in enumerate(keys[:7])])],
        )
    )
    services.recompute_all()


def plan(queryset) -> str:
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        return "\n".join(row[-1] for row in cursor.fetchall())


@pytest.mark.parametrize("system", ["dip-pouch", "ghost"])
def test_a_filtered_page_walks_the_order_index_in_order(tables, system):
    rows = leaderboards.leaderboard(system, min_events=1, active_since=date(2015, 1, 1))
    steps = plan(rows[:50])
    assert "rating_order_idx" in steps
    # Ties by player key are sorted within a rank ("RIGHT PART"), never the whole table.
    assert "TEMP B-TREE FOR ORDER BY" not in steps
    assert len(list(rows[:50])) > 0


def test_the_filtered_count_reads_the_index_alone(tables):
    rows = leaderboards.leaderboard("ghost", min_events=1, active_since=date(2015, 1, 1))
    sql, params = rows.order_by().values("id").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN SELECT COUNT(*) FROM ({sql}) q", params)
        steps = "\n".join(row[-1] for row in cursor.fetchall())
    assert "COVERING INDEX rating_order_idx" in steps
