"""Rank-based page slicing gives exactly the rows OFFSET would, ties included."""

from django.core.paginator import Paginator

from ratings.leaderboard_views_support import rank_slicer
from ratings.models import Rating
from ratings.tables import LeaderboardPaginator

from .factories import make_table


def offset_pages(qs, per_page):
    paginator = Paginator(qs, per_page)
    return [[r.pk for r in paginator.page(n).object_list] for n in paginator.page_range]


def sliced_pages(qs, per_page, field="rank"):
    paginator = LeaderboardPaginator(qs, per_page, count=qs.count(), slicer=rank_slicer(qs, field))
    return [[r.pk for r in paginator.page(n).object_list] for n in paginator.page_range]


def test_slices_equal_offset_pages_with_ties_on_a_page_boundary(db):
    make_table(120)
    qs = Rating.objects.filter(system="dip-pouch", category="overall").order_by("rank", "id")
    for per_page in (1, 7, 48, 49, 50, 51):
        assert sliced_pages(qs, per_page) == offset_pages(qs, per_page)


def test_national_slices_equal_offset_pages(db):
    make_table(120)
    qs = Rating.objects.filter(system="dip-pouch", category="overall", nationality="FR").order_by(
        "national_rank", "id"
    )
    for per_page in (1, 5, 12, 50):
        assert sliced_pages(qs, per_page, "national_rank") == offset_pages(qs, per_page)


def test_a_tie_group_wider_than_a_page_is_split_by_id(db):
    make_table(30, ties=False)
    Rating.objects.filter(rank__gt=3).update(rank=4, rating=1.0)
    qs = Rating.objects.order_by("rank", "id")
    assert sliced_pages(qs, 4) == offset_pages(qs, 4)


def test_a_deep_page_reads_from_the_rank_index_without_a_big_offset(client, db):
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
