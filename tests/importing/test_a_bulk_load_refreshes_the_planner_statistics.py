"""An import that brings a bulk load's worth of results refreshes PostgreSQL's
planner statistics of the tables it grew, in its own transaction, before the
recompute it queues reads them (``wdd.bulk.analyze``); a smaller import leaves
them to autovacuum."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data, writer

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("no_recompute"),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics"),
]


def analyzed(queries) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if q["sql"].startswith("ANALYZE")]


def test_a_bulk_load_analyzes_the_tables_it_grew(monkeypatch):
    monkeypatch.setattr(writer, "REBUILD_ROWS", 1)  # these few results count as a bulk load
    with CaptureQueriesContext(connection) as queries:
        import_bundle_data(bundle())
    tables = ", ".join(connection.ops.quote_name(m._meta.db_table) for m in writer.BULK_LOADED)
    assert analyzed(queries) == [f"ANALYZE {tables}"]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT reltuples FROM pg_class WHERE oid = 'tournaments_gameresult'::regclass"
        )
        assert cursor.fetchone()[0] == writer.GameResult.objects.count()


def test_a_smaller_import_analyzes_nothing():
    with CaptureQueriesContext(connection) as queries:
        import_bundle_data(bundle())
    assert analyzed(queries) == []
