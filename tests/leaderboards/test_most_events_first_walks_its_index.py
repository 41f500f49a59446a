"""A table sorted by events, most first (the events column's first click),
lists its rows by events, then rank, then key, page after page; and SQLite
reads that page's ids along their own index instead of sorting the table."""

import pytest
from django.db import connection

from ratings.leaderboards import leaderboard
from ratings.models import Rating

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


def test_pages_by_events_follow_events_then_rank_then_key(client, table_120):
    shown = []
    for number in (1, 2, 3):
        shown += [r.pk for r in page_records(client.get(URL, {"sort": "-events", "page": number}))]
    rows = Rating.objects.filter(system="dip-pouch", category="overall")
    expected = sorted(rows, key=lambda r: (-r.events, r.rank, r.player_key))
    assert shown == [r.pk for r in expected]


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's query planner")
def test_a_page_s_ids_walk_the_events_index(table_120):
    ids = leaderboard("dip-pouch", "overall", order="-events").values_list("pk", flat=True)
    sql, params = ids[60:110].query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        plan = " ".join(str(row[-1]) for row in cursor.fetchall())
    assert "rating_events_idx" in plan
    assert "TEMP B-TREE" not in plan
