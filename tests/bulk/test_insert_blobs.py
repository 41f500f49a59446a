"""``insert_blobs`` writes rows carrying raw bytes (every byte value, NULs
included, and NULL) that read back exactly, on every database; a duplicate
still meets the table's unique constraint; and on PostgreSQL the packed
values are stored without compression (migration 0011)."""

from datetime import date

import pytest
from django.db import IntegrityError, connection, transaction

from ratings.models import RatingCheckpoint
from wdd import bulk

pytestmark = pytest.mark.django_db

FIELDS = ["system", "day", "data", "rows"]
EVERY_BYTE = bytes(range(256)) * 4_000  # a megabyte, NULs and high bytes included


def test_bytes_and_nulls_read_back_exactly():
    rows = [
        ("ghost", date(2020, 1, 1), EVERY_BYTE, None),
        ("ghost", date(2021, 1, 1), b"\x00", EVERY_BYTE[::-1]),
    ]
    assert bulk.insert_blobs(RatingCheckpoint, FIELDS, iter(rows)) == 2
    stored = RatingCheckpoint.objects.order_by("day").values_list(*FIELDS)
    assert [(s, d, bytes(a), b if b is None else bytes(b)) for s, d, a, b in stored] == rows


def test_a_second_checkpoint_for_a_day_is_refused():
    row = ("ghost", date(2020, 1, 1), b"x", None)
    bulk.insert_blobs(RatingCheckpoint, FIELDS, [row])
    with pytest.raises(IntegrityError), transaction.atomic():
        bulk.insert_blobs(RatingCheckpoint, FIELDS, [row])
    assert RatingCheckpoint.objects.count() == 1


@pytest.mark.skipif(connection.vendor != "postgresql", reason="a PostgreSQL setting")
def test_packed_values_are_stored_uncompressed_on_postgresql():
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.relname, a.attname, a.attstorage FROM pg_attribute a "
            "JOIN pg_class c ON c.oid = a.attrelid "
            "WHERE c.relname LIKE 'ratings_%%' AND a.atttypid = 'bytea'::regtype "
            "AND NOT a.attisdropped"
        )
        storage = {(table, column): kind for table, column, kind in cursor.fetchall()}
    assert storage == {
        ("ratings_ratingcheckpoint", "data"): "e",
        ("ratings_ratingcheckpoint", "rows"): "e",
        ("ratings_ratingtrail", "data"): "e",
        ("ratings_pasttable", "data"): "e",
        ("ratings_yearends", "data"): "e",
        ("ratings_ranksheet", "data"): "e",  # zlib's already
    }
