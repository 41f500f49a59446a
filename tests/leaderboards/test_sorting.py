"""Sortable columns (django-tables2 ?sort=)."""

import re

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


def test_default_order_is_by_rank(client, table_120):
    ranks = [r.rank for r in page_records(client.get(URL))]
    assert ranks == sorted(ranks)
    assert ranks[:3] == [1, 2, 3]


def test_sort_by_last_name(client, table_120):
    records = page_records(client.get(URL, {"sort": "name"}))
    names = [r.player.last_name for r in records]
    assert names == sorted(names)
    assert names[0] == "Last0001"


def test_sort_by_score_ascending_and_descending(client, table_120):
    up = [r.rating for r in page_records(client.get(URL, {"sort": "rating"}))]
    down = [r.rating for r in page_records(client.get(URL, {"sort": "-rating"}))]
    assert up == sorted(up) and up[0] == min(up)
    assert down == sorted(down, reverse=True) and down[0] == 90.0


def test_sorted_pages_follow_one_another(client, table_120):
    keys = []
    for number in (1, 2, 3):
        response = client.get(URL, {"sort": "-events", "page": number})
        keys += [r.player.key for r in page_records(response)]
    assert len(keys) == len(set(keys)) == 120


def test_headers_link_to_sorting_and_reset_the_page(client, table_120):
    html = client.get(URL, {"page": "2"}).content.decode()
    assert 'href="?sort=name"' in html
    assert 'href="?sort=-rating"' in html  # the first click sorts best first


def test_an_unknown_sort_column_is_ignored(client, table_120):
    response = client.get(URL, {"sort": "password"})
    assert response.status_code == 200
    assert [r.rank for r in page_records(response)][:2] == [1, 2]


def test_scores_are_rounded_to_two_decimals(client, table_120):
    from ratings.models import Rating

    Rating.objects.filter(player__key="p0000").update(rating=93.2199999)  # still first
    html = client.get(URL).content.decode()
    assert re.search(r'<td class="num"><a [^>]*>93\.22</a></td>', html)  # linked to the history
