"""``upsert_rows`` inserts the rows that are new and, for those whose key is
already stored, replaces their other columns or leaves them as they are, the
same whether it sends a statement a row or, on PostgreSQL, stages the rows in
a temporary table (from STAGE_ROWS rows); the staging table is gone after."""

from datetime import date

import pytest
from django.db import connection

from ratings.models import Rating, RatingName
from wdd import bulk_changes

pytestmark = pytest.mark.django_db

FIELDS = [
    "system", "category", "player", "nationality", "location", "rating", "events", "peak",
    "last_played", "mu", "sigma", "player_key",
]  # fmt: skip


def rating(player: int, value: float, played: date | None) -> tuple:
    return ("ghost", "overall", player, "FR", "", value, 3, value, played, None, None, f"p{player}")


def stored():
    return sorted(Rating.objects.values_list(*FIELDS))


@pytest.fixture(params=["a statement a row", "staged"])
def path(request, monkeypatch):
    monkeypatch.setattr(bulk_changes, "STAGE_ROWS", 1 if request.param == "staged" else 10**9)
    return request.param


def test_new_rows_are_inserted_and_stored_ones_replaced(path):
    bulk_changes.upsert_rows(
        Rating, FIELDS, [rating(1, 10.0, date(2020, 1, 1))], keys=3, using="default"
    )
    rows = [rating(1, 12.5, date(2021, 6, 30)), rating(2, 7.25, None)]
    bulk_changes.upsert_rows(Rating, FIELDS, rows, keys=3, using="default")
    assert stored() == sorted(rows)


def test_without_replace_a_stored_row_is_left_as_it_is(path):
    fields = ["system", "category", "player", "sort_key", "player_key"]
    bulk_changes.upsert_rows(
        RatingName, fields, [("ghost", "overall", 1, "lefevre", "p1")], keys=3, using="default"
    )
    bulk_changes.upsert_rows(
        RatingName,
        fields,
        [("ghost", "overall", 1, "changed", "p1"), ("ghost", "overall", 2, "dupont", "p2")],
        keys=3,
        replace=False,
        using="default",
    )
    assert sorted(RatingName.objects.values_list("player", "sort_key")) == [
        (1, "lefevre"),
        (2, "dupont"),
    ]


@pytest.mark.skipif(connection.vendor != "postgresql", reason="staged on PostgreSQL only")
def test_the_staging_table_is_dropped_after_the_write(path):
    bulk_changes.upsert_rows(Rating, FIELDS, [rating(1, 1.0, None)], keys=3, using="default")
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_class WHERE relname LIKE 'staged_%%'")
        assert cursor.fetchone() == (0,)
