"""C-Diplo 80 (issue #17; the C-Diplo family of spec "More systems: C-Diplo 100")."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system

from .helpers import positions

CD80 = get_system("c-diplo-80")


def test_the_wdd_c_diplo_example_board_scores_80_with_25_14_7_and_no_point_for_playing():
    """The WDD's C-Diplo 100 worked example (scoring_class.php?id_scoring=5): "Austia 4 c.
    1+4=5, England 0 c. 1+0=1, France 9 c. 1+9+38=48, Germany 7 c. 1+7+(14+7)/2=18.5, Italy
    7 c. 1+7+(14+7)/2=18.5, Russia 3 c. 1+3=4, Turkey 4 c. 1+4=5, Total 34 c. 100". In C-Diplo
    80 the same board loses the point for playing and the topper's bonus is 25, not 38."""
    board_ = positions([("a", 4), ("e", 0, 1905), ("f", 9), ("g", 7), ("i", 7), ("r", 3), ("t", 4)])
    assert CD80.score_game(board_) == [4, 0, 34, 17.5, 17.5, 3, 4]
    assert sum(CD80.exact_scores(board_)) == 80


def test_the_second_wdd_example_shares_the_third_bonus_between_two_fives():
    """WDD: "Austria 5 c. 1+5+(7)/2=9.5 ... England 9 c. 1+9+38=48 ... Turkey 7 c. 1+7+14=22"."""
    board_ = positions([("a", 5), ("e", 9), ("f", 4), ("g", 5), ("i", 3), ("r", 1), ("t", 7)])
    assert CD80.score_game(board_) == [8.5, 34, 4, 8.5, 3, 1, 21]


def test_three_tied_toppers_split_all_three_bonuses():
    board_ = positions(
        [("a", 11), ("b", 11), ("c", 11), ("d", 1), ("e", 0, 1905), ("f", 0, 1906), ("g", 0, 1907)]
    )
    assert CD80.exact_scores(board_)[:4] == [Fraction(11 * 3 + 46, 3)] * 3 + [1]


def test_eliminated_players_tied_on_zero_share_the_third_bonus_they_cover():
    board_ = positions([("a", 17), ("b", 17)] + [(f"x{i}", 0, 1904 + i) for i in range(5)])
    assert CD80.score_game(board_) == pytest.approx([36.5, 36.5, 1.4, 1.4, 1.4, 1.4, 1.4])


def test_a_solo_scores_80_and_everyone_else_0():
    board_ = positions([("a", 18), ("b", 10), ("c", 6), ("d", 0, 1906)])
    assert CD80.score_game(board_) == [80, 0, 0, 0]


def test_a_short_board_with_neutrals_left_adds_up_to_less_than_80():
    board_ = positions([("a", 8), ("b", 6), ("c", 4)])
    assert CD80.score_game(board_) == [33, 20, 11]
