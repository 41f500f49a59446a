"""``?sort=rating`` (lowest first) lists the rows of a sort by rating with
ties by key reversed, page after page, ties straddling a page included; and
the database reads it backwards along the order index (rating, highest
first) instead of sorting the table."""

from django.db import connection

from ratings.leaderboards import ORDERINGS, leaderboard
from ratings.models import Rating

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


def test_lowest_first_is_the_rating_order_ties_reversed(client, table_120):
    shown = []
    for number in (1, 2, 3):
        response = client.get(URL, {"sort": "rating", "page": number})
        shown += [r.pk for r in page_records(response)]
    expected = list(
        Rating.objects.filter(system="dip-pouch", category="overall")
        .order_by("rating", "-player__key")
        .values_list("pk", flat=True)
    )
    assert shown == expected
    ratings = Rating.objects.in_bulk(shown)
    assert len({ratings[pk].rating for pk in shown}) < len(shown)  # ties are in it


def test_the_plan_walks_the_order_index(table_120):
    rows = leaderboard("dip-pouch", "overall", order="rating")
    sql, params = rows.query.sql_with_params()
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
            plan = " ".join(str(row[-1]) for row in cursor.fetchall())
            assert "rating_order_idx" in plan
            assert "TEMP B-TREE FOR ORDER BY" not in plan
    assert ORDERINGS["rating"][0] == "-rank"  # the rank order reversed: the rating's, lowest first
