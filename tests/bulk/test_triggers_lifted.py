"""``triggers_lifted`` puts a table's triggers back when its block ends, and
``sqlite_bulk_load`` the SQLite page cache: a bulk write leaves the database
as it found it."""

import pytest
from django.db import connection

from tests.bulk.helpers import triggers
from tournaments.models import GameResult
from wdd.bulk import sqlite_bulk_load, triggers_lifted

pytestmark = pytest.mark.django_db


def test_the_triggers_are_off_inside_the_block_and_back_after_it():
    before = triggers()
    assert before  # the board-total trigger
    with triggers_lifted(GameResult, "default") as lifted:
        assert lifted
        assert triggers() == []
    assert triggers() == before


def test_the_sqlite_page_cache_is_restored():
    if connection.vendor != "sqlite":
        pytest.skip("a no-op elsewhere")

    def cache_size():
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA cache_size")
            return cursor.fetchone()[0]

    before = cache_size()
    with sqlite_bulk_load("default"):
        assert cache_size() == -65536
    assert cache_size() == before
