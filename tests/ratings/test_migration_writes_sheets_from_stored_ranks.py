"""Migration 0013 writes each live table's sheet from the ranks its rows
carried, then drops them: every row reads the ranks it had, national ones
and ties included, with no recompute."""

from datetime import date

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from ratings.models import Rating
from tournaments.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("ratings", "0012_table_countries_stored")]


def migrate(targets):
    MigrationExecutor(connection).migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


@pytest.fixture
def old_apps():
    apps = migrate(BEFORE)  # ratings only: the players keep their table as it is now
    yield apps
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def test_the_rows_read_the_ranks_they_stored(old_apps):
    rating = old_apps.get_model("ratings", "Rating")
    people = [
        Player.objects.create(key=f"m{i}", first_name=f"F{i}", last_name=f"L{i}") for i in range(5)
    ]
    stored = [  # (player, category, nationality, rating, rank, national rank)
        (0, "overall", "FR", 50.0, 1, 1),
        (1, "overall", "GB", 40.0, 2, 1),
        (2, "overall", "FR", 40.0, 2, 2),
        (3, "overall", "", 30.0, 4, None),
        (4, "overall", "FR", 20.0, 5, 3),
        (1, "gunboat", "GB", 9.0, 1, 1),
    ]
    for i, category, nation, value, rank, national in stored:
        rating.objects.create(
            system="ghost", category=category, player_id=people[i].pk, nationality=nation,
            rating=value, rank=rank, national_rank=national, peak=value,
            last_played=date(2020, 1, 1), player_key=people[i].key,
        )  # fmt: skip

    migrate([("ratings", "0013_rank_sheets")])

    read = {(r.category, r.player.key): (r.rank, r.national_rank) for r in Rating.objects.all()}
    assert read == {
        (category, f"m{i}"): (rank, national) for i, category, _, _, rank, national in stored
    }
