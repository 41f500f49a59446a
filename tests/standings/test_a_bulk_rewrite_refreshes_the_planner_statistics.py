"""Recomputing every tournament rewrites the computed tables whole; on
PostgreSQL a table rewritten with a bulk load's worth of rows gets its planner
statistics refreshed at once (``wdd.bulk.analyze``): the ratings read it next."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.importing.bundles import bundle
from tournaments import standings
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding, CountryAward

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics"),
]


def analyzed(queries) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if q["sql"].startswith("ANALYZE")]


def test_each_table_rewritten_in_bulk_is_analyzed(monkeypatch):
    import_bundle_data(bundle())
    monkeypatch.setattr(standings, "REBUILD_ROWS", 1)  # these few rows count as a bulk load
    with CaptureQueriesContext(connection) as queries:
        standings.recompute_standings(None)
    assert analyzed(queries) == [
        f'ANALYZE "{m._meta.db_table}"' for m in (ComputedStanding, BoardScore, CountryAward)
    ]


def test_a_smaller_rewrite_analyzes_nothing():
    import_bundle_data(bundle())
    with CaptureQueriesContext(connection) as queries:
        standings.recompute_standings(None)
    assert analyzed(queries) == []
