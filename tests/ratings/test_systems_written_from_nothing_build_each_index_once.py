"""Several systems computed into empty tables (the first recompute after an
import) or rewritten whole (a repair) are stored in one transaction, with the
rating rows' indexes dropped once and built once at its end
(SQLite): the same rows as systems written one by one, every index back, and
no index built twice. Tables that already hold rows are written as before."""

from contextlib import contextmanager

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings import services
from ratings.models import (
    PastTable,
    Rating,
    RatingCheckpoint,
    RatingName,
    RatingTrail,
    TableState,
    YearEnds,
)
from ratings.services import parallel
from tournaments.demo import generate_bundle
from wdd import bulk

from .snapshots import tables_by_key

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="an SQLite bulk-write path"),
]


def indexes_of(*models) -> set[str]:
    tables = [m._meta.db_table for m in models]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
            f" AND tbl_name IN ({', '.join(['%s'] * len(tables))})",
            tables,
        )
        return {name for (name,) in cursor.fetchall()}


def forget_the_tables() -> None:
    """Back to a site with results and no rating stored (as after an import)."""
    RatingCheckpoint.objects.all().delete()
    TableState.objects.update(digests={})
    for model in (RatingTrail, Rating, RatingName, PastTable, YearEnds):
        model.objects.all().delete()


def index_builds(queries) -> list[str]:
    return [q["sql"].split('"')[1] for q in queries if q["sql"].startswith("CREATE INDEX")]


@pytest.fixture
def imported(import_only, monkeypatch):
    import_only(generate_bundle(60, 6, 600, seed=5))
    monkeypatch.setattr(parallel, "available", lambda: False)  # the queries of one process


def test_a_first_recompute_builds_each_index_once_and_stores_the_same_rows(imported, monkeypatch):
    services.recompute_all(rewrite=True)  # written apart: below the rebuild threshold
    expected = tables_by_key()
    indexes = indexes_of(Rating, RatingName)
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    forget_the_tables()
    with CaptureQueriesContext(connection) as queries:
        services.recompute_all(scratch=True)  # nothing stored: every row written
    built = index_builds(queries.captured_queries)
    assert sorted(built) == sorted(indexes)  # each one, once
    assert tables_by_key() == expected
    assert indexes_of(Rating, RatingName) == indexes


def test_a_repair_of_every_system_builds_each_index_once(imported, monkeypatch):
    services.recompute_all(scratch=True)
    expected = tables_by_key()
    indexes = indexes_of(Rating, RatingName)
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    with CaptureQueriesContext(connection) as queries:
        services.recompute_all(rewrite=True)
    assert sorted(index_builds(queries.captured_queries)) == sorted(indexes)
    assert tables_by_key() == expected
    assert indexes_of(Rating, RatingName) == indexes


def test_stored_tables_recomputed_from_nothing_keep_their_indexes(imported, monkeypatch):
    services.recompute_all(scratch=True)
    expected = tables_by_key()
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    with CaptureQueriesContext(connection) as queries:
        services.recompute_all(scratch=True)  # the digests match: nothing to write
    assert index_builds(queries.captured_queries) == []
    assert not any(q["sql"].startswith("DROP INDEX") for q in queries.captured_queries)
    assert tables_by_key() == expected


def test_a_failed_write_restores_the_indexes_and_the_empty_tables(imported, monkeypatch):
    indexes = indexes_of(Rating, RatingName)
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    from ratings.services import store

    calls = []
    original = store.write

    def fail_on_the_second(run, *args, **kwargs):
        calls.append(run.engine.slug)
        if len(calls) == 2:
            raise RuntimeError("disk full")
        return original(run, *args, **kwargs)

    monkeypatch.setattr(services, "write", fail_on_the_second)
    with pytest.raises(RuntimeError, match="disk full"):
        services.recompute_all(scratch=True)
    assert not RatingTrail.objects.exists()  # the first system's rows went with it
    assert not PastTable.objects.exists()
    assert not Rating.objects.exists()
    assert indexes_of(Rating, RatingName) == indexes


def test_the_runs_are_computed_before_the_transaction_that_stores_them(imported, monkeypatch):
    """The one transaction holds SQLite's write lock: an import or an admin
    save waits for it, so it is opened for the writes only, not the engines."""
    events = []

    def logged(name, function):
        def call(*args, **kwargs):
            events.append(name)
            return function(*args, **kwargs)

        return call

    together = services.written_together

    @contextmanager
    def opened(*args, **kwargs):
        events.append("transaction")
        with together(*args, **kwargs):
            yield

    monkeypatch.setattr(services, "run_system", logged("compute", services.run_system))
    monkeypatch.setattr(services, "write", logged("write", services.write))
    monkeypatch.setattr(services, "written_together", opened)
    services.recompute_all(scratch=True)
    systems = len(services.ENGINES)
    assert events == ["compute"] * systems + ["transaction"] + ["write"] * systems
    assert RatingTrail.objects.exists()
