"""Every page runs a bounded number of queries (no N+1), whatever the data size."""

import pytest
from django.urls import reverse

from tournaments.importing import import_bundle_data

from ..rated_rows import hold_sheets
from .conftest import board, compute_everything

pytestmark = pytest.mark.django_db

MAX_QUERIES = 10


def paths(site):
    return [
        reverse("home"),
        reverse("tournament-list"),
        reverse("tournament-list") + "?country=FR&year=2013&q=paris",
        reverse("tournament-list") + "?q=sevin",  # no event: the players it names
        reverse("player-list"),
        reverse("player-list") + "?q=sevin&nationality=FR",
        reverse("player-list") + "?q=o",  # players and tournaments match
        reverse("circuit-list"),
        site.circuit.get_absolute_url(),
        reverse("catalogue"),
        reverse("scoring-system-detail", args=["win-tier"]),
        reverse("rating-system-detail", args=["ghost"]),
        *(t.get_absolute_url() for t in site.tournaments.values()),
        *(p.get_absolute_url() for p in site.players.values()),
    ]


def test_each_page_runs_at_most_ten_queries(site, client, django_assert_max_num_queries):
    hold_sheets()  # as a live site's processes do, once a table's version
    for path in paths(site):
        with django_assert_max_num_queries(MAX_QUERIES):
            assert client.get(path).status_code == 200, path


def more_events(n):
    """n more two-round events of the same players, in the circuit, with boards."""
    seats = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"]
    return {
        "format": "diplomacy-results",
        "version": 1,
        "tournaments": [
            {
                "key": f"more{i}",
                "name": f"More {i}",
                "start_date": f"2016-{i % 12 + 1:02d}-01",
                "end_date": f"2016-{i % 12 + 1:02d}-02",
                "country": "DE",
                "rounds": 2,
                "scoring_system": "sum-of-squares",
                "circuits": ["gp"],
                "boards": [
                    board(1, 1, seats, (10, 8, 6, 4, 3, 3, 0)),
                    board(2, 1, seats[::-1], (9, 9, 7, 5, 2, 2, 0)),
                ],
            }
            for i in range(n)
        ],
    }


def test_the_counts_do_not_grow_with_the_data(site, client, django_assert_max_num_queries):
    import_bundle_data(more_events(15))
    compute_everything()
    hold_sheets()
    for path in paths(site):
        with django_assert_max_num_queries(MAX_QUERIES):
            assert client.get(path).status_code == 200, path
