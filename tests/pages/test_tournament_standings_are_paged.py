"""A large event's standings come 50 lines a page (``?page=``), in the order of
the whole list (published placements by rank, then the players only the
computed standings place), with the sums of the whole list on every page."""

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.importing import import_bundle_data
from tournaments.models import ComputedStanding, Player, Standing, Tournament
from tournaments.selectors.tournaments import tournament_standings

from .helpers import text

pytestmark = pytest.mark.django_db


@pytest.fixture
def big(db):
    players = [
        {"key": f"k{i:03}", "first_name": f"P{i}", "last_name": "Player", "nationality": "FR"}
        for i in range(1, 121)
    ]
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": players,
            "tournaments": [
                {
                    "key": "big",
                    "name": "Big Cup",
                    "start_date": "2020-05-01",
                    "end_date": "2020-05-03",
                    "rounds": 3,
                    # 110 published placements (ties on every tenth rank)
                    "standings": [
                        {"player": f"k{i:03}", "rank": i - (i % 10 == 0)} for i in range(1, 111)
                    ],
                }
            ],
        }
    )
    return Tournament.objects.get(key="big")


def lines(client, tournament, query=""):
    response = client.get(tournament.get_absolute_url() + query)
    assert response.status_code == 200
    return response, response.context["standings"]


def test_fifty_lines_a_page_with_the_whole_list_summed(client, big):
    response, first = lines(client, big)
    assert [line.rank for line in first.lines][:3] == [1, 2, 3] and len(first.lines) == 50
    _, third = lines(client, big, "?page=3")
    assert len(third.lines) == 10 and third.lines[-1].player.key == "k110"
    assert first.count == third.count == 110
    assert response.context["players"] == 110  # N, for the percentile and V
    page = text(response)
    assert 'href="?page=2#standings"' in page and 'href="?page=3#standings"' in page


def test_a_bad_page_number_gives_the_nearest_page(client, big):
    assert lines(client, big, "?page=99")[1].page.number == 3
    assert lines(client, big, "?page=x")[1].page.number == 1


def test_pages_follow_the_order_of_the_whole_list(client, big):
    """Published placements first, then the computed-only players, across the
    page where one ends and the other begins."""
    computed = []
    for i, player in enumerate(Player.objects.order_by("key"), start=1):
        rank = 121 - i  # the reverse order: computed ranks differ from published ones
        computed.append(
            ComputedStanding(
                tournament=big, player=player, rank=rank, score=float(i), dip_pouch_score=50.0
            )
        )
    ComputedStanding.objects.bulk_create(computed)
    whole = tournament_standings(big)
    paged = [line for n in (1, 2, 3) for line in lines(client, big, f"?page={n}")[1].lines]
    assert [line.player.key for line in paged] == [line.player.key for line in whole.lines]
    assert [(line.computed.rank if line.computed else None) for line in paged] == [
        line.computed.rank for line in whole.lines
    ]
    _, page = lines(client, big)
    assert page.differ and page.count == 120 and page.players == 110


def test_every_page_costs_the_same_queries(client, big):
    counts = []
    for query in ("", "?page=3"):
        client.get(big.get_absolute_url() + query)  # warm
        caches["pages"].clear()
        with CaptureQueriesContext(connection) as ctx:
            client.get(big.get_absolute_url() + query)
        counts.append(len(ctx.captured_queries))
    assert counts[0] == counts[1] <= 10
    assert Standing.objects.filter(tournament=big).count() == 110
