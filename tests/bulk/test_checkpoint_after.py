"""``sqlite_checkpoint_after`` holds SQLite's automatic WAL checkpoint for
its block and puts it back after, once, even when the block fails; a block
inside another leaves the holding (and the checkpoint) to the outer one."""

import pytest
from django.db import connection

from wdd.bulk import sqlite_checkpoint_after

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="a SQLite setting"),
]


def autocheckpoint() -> int:
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA wal_autocheckpoint")
        return cursor.fetchone()[0]


def test_the_automatic_checkpoint_waits_for_the_end_of_the_block():
    before = autocheckpoint()
    assert before > 0
    with sqlite_checkpoint_after():
        assert autocheckpoint() == 0
        with sqlite_checkpoint_after():
            assert autocheckpoint() == 0
        assert autocheckpoint() == 0  # the inner block left it held
    assert autocheckpoint() == before


def test_a_failing_block_puts_the_checkpoint_back():
    before = autocheckpoint()
    with pytest.raises(RuntimeError), sqlite_checkpoint_after():
        raise RuntimeError("the recompute failed")
    assert autocheckpoint() == before
