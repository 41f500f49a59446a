"""``update_rows`` rewrites the given columns of rows found by primary key,
bytes and dates included, and leaves every other row and column alone, the
same whether it sends a statement a row or, on PostgreSQL, stages the rows in
a temporary table (from STAGE_ROWS rows, bytes in COPY's binary format)."""

from datetime import date

import pytest

from ratings.models import RatingTrail
from wdd import bulk_changes

from .helpers import EVERY_BYTE, trail

pytestmark = pytest.mark.django_db

FIELDS = ["changes", "first_day", "last_day", "data"]


@pytest.fixture(params=["a statement a row", "staged"])
def path(request, monkeypatch):
    monkeypatch.setattr(bulk_changes, "STAGE_ROWS", 1 if request.param == "staged" else 10**9)
    return request.param


def test_the_given_rows_are_rewritten_and_the_others_left(path):
    a, b, c = trail(1, b"a"), trail(2, b"b"), trail(3, b"c")
    updates = [
        (5, date(2001, 1, 1), date(2005, 2, 3), EVERY_BYTE, a.pk),
        (2, date(1999, 12, 31), date(2000, 1, 1), b"\x00", c.pk),
    ]
    bulk_changes.update_rows(RatingTrail, FIELDS, updates, using="default")
    rows = RatingTrail.objects.order_by("player").values_list("player", "system", *FIELDS)
    assert [(*r[:-1], bytes(r[-1])) for r in rows] == [
        (1, "ghost", 5, date(2001, 1, 1), date(2005, 2, 3), EVERY_BYTE),
        (2, "ghost", 1, date(2001, 1, 1), date(2001, 1, 1), b"b"),
        (3, "ghost", 2, date(1999, 12, 31), date(2000, 1, 1), b"\x00"),
    ]
    assert b.pk not in {pk for *_rest, pk in updates}
