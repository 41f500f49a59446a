"""Each page the benchmark times runs at most 10 queries, whatever the page
number, the filter or the size of the player or tournament shown.

On a generated 300-player site (see conftest): the leaderboard pages (first,
last, national, filtered, searched, sorted, downloaded) of an event-based and
a game-based system, the tournament page and the player page. Query counts
only: the times are the benchmark's business (bench/README.md).
"""

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext

pytestmark = pytest.mark.django_db

MAX_QUERIES = 10
SYSTEMS = ("dip-pouch", "ghost")


def leaderboard_paths(site, system):
    t = site.tables[system]
    return {
        "page 1": t.url,
        "last page": f"{t.url}?page={t.pages}",
        "beyond the last page": f"{t.url}?page=99999",
        "national": f"{t.url}{t.nationality}/",
        "national page 2": f"{t.url}{t.nationality}/?page=2",
        "filtered": f"{t.url}?min_events=2&active=10",
        "name search": f"{t.url}?q=ma",
        "location": f"{t.url}?location={t.nationality}",
        "sorted by name, page 2": f"{t.url}?sort=name&page=2",
        "sorted by events": f"{t.url}?sort=-events",
        "csv download": f"{t.url}?_export=csv",
    }


def count_queries(client, path):
    """The queries of rendering the page (not of serving it from the page cache)."""
    caches["pages"].clear()
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(path)
    assert response.status_code == 200, path
    return len(ctx.captured_queries)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize(
    "page",
    [
        "page 1", "last page", "beyond the last page", "national", "national page 2", "filtered",
        "name search", "location", "sorted by name, page 2", "sorted by events", "csv download",
    ],
)  # fmt: skip
def test_a_leaderboard_page_runs_at_most_10_queries(
    site, warm_client, django_assert_max_num_queries, system, page
):
    path = leaderboard_paths(site, system)[page]
    with django_assert_max_num_queries(MAX_QUERIES):
        response = warm_client.get(path)
    assert response.status_code == 200, path


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_last_page_costs_what_the_first_costs(site, warm_client, system):
    t = site.tables[system]
    assert t.pages >= 5, "the dataset should give a table of several pages"
    first = count_queries(warm_client, t.url)
    assert count_queries(warm_client, f"{t.url}?page={t.pages}") == first
    assert count_queries(warm_client, f"{t.url}?page={t.pages // 2}") == first


@pytest.mark.parametrize("which", ["largest_tournament", "smallest_tournament"])
def test_a_tournament_page_runs_at_most_10_queries(
    site, warm_client, django_assert_max_num_queries, which
):
    with django_assert_max_num_queries(MAX_QUERIES):
        response = warm_client.get(getattr(site, which).get_absolute_url())
    assert response.status_code == 200


@pytest.mark.parametrize("which", ["busiest_player", "quietest_player"])
def test_a_player_page_runs_at_most_10_queries(
    site, warm_client, django_assert_max_num_queries, which
):
    with django_assert_max_num_queries(MAX_QUERIES):
        response = warm_client.get(getattr(site, which).get_absolute_url())
    assert response.status_code == 200


def test_no_n_plus_1_on_the_tournament_page(site, warm_client):
    """The largest event (most boards, players) costs no more queries than the smallest."""
    big, small = site.largest_tournament, site.smallest_tournament
    assert big.pk != small.pk
    assert count_queries(warm_client, big.get_absolute_url()) == count_queries(
        warm_client, small.get_absolute_url()
    )


def test_no_n_plus_1_on_the_player_page(site, warm_client):
    """The busiest player (most boards and online games) costs no more queries
    than the quietest."""
    busy, quiet = site.busiest_player, site.quietest_player
    assert busy.game_results.count() > 5 * quiet.game_results.count()
    assert count_queries(warm_client, busy.get_absolute_url()) == count_queries(
        warm_client, quiet.get_absolute_url()
    )


def test_the_home_page_and_the_ratings_index_run_at_most_10_queries(
    site, warm_client, django_assert_max_num_queries
):
    for path in ("/", "/ratings/"):
        with django_assert_max_num_queries(MAX_QUERIES):
            assert warm_client.get(path).status_code == 200, path
