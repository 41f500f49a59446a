"""List pages past the middle are read from the end of the list
(``wdd.paging.NearerEndPaginator``): the last page of 147,000 online games
no longer walks them all. Read either way, the pages are the same: together
they list every row once, in the list's order, ties included."""

from datetime import date

import pytest
from django.core.paginator import Paginator
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Tournament
from wdd.paging import NearerEndPaginator, totally_ordered


@pytest.fixture
def tied_tournaments(db):
    """23 events on three dates, several sharing their date and their name:
    the list's own order (newest first, then name) leaves them tied."""
    for i in range(23):
        day = date(2020, 1 + i % 3, 1)
        Tournament.objects.create(
            key=f"t{i:02}", name=f"Open {i % 4}", start_date=day, end_date=day
        )


@pytest.mark.parametrize("orphans", [0, 2])
def test_every_page_read_from_either_end_lists_each_row_once_in_order(tied_tournaments, orphans):
    rows = Tournament.objects.order_by("-end_date", "-start_date", "name")
    expected = list(totally_ordered(rows).values_list("pk", flat=True))
    paginator = NearerEndPaginator(rows, 5, orphans=orphans)
    pages = [[t.pk for t in paginator.page(n).object_list] for n in paginator.page_range]
    assert [pk for page in pages for pk in page] == expected
    plain = Paginator(totally_ordered(rows), 5, orphans=orphans)
    assert pages == [[t.pk for t in plain.page(n).object_list] for n in plain.page_range]


def test_ties_are_broken_by_the_primary_key_in_both_directions(tied_tournaments):
    rows = Tournament.objects.order_by("-end_date", "-start_date", "name")
    ordered = totally_ordered(rows)
    assert ordered.query.order_by[-1] == "pk"
    assert totally_ordered(ordered).query.order_by == ordered.query.order_by  # not twice


def test_the_last_page_walks_no_row_before_it(tied_tournaments):
    paginator = NearerEndPaginator(Tournament.objects.all(), 5)
    with CaptureQueriesContext(connection) as queries:
        last = list(paginator.page(paginator.num_pages).object_list)
    assert len(last) == 3
    (select,) = [q["sql"] for q in queries if "LIMIT" in q["sql"]]
    assert "OFFSET" not in select  # the first rows of the reversed list
    with CaptureQueriesContext(connection) as queries:
        list(paginator.page(2).object_list)  # before the middle: forwards
    (select,) = [q["sql"] for q in queries if "LIMIT" in q["sql"]]
    assert "OFFSET 5" in select


def test_the_tournament_list_and_the_api_read_their_last_page_backwards(client, db):
    day = date(2020, 1, 1)
    Tournament.objects.bulk_create(
        Tournament(key=f"t{i:03}", name=f"Open {i:03}", start_date=day, end_date=day)
        for i in range(120)
    )
    for url in ("/tournaments/?page=3", "/api/v1/tournaments/?page=3"):
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        assert response.status_code == 200
        selects = [
            q["sql"]
            for q in queries
            if "LIMIT" in q["sql"] and 'FROM "tournaments_tournament"' in q["sql"]
        ]
        assert selects and not [sql for sql in selects if "OFFSET" in sql], url
    keys = [
        t["key"]
        for n in (1, 2, 3)
        for t in client.get(f"/api/v1/tournaments/?page={n}").json()["results"]
    ]
    assert sorted(keys) == [f"t{i:03}" for i in range(120)]  # each once
