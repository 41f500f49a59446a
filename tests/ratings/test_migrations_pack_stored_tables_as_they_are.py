"""Migrations 0009 and 0010 pack what a site stored before them, row for row:
each player's changes into their trail (in processing order, each with its
record's size, a missing score or weight kept missing) and each past table
into its value (in its order), with each player's places beside it. Nothing
needs a recompute: the digests still describe what is stored."""

from datetime import date

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from ratings.engines.trails import unpack
from ratings.engines.year_tables import unpack as unpack_table
from ratings.engines.year_tables import unpack_places

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [
    ("ratings", "0008_monthly_trend_read_from_changes"),
    ("tournaments", "0010_list_orders_in_indexes"),
]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


def latest():
    executor = MigrationExecutor(connection)
    return executor.loader.graph.leaf_nodes()


@pytest.fixture
def old_apps():
    apps = migrate(BEFORE)
    yield apps
    migrate(latest())


def test_changes_and_past_rows_are_packed_in_their_order(old_apps):
    change = old_apps.get_model("ratings", "RatingChange")
    past = old_apps.get_model("ratings", "PastRating")
    table = old_apps.get_model("ratings", "PastTable")
    d1, d2 = date(2010, 5, 2), date(2011, 6, 1)
    rows = [  # (system, category, player, date, tournament, game, before, after, score, weight, mu, sigma)
        ("dip-pouch", "overall", 1, d1, 10, None, 40.0, 43.5, 80.0, 2.9, None, None),
        ("dip-pouch", "overall", 2, d1, 10, None, 40.0, 38.0, 20.0, 2.9, None, None),
        ("dip-pouch", "overall", 1, d2, 11, None, 43.5, 41.0, 10.0, 0.0, None, None),
        ("ghost", "overall", 1, d1, None, 7, 100.0, 110.25, 0.5, 40.0, None, None),
        ("openskill", "overall", 2, d1, None, 7, 0.0, 1.5, None, None, 26.0, 8.1),
    ]
    fields = [
        "system", "category", "player_id", "date", "tournament_id", "game_id", "before",
        "after", "score", "weight", "mu", "sigma",
    ]  # fmt: skip
    for values in rows:
        change.objects.create(**dict(zip(fields, values, strict=True)))
    table.objects.create(system="dip-pouch", category="overall", as_of=date(2010, 12, 31),
                         players=2, digest="d")  # fmt: skip
    for player, rank, rating in ((1, 1, 43.5), (2, 2, 38.0)):
        past.objects.create(
            system="dip-pouch", category="overall", as_of=date(2010, 12, 31), player_id=player,
            nationality="FR", location="", rating=rating, rank=rank, national_rank=rank,
            events=1, peak=max(40.0, rating), last_played=d1,
        )  # fmt: skip

    apps = migrate(latest())

    trails = {
        (t.system, t.category, t.player_id): t
        for t in apps.get_model("ratings", "RatingTrail").objects.all()
    }
    assert set(trails) == {
        ("dip-pouch", "overall", 1), ("dip-pouch", "overall", 2), ("ghost", "overall", 1),
        ("openskill", "overall", 2),
    }  # fmt: skip
    anne = unpack(trails["dip-pouch", "overall", 1].data)
    assert anne["day"].tolist() == [d1.toordinal(), d2.toordinal()]
    assert anne["source"].tolist() == [10, 11]
    assert anne["size"].tolist() == [2, 1]  # the event's N
    assert anne["after"].tolist() == [43.5, 41.0]
    assert anne["weight"].tolist() == [2.9, 0.0]
    assert trails["dip-pouch", "overall", 1].first_day == d1
    assert trails["dip-pouch", "overall", 1].last_day == d2
    gauss = unpack(trails["openskill", "overall", 2].data)
    assert gauss.dtype.names[-2:] == ("mu", "sigma") and "score" not in gauss.dtype.names
    assert (gauss["source"].tolist(), gauss["mu"].tolist()) == ([7], [26.0])

    stored = apps.get_model("ratings", "PastTable").objects.get()
    year = unpack_table(stored.data)
    assert year["player"].tolist() == [1, 2]
    assert year["rating"].tolist() == [43.5, 38.0]
    assert year["nationality"].tolist() == [b"FR", b"FR"]
    assert year["last_played"].tolist() == [d1.toordinal()] * 2
    places = {
        p.player_id: unpack_places(p.data).tolist()
        for p in apps.get_model("ratings", "YearEnds").objects.all()
    }
    assert places == {
        1: [(date(2010, 12, 31).toordinal(), 1, 1, 2, 43.5)],
        2: [(date(2010, 12, 31).toordinal(), 2, 2, 2, 38.0)],
    }
