"""Olympic: the Bangkok shape (domination shares, survival points) with 4 / 1.5 / 0.5 shares
and a 46-point solo, as the Diplomacy Tournament Visualiser describes it."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

OLYMPIC = get_system("olympic")


def test_the_domination_bonus_is_shared_four_one_and_a_half_half():
    board_ = positions([("a", 8), ("b", 7), ("c", 6), ("d", 5), ("e", 4), ("f", 4), ("g", 0, 1904)])
    # shares 4 + 1.5 + 0.5 = 6: 12 * 4 / 6 = 8, 12 * 1.5 / 6 = 3, 12 * 0.5 / 6 = 1
    assert OLYMPIC.exact_scores(board_) == [
        8 + 8 + 3,
        7 + 3 + 3,
        6 + 1 + 3,
        5 + 3,
        4 + 3,
        4 + 3,
        Fraction(6, 5),
    ]


def test_shared_toppers_split_the_bonus_with_the_players_two_behind():
    board_ = positions([("a", 8), ("b", 8), ("c", 6), ("d", 6), ("e", 3), ("f", 3), ("g", 0, 1906)])
    # shares 4 + 4 + 0.5 + 0.5 = 9
    scores = OLYMPIC.exact_scores(board_)
    assert scores[:4] == [
        8 + Fraction(48, 9) + 3,
        8 + Fraction(48, 9) + 3,
        6 + Fraction(6, 9) + 3,
        6 + Fraction(6, 9) + 3,
    ]
    assert sum(scores[:6]) == 34 + 12 + 6 * 3


def test_a_solo_scores_46_and_everyone_else_nothing():
    board_ = positions(
        [("a", 18), ("b", 7), ("c", 5), ("d", 4), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    assert OLYMPIC.exact_scores(board_) == [46, 0, 0, 0, 0, 0, 0]


def test_survival_years_count_the_year_of_elimination_as_in_bangkok():
    # Bangkok's published reading: eliminated in 1905 is 5 years, 1.5 points
    board_ = positions(
        [("a", 10), ("b", 9), ("c", 8), ("d", 7), ("e", 0, 1905), ("f", 0, 1905), ("g", 0, 1902)]
    )
    assert OLYMPIC.exact_scores(board_)[4:] == [Fraction(3, 2), Fraction(3, 2), Fraction(3, 5)]
    assert OLYMPIC.exact_scores(board_)[4:] == get_system("bangkok").exact_scores(board_)[4:]
