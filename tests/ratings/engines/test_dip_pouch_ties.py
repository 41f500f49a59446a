"""Tied players share the best placement of the tie; the next one skips."""

import pytest

from ratings.engines import get_engine
from ratings.engines.dip_pouch import placements_from_ranks

from .factories import event

ENGINE = get_engine("dip-pouch")


def test_two_players_tied_for_59th_both_have_p_59_and_the_next_is_61st():
    placements = [(f"p{i}", i) for i in range(1, 59)]
    placements += [("tie-a", 59), ("tie-b", 59), ("last", 61)]
    n = len(placements)
    assert n == 61
    table = ENGINE.compute([event(1, placements)])
    s = {c.player: c.score for c in table.changes}
    assert s["tie-a"] == s["tie-b"] == pytest.approx((n + 0.5 - 59) / n * 100)
    assert s["last"] == pytest.approx((n + 0.5 - 61) / n * 100)
    assert table.ratings["tie-a"].rating == table.ratings["tie-b"].rating


def test_a_tie_for_first_shares_the_winners_score():
    table = ENGINE.compute([event(1, [("a", 1), ("b", 1), ("c", 3)])])
    s = {c.player: c.score for c in table.changes}
    assert s["a"] == s["b"] == pytest.approx(2.5 / 3 * 100)
    assert s["c"] == pytest.approx(0.5 / 3 * 100)


def test_dense_ranks_are_read_as_competition_placements():
    # 1, 2, 2, 3 as given by some sources: the "3" is the fourth placed player.
    assert placements_from_ranks([1, 2, 2, 3]) == {1: 1, 2: 2, 3: 4}
    assert placements_from_ranks([3, 1, 2, 2]) == {1: 1, 2: 2, 3: 4}
