"""World Classic (issue #17).

The World Diplomacy Wiki's summary of Peter McNamara's system: "10 point by supply center; 48
point bonus for Topboarder; shared topboarder share equally the bonus; 30 point for survival
in a non solo game; 1 point by year of survival in a non solo game"; the solo is worth 420
(Diplomacy Tournament Visualiser)."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

WC = get_system("world-classic")


def test_a_lone_topper_gets_the_48_point_bonus():
    board_ = positions(
        [("a", 0, 1904), ("b", 5), ("c", 3), ("d", 13), ("e", 3), ("f", 4), ("g", 6)]
    )
    assert WC.score_game(board_) == [3, 80, 60, 30 + 130 + 48, 60, 70, 90]


def test_shared_toppers_share_the_bonus_equally():
    """The rules: "shared topboarder share equally the bonus"."""
    board_ = positions([("a", 4), ("b", 4), ("c", 4), ("d", 6), ("e", 4), ("f", 6), ("g", 6)])
    assert WC.exact_scores(board_) == [70, 70, 70, 106, 70, 106, 106]
    board_ = positions([("a", 17), ("b", 17)])
    assert WC.exact_scores(board_) == [224, 224]


def test_an_eliminated_player_scores_a_point_per_year_survived():
    """The rules: "1 point by year of survival": eliminated in 1905, 1901 to 1904 survived."""
    board_ = positions([("a", 0, 1905), ("b", 0, 1909), ("c", 17), ("d", 17)])
    assert WC.score_game(board_)[:2] == [4, 8]


def test_a_solo_scores_420_and_no_one_else_scores_in_a_solo_game():
    """The rules: "30 point for survival in a non solo game; 1 point by year of survival in a non solo
    game": on a solo board only the soloist scores."""
    board_ = positions(
        [("a", 0, 1904), ("b", 4), ("c", 0, 1906), ("d", 18), ("e", 0, 1906), ("f", 5), ("g", 7)]
    )
    assert WC.exact_scores(board_) == [0, 0, 0, Fraction(420), 0, 0, 0]
