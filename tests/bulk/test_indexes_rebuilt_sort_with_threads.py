"""``indexes_rebuilt`` builds the dropped indexes again with SQLite's helper
sort threads on (``SORT_THREADS``), and leaves the connection's setting as it
found it: only the rebuild sorts in parallel, not the pages' queries after."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings.models import Rating
from wdd import bulk

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="a SQLite setting"),
]


def threads() -> int:
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA threads")
        return cursor.fetchone()[0]


def test_the_indexes_are_built_with_sort_threads_then_the_setting_is_restored():
    before = threads()
    assert bulk.SORT_THREADS >= 1
    with CaptureQueriesContext(connection) as queries:
        with bulk.indexes_rebuilt(Rating, "default", bulk.REBUILD_ROWS, 0) as dropped:
            assert dropped
            assert threads() == before  # the inserts run as usual
    sql = [q["sql"] for q in queries.captured_queries]
    on = sql.index(f"PRAGMA threads = {bulk.SORT_THREADS}")
    creates = [i for i, s in enumerate(sql) if s.startswith("CREATE INDEX")]
    assert len(creates) == 3  # Rating's plain indexes, all back
    assert on < min(creates)
    assert sql.index(f"PRAGMA threads = {before}", on + 1) > max(creates)
    assert threads() == before
