"""Paging a whole table by its sheet's ranks gives exactly the rows OFFSET
would in the rank order (rating, highest first, ties by key), ties included."""

from django.core.paginator import Paginator

from ratings.leaderboard_views_support import rank_slicer
from ratings.leaderboards import leaderboard
from ratings.models import Rating
from ratings.tables import LeaderboardPaginator

from .factories import make_table, resheet


def offset_pages(qs, per_page):
    paginator = Paginator(qs, per_page)
    return [[r.pk for r in paginator.page(n).object_list] for n in paginator.page_range]


def sliced_pages(qs, per_page, country=None):
    slicer = rank_slicer(qs, "dip-pouch", "overall", country)
    paginator = LeaderboardPaginator(qs, per_page, count=qs.count(), slicer=slicer)
    return [[r.pk for r in paginator.page(n).object_list] for n in paginator.page_range]


def test_slices_equal_offset_pages_with_ties_on_a_page_boundary(db):
    make_table(120)
    qs = leaderboard("dip-pouch", "overall")
    for per_page in (1, 7, 48, 49, 50, 51):
        assert sliced_pages(qs, per_page) == offset_pages(qs, per_page)


def test_national_slices_equal_offset_pages(db):
    make_table(120)
    qs = leaderboard("dip-pouch", "overall", country="FR")
    for per_page in (1, 5, 12, 50):
        assert sliced_pages(qs, per_page, "FR") == offset_pages(qs, per_page)


def test_a_tie_group_wider_than_a_page_is_split_by_key(db):
    make_table(30, ties=False)
    top = Rating.objects.order_by("-rating")[:3].values_list("pk", flat=True)
    Rating.objects.exclude(pk__in=list(top)).update(rating=1.0)
    resheet()
    qs = leaderboard("dip-pouch", "overall")
    assert [r.rank for r in qs] == [1, 2, 3] + [4] * 27
    assert sliced_pages(qs, 4) == offset_pages(qs, 4)


def test_a_deep_page_reads_by_the_sheet_without_a_big_offset(client, db):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    make_table(1000, ties=False)
    client.get("/ratings/dip-pouch/overall/")
    with CaptureQueriesContext(connection) as ctx:
        response = client.get("/ratings/dip-pouch/overall/", {"page": "20"})
    assert [r.record.rank for r in response.context["table"].page.object_list] == list(
        range(951, 1001)
    )
    sql = " ".join(q["sql"] for q in ctx.captured_queries).upper()
    assert "OFFSET 950" not in sql
    assert 'COUNT("RATINGS_RATING"' not in sql  # the table size comes from TableState
