"""Bounded queries: a leaderboard page costs at most 10, whatever page or filter."""

import pytest

URL = "/ratings/dip-pouch/overall/"


@pytest.mark.parametrize(
    ("url", "params"),
    [
        (URL, {}),
        (URL, {"page": "3"}),
        (URL, {"page": "2", "sort": "-rating"}),
        (URL, {"min_events": "2", "active": "3", "q": "first"}),
        (URL + "FR/", {}),
        (URL + "FR/", {"page": "2", "location": "FR"}),
        (URL, {"_export": "csv"}),
        ("/ratings/", {}),
    ],
)
def test_a_page_runs_at_most_10_queries(
    client, table_120, django_assert_max_num_queries, url, params
):
    client.get(URL)  # warm the per-table caches (country choices) like a live site
    with django_assert_max_num_queries(10):
        response = client.get(url, params)
    assert response.status_code == 200


def test_the_query_count_does_not_grow_with_the_page_number(
    client, db, django_assert_max_num_queries
):
    from .factories import make_table

    make_table(600)
    client.get(URL)
    with django_assert_max_num_queries(10):
        assert client.get(URL, {"page": "12"}).status_code == 200
