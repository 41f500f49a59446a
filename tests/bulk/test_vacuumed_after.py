"""``vacuumed_after`` vacuums the given tables on PostgreSQL once its block is
over, and only then: not inside a transaction (VACUUM cannot run in one), not
after a block that failed, never on another database."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings.models import Rating, RatingCheckpoint
from wdd.bulk import vacuumed_after

TABLES = (Rating, RatingCheckpoint)


def vacuums(queries) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if q["sql"].startswith("VACUUM")]


@pytest.mark.django_db(transaction=True)
def test_the_tables_are_vacuumed_after_the_block_on_postgresql_only():
    with CaptureQueriesContext(connection) as queries:
        with vacuumed_after(TABLES):
            Rating.objects.update(events=1)
            assert not vacuums(queries)  # not yet
    expected = ['VACUUM "ratings_rating", "ratings_ratingcheckpoint"']
    assert vacuums(queries) == (expected if connection.vendor == "postgresql" else [])


@pytest.mark.django_db
def test_nothing_is_vacuumed_inside_a_transaction():
    with CaptureQueriesContext(connection) as queries, vacuumed_after(TABLES):
        Rating.objects.update(events=1)
    assert vacuums(queries) == []


@pytest.mark.django_db(transaction=True)
def test_nothing_is_vacuumed_after_a_block_that_failed():
    with CaptureQueriesContext(connection) as queries:
        with pytest.raises(RuntimeError), vacuumed_after(TABLES):
            raise RuntimeError("the recompute failed")
    assert vacuums(queries) == []
