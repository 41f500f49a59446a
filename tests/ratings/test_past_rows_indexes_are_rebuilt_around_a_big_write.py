"""A write that replaces much of the past tables (a first recompute, an edit
years back) drops the past rows' indexes and builds them again from the final
rows (SQLite): the rows stored are the same, and the indexes are back."""

from datetime import date

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings import services
from ratings.models import PastRating
from ratings.services import past
from wdd import bulk

from .builders import bundle, player, tournament

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="an SQLite bulk-write path"),
]

PAST_INDEXES = {"past_rank_idx", "past_national_idx", "past_player_idx"}
PLAYERS = [player("a", "FR"), player("b", "FR"), player("c", "GB"), player("d", "GB")]
EVENTS = [
    tournament("e2010", "2010-05-02", ["a", "b", "c"]),
    tournament("e2012", "2012-09-09", ["c", "a"]),
    tournament("e2014", "2014-03-01", ["d", "b"]),
]


def past_rows() -> list[tuple]:
    return list(
        PastRating.objects.order_by("system", "category", "as_of", "rank", "player_id").values_list(
            "system", "category", "as_of", "player_id", "rank", "national_rank", "rating"
        )
    )


def indexes() -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = %s",
            [PastRating._meta.db_table],
        )
        return {name for (name,) in cursor.fetchall()}


def test_the_past_rows_are_the_same_with_their_indexes_rebuilt(import_only, monkeypatch):
    import_only(bundle(PLAYERS, EVENTS))
    services.recompute("dip-pouch", rewrite=True)  # every row inserted, indexes in place
    expected = past_rows()
    assert expected
    assert {r[2] for r in expected} == {date(2010, 12, 31), date(2011, 12, 31), date(2012, 12, 31),
                                        date(2013, 12, 31)}  # fmt: skip

    monkeypatch.setattr(past, "REBUILD_ROWS", 1)
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    with CaptureQueriesContext(connection) as queries:
        services.recompute("dip-pouch", rewrite=True)
    statements = [q["sql"] for q in queries.captured_queries]
    assert any(s.startswith('DROP INDEX "past_player_idx"') for s in statements)
    assert any(s.startswith('CREATE INDEX "past_player_idx"') for s in statements)
    assert past_rows() == expected
    assert PAST_INDEXES <= indexes()
