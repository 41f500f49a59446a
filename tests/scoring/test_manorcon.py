"""ManorCon (spec: "More systems: ManorCon")."""

import pytest

from tournaments.scoring import get_system

from .helpers import positions

MC = get_system("manorcon")


def test_draw_scores_share_of_the_board_value():
    board_ = positions([("a", 10), ("b", 8), ("c", 6), ("d", 4), ("e", 3), ("f", 2), ("g", 1)])
    values = [156, 112, 76, 48, 37, 28, 21]  # S^2 + 4S + 16
    assert MC.score_game(board_) == pytest.approx([100 * v / 478 for v in values], abs=1e-12)


def test_eliminated_count_16_in_the_board_value_and_score_a_tenth_per_year_played():
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 8), ("d", 4), ("e", 0, 1905), ("f", 0, 1905), ("g", 0, 1903)]
    )
    # board value 208 + 156 + 112 + 48 + 3 * 16 = 572
    expected = [100 * 208 / 572, 100 * 156 / 572, 100 * 112 / 572, 100 * 48 / 572, 0.5, 0.5, 0.3]
    assert MC.score_game(board_) == pytest.approx(expected, abs=1e-12)


def test_solo_scores_75_and_survivors_as_if_eliminated_in_the_solo_year():
    board_ = positions(
        [("a", 18), ("b", 8), ("c", 4), ("d", 2), ("e", 2), ("f", 0, 1905), ("g", 0, 1903)]
    )
    assert MC.score_game(board_, end_year=1907) == pytest.approx([75, 0.7, 0.7, 0.7, 0.7, 0.5, 0.3])


def test_solo_year_defaults_to_1909_when_not_recorded():
    board_ = positions(
        [("a", 18), ("b", 8), ("c", 4), ("d", 2), ("e", 2), ("f", 0, 1905), ("g", 0, 1903)]
    )
    assert MC.score_game(board_) == pytest.approx([75, 0.9, 0.9, 0.9, 0.9, 0.5, 0.3])


def test_end_year_before_an_elimination_is_rejected():
    board_ = positions([("a", 18), ("b", 16), ("c", 0, 1908)])
    with pytest.raises(ValueError):
        MC.score_game(board_, end_year=1906)
