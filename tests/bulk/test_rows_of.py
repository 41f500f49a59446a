"""``rows_of`` gives a values_list queryset's rows as the queryset would,
bytes as bytes (read in PostgreSQL's binary format there), with its filters."""

import pytest

from ratings.models import RatingTrail
from wdd import bulk

from .helpers import EVERY_BYTE, trail

pytestmark = pytest.mark.django_db


def test_rows_read_as_the_queryset_reads_them():
    for player, data in ((1, EVERY_BYTE), (2, b"\x00"), (3, b"")):
        trail(player, data)
    query = RatingTrail.objects.filter(player_id__in=[1, 3]).values_list("player_id", "data")
    rows = sorted(bulk.rows_of(query))
    assert rows == [(1, EVERY_BYTE), (3, b"")]
    assert rows == sorted((p, bytes(d)) for p, d in query)
    assert all(type(data) is bytes for _p, data in rows)


def test_a_queryset_that_can_match_nothing_gives_no_rows():
    trail(1, b"x")
    assert bulk.rows_of(RatingTrail.objects.filter(player_id__in=[]).values_list("id")) == []
