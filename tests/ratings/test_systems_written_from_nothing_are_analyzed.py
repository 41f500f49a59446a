"""The systems stored together into empty tables (the first recompute after an
import) refresh PostgreSQL's planner statistics of every table they wrote, in
the transaction that writes them: the pages read those tables at once, and a
name search planned without them took five times as long. A recompute into
tables that hold rows leaves them to autovacuum."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings import services
from ratings.services import parallel
from ratings.services.store import DERIVED
from tournaments.demo import generate_bundle

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics"),
]


def analyzed(queries) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if q["sql"].startswith("ANALYZE")]


@pytest.fixture
def imported(import_only, monkeypatch):
    import_only(generate_bundle(60, 6, 600, seed=5))
    monkeypatch.setattr(parallel, "available", lambda: False)  # the queries of one process


def test_a_first_recompute_analyzes_every_table_it_wrote(imported):
    with CaptureQueriesContext(connection) as queries:
        services.recompute_all()
    tables = ", ".join(connection.ops.quote_name(m._meta.db_table) for m in DERIVED)
    assert analyzed(queries) == [f"ANALYZE {tables}"]
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stats WHERE tablename = 'ratings_rating'")
        assert cursor.fetchone()[0] > 0


def test_a_recompute_into_stored_tables_analyzes_nothing(imported):
    services.recompute_all()
    with CaptureQueriesContext(connection) as queries:
        services.recompute_all(scratch=True)
    assert analyzed(queries) == []
