"""ManorCon v2 (issue #17; a version of spec "More systems: ManorCon")."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system

from .helpers import positions

V2 = get_system("manorcon-v2")


def test_eliminated_powers_no_longer_count_16_so_the_survivors_share_100():
    """ManorCon's worked example (UEWBot/dipvis issue #143) notes of the 12-10-8-4 draw: "the
    numbers don't add up to 100. They would, if each elimination counted as 100 x 16 / 572".
    In v2 the eliminations count nothing: the board's sum is 208 + 156 + 112 + 48 = 524."""
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 8), ("d", 4), ("e", 0, 1905), ("f", 0, 1905), ("g", 0, 1903)]
    )
    scores = V2.exact_scores(board_)
    assert scores[:4] == [Fraction(100 * v, 524) for v in (208, 156, 112, 48)]
    assert sum(scores[:4]) == 100
    assert scores[4:] == [Fraction(1, 2), Fraction(1, 2), Fraction(3, 10)]


def test_a_board_without_eliminations_scores_as_in_manorcon():
    board_ = positions([("a", 10), ("b", 8), ("c", 6), ("d", 4), ("e", 3), ("f", 2), ("g", 1)])
    assert V2.score_game(board_) == get_system("manorcon").score_game(board_)


def test_a_solo_scores_100_and_the_others_a_tenth_per_year_played():
    board_ = positions(
        [("a", 4), ("b", 0, 1904), ("c", 18), ("d", 5), ("e", 7), ("f", 0, 1906), ("g", 0, 1906)]
    )
    assert V2.score_game(board_, end_year=1907) == pytest.approx(
        [0.7, 0.4, 100, 0.7, 0.7, 0.6, 0.6]
    )
