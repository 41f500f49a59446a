"""On PostgreSQL a table sorted by events, most first (the events column's
first click), reads a page's ids along ``rating_events_idx`` (migration
ratings 0014) instead of sorting the whole table; and the page lists exactly
the rows of that order. SQLite has no such index (0014's docstring says why)."""

import pytest
from django.db import connection

from ratings.leaderboards import leaderboard
from ratings.models import Rating

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"
postgresql_only = pytest.mark.skipif(connection.vendor != "postgresql", reason="a PostgreSQL index")


@postgresql_only
def test_a_page_of_most_events_first_can_be_read_from_the_index(table_120):
    ids = leaderboard("dip-pouch", "overall", order="-events").values_list("pk", flat=True)
    sql, params = ids[50:100].query.sql_with_params()
    with connection.cursor() as cursor:
        # a table of 120 rows is cheaper to sort than to walk: ask for the
        # plan that needs no sort, as a table of 27,000 rows gets
        cursor.execute("SET LOCAL enable_sort = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "rating_events_idx" in plan
    assert "Sort" not in plan


def test_most_events_first_lists_the_rows_in_that_order(client, table_120):
    shown = []
    for number in (1, 2, 3):
        response = client.get(URL, {"sort": "-events", "page": number})
        shown += [r.pk for r in page_records(response)]
    expected = list(
        Rating.objects.filter(system="dip-pouch", category="overall")
        .order_by("-events", "-rating", "player_key")
        .values_list("pk", flat=True)
    )
    assert shown == expected
    events = Rating.objects.in_bulk(shown)
    assert len({events[pk].events for pk in shown}) < len(shown)  # ties are in it
