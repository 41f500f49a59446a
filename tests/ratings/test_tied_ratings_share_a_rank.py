"""Ranks are competition ranks on the exact stored rating ("1224")."""

import pytest

from ratings import leaderboards, services
from ratings.models import Rating

from ..rated_rows import rated_rows
from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db


def test_players_tied_in_an_event_share_the_rank_and_the_next_one_skips(import_only):
    ranking = [("a", 1), ("b", 2), ("c", 2), ("d", 4)]
    import_only(bundle([player(k) for k in "abcd"], [tournament("t", "2015-01-01", ranking)]))

    services.recompute("dip-pouch")

    rows = {r.player.key: r for r in leaderboards.leaderboard("dip-pouch")}
    assert rows["b"].rating == rows["c"].rating
    assert [(k, rows[k].rank) for k in "abcd"] == [("a", 1), ("b", 2), ("c", 2), ("d", 4)]
    assert [r.player.key for r in leaderboards.leaderboard("dip-pouch")] == list("abcd")


def test_nearly_equal_ratings_do_not_share_a_rank(import_only):
    import_only(
        bundle(
            [player(k) for k in "abc"],
            [
                tournament("t1", "2015-01-01", ["a", "b", "c"]),
                tournament("t2", "2015-02-01", ["b", "a", "c"]),
            ],
        )
    )

    services.recompute("dip-pouch")

    ratings = dict(Rating.objects.values_list("player__key", "rating"))
    ranks = dict(rated_rows("player__key", "rank"))
    assert ratings["a"] != ratings["b"]
    assert sorted(ranks.values()) == [1, 2, 3]
