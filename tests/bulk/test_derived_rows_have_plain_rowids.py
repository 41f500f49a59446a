"""The rating tables rewritten by the hundred thousand rows (changes, year-end
rows) have plain rowid ids on SQLite, without AUTOINCREMENT (``RowidField``):
SQLite then skips a ``sqlite_sequence`` read and write per row inserted. Their
ids still follow the order rows are inserted in, which is what the recompute
relies on (changes are stored in processing order), also after a tail of them
is deleted and written again."""

from datetime import date

import pytest
from django.db import connection

from ratings.models import PastRating, RatingChange
from tournaments.models import Player
from wdd.bulk import insert_rows, raw_delete

pytestmark = pytest.mark.django_db

FIELDS = ["system", "category", "player", "date", "before", "after"]


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's table definition")
@pytest.mark.parametrize("model", [RatingChange, PastRating])
def test_the_table_is_created_without_autoincrement(model):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = %s",
            [model._meta.db_table],
        )
        (sql,) = cursor.fetchone()
    assert '"id" integer NOT NULL PRIMARY KEY' in sql
    assert "AUTOINCREMENT" not in sql.upper()


def test_ids_follow_the_insertion_order_after_a_tail_is_rewritten():
    p = Player.objects.create(key="ann", first_name="Ann", last_name="Abel")

    def rows(days):
        return [("ghost", "overall", p.pk, date(2020, 1, d), 100.0, 100.0 + d) for d in days]

    insert_rows(RatingChange, FIELDS, rows(range(1, 11)))
    raw_delete(RatingChange.objects.filter(date__gte=date(2020, 1, 6)))
    insert_rows(RatingChange, FIELDS, rows(range(6, 16)))
    stored = list(RatingChange.objects.order_by("id").values_list("date__day", "after"))
    assert stored == [(d, 100.0 + d) for d in range(1, 16)]
