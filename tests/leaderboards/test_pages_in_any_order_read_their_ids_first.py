"""A page in any order but the rank's reads its 50 ids first, from the order's
columns alone, then those rows: the same rows in the same order as slicing
the whole sorted table, filtered or not, with ties kept in key order."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings.leaderboards import leaderboard

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


@pytest.mark.parametrize(
    ("sort", "filters"),
    [
        ("-events", {}),
        ("events", {}),
        ("nationality", {}),
        ("-last_played", {}),
        ("-name", {"min_events": "2"}),
        ("-events", {"min_events": "3"}),
        ("rank", {"min_events": "2"}),
    ],
)
def test_each_page_is_the_slice_of_the_sorted_table(client, table_120, sort, filters):
    whole = list(
        leaderboard("dip-pouch", "overall", order=sort, **filters).values_list("pk", flat=True)
    )
    shown, number, pages = [], 0, 1
    while number < pages:
        number += 1
        response = client.get(URL, {"sort": sort, "page": number, **filters})
        pages = response.context["table"].page.paginator.num_pages
        shown += [r.pk for r in page_records(response)]
    assert shown == whole
    assert len(whole) > 50  # more than one page was compared


def test_the_ids_are_read_without_the_players(client, table_120):
    with CaptureQueriesContext(connection) as queries:
        client.get(URL, {"sort": "-events", "page": 2})
    reads = [q["sql"] for q in queries.captured_queries if "ratings_rating" in q["sql"]]
    first = next(sql for sql in reads if "LIMIT" in sql)
    assert 'SELECT "ratings_rating"."id"' in first and "tournaments_player" not in first
    assert any("tournaments_player" in sql and " IN (" in sql for sql in reads)
