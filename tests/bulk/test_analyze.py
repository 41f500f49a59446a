"""``analyze`` refreshes PostgreSQL's planner statistics of the given tables
inside the caller's transaction, so that the reads which follow a bulk load
(the recompute it queues) are planned on the rows written; elsewhere it runs
nothing."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Player
from wdd.bulk import analyze

pytestmark = pytest.mark.django_db

PLAYERS = 25


def planner_rows(model) -> float:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT reltuples FROM pg_class WHERE oid = %s::regclass", [model._meta.db_table]
        )
        return cursor.fetchone()[0]


def column_statistics(model) -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT attname FROM pg_stats WHERE tablename = %s", [model._meta.db_table])
        return {name for (name,) in cursor.fetchall()}


def load_players() -> None:
    players = [
        Player(key=f"analyze-{i}", first_name="Ann", last_name=f"Lee {i}") for i in range(PLAYERS)
    ]
    for player in players:
        player.set_derived()
    Player.objects.bulk_create(players)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics")
def test_the_planner_counts_the_rows_written_in_the_transaction():
    before = Player.objects.count()
    load_players()
    analyze([Player])
    assert planner_rows(Player) == before + PLAYERS
    assert {"key", "nationality"} <= column_statistics(Player)


@pytest.mark.skipif(connection.vendor != "sqlite", reason="the SQLite side")
def test_nothing_runs_on_sqlite():
    load_players()
    with CaptureQueriesContext(connection) as queries:
        analyze([Player])
    assert queries.captured_queries == []
