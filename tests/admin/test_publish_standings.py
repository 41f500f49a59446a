"""Publishing the computed standings is one action (ties included), and so is
re-publishing after a correction; only the owner (or a superuser) may."""

import pytest

from tournaments.models import ComputedStanding, GameResult, Standing, Tournament
from tournaments.standings import recompute_standings

from .helpers import admin_url, messages_of


@pytest.fixture
def tied(t1, players):
    """Alice's t1 as a sum-of-squares board with a tie: 10, 10, 8, 6 centres."""
    t = t1.tournament
    Tournament.objects.filter(pk=t.pk).update(scoring_system="sum-of-squares")
    Standing.objects.filter(tournament=t).delete()
    GameResult.objects.filter(game=t1.board).delete()
    for player, power, centres in zip(
        players[:4], ("Austria", "England", "France", "Germany"), (10, 10, 8, 6), strict=True
    ):
        GameResult.objects.create(game=t1.board, player=player, power=power, centres=centres)
    return t1


def published(t):
    return sorted(Standing.objects.filter(tournament=t).values_list("player__key", "rank", "score"))


def test_the_action_publishes_the_computed_standings_ties_included(alice_client, tied):
    t = tied.tournament
    response = alice_client.post(
        admin_url("tournament_changelist"),
        {"action": "publish_computed", "_selected_action": [str(t.pk)]},
        follow=True,
    )
    assert "4 computed placements published (ties kept)" in " ".join(messages_of(response))
    ranks = dict(Standing.objects.filter(tournament=t).values_list("player__key", "rank"))
    assert ranks == {"p-ana": 1, "p-ben": 1, "p-cat": 3, "p-dan": 4}
    recompute_standings([t.pk])
    computed = sorted(
        ComputedStanding.objects.filter(tournament=t).values_list("player__key", "rank", "score")
    )
    assert published(t) == computed
    percentiles = dict(
        Standing.objects.filter(tournament=t).values_list("player__key", "dip_pouch_score")
    )
    assert percentiles["p-ana"] == pytest.approx((4 + 0.5 - 1) / 4 * 100)
    assert t.history.latest().history_change_reason == "published the computed standings"


def test_republishing_after_a_correction_is_one_click(alice_client, tied):
    t = tied.tournament
    url = admin_url("tournament_publish", t.pk)
    alice_client.post(url)
    GameResult.objects.filter(game=tied.board, power="Austria").update(centres=4)  # a correction
    response = alice_client.post(url, follow=True)
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", t.pk)
    ranks = dict(Standing.objects.filter(tournament=t).values_list("player__key", "rank"))
    assert ranks == {"p-ben": 1, "p-cat": 2, "p-dan": 3, "p-ana": 4}


def test_the_change_page_offers_the_button_and_a_get_publishes_nothing(alice_client, tied):
    t = tied.tournament
    page = alice_client.get(admin_url("tournament_change", t.pk))
    assert admin_url("tournament_publish", t.pk) in page.content.decode()
    alice_client.get(admin_url("tournament_publish", t.pk))
    assert not Standing.objects.filter(tournament=t).exists()


def test_another_organizer_cannot_publish(bob_client, tied):
    t = tied.tournament
    bob_client.post(admin_url("tournament_publish", t.pk))
    bob_client.post(
        admin_url("tournament_changelist"),
        {"action": "publish_computed", "_selected_action": [str(t.pk)]},
    )
    assert not Standing.objects.filter(tournament=t).exists()


def test_a_tournament_without_a_scoring_system_says_why_nothing_is_published(alice_client, t1):
    response = alice_client.post(admin_url("tournament_publish", t1.tournament.pk), follow=True)
    assert "nothing published (no scoring system)" in " ".join(messages_of(response))
    assert Standing.objects.filter(tournament=t1.tournament).count() == 2  # left as they were
