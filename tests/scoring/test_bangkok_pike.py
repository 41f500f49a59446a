"""Bangkok-Pike: fixed topping bonuses instead of Bangkok's shares, a 60-point solo and 0.1
a year played for the others, as the Diplomacy Tournament Visualiser describes it ("Lone
board topper gets a 6-point bonus ... If there's a lone board topper and nobody has exactly
1 centre less than them, the board topper also gets this 4-point bonus")."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

PIKE = get_system("bangkok-pike")


def test_a_lone_topper_with_nobody_within_two_takes_all_twelve_bonus_points():
    board_ = positions(
        [("a", 12), ("b", 9), ("c", 5), ("d", 4), ("e", 2), ("f", 1), ("g", 0, 1906)]
    )
    assert PIKE.exact_scores(board_) == [
        12 + 3 + 6 + 4 + 2,
        9 + 3,
        5 + 3,
        4 + 3,
        2 + 3,
        1 + 3,
        Fraction(6, 10),
    ]


def test_a_rival_one_behind_takes_the_four_points():
    board_ = positions([("a", 10), ("b", 9), ("c", 9), ("d", 6)])
    assert PIKE.exact_scores(board_) == [10 + 3 + 6, 9 + 3 + 4, 9 + 3 + 4, 6 + 3]


def test_with_nobody_one_behind_a_rival_two_behind_takes_only_the_two_points():
    board_ = positions([("a", 10), ("b", 8), ("c", 7), ("d", 6)])
    assert PIKE.exact_scores(board_) == [10 + 3 + 6 + 4, 8 + 3 + 2, 7 + 3, 6 + 3]


def test_shared_toppers_take_four_each():
    board_ = positions(
        [("a", 9), ("b", 9), ("c", 8), ("d", 7), ("e", 1), ("f", 0, 1905), ("g", 0, 1907)]
    )
    assert PIKE.exact_scores(board_) == [
        9 + 3 + 4,
        9 + 3 + 4,
        8 + 3 + 4,
        7 + 3 + 2,
        1 + 3,
        Fraction(1, 2),
        Fraction(7, 10),
    ]


def test_a_solo_scores_60_and_the_others_as_if_eliminated_in_the_solo_year():
    board_ = positions(
        [("a", 19), ("b", 7), ("c", 5), ("d", 3), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    assert PIKE.exact_scores(board_, end_year=1907) == [
        60,
        Fraction(7, 10),
        Fraction(7, 10),
        Fraction(7, 10),
        Fraction(6, 10),
        Fraction(4, 10),
        Fraction(3, 10),
    ]


def test_the_bonuses_go_to_survivors_only():
    # the topper holds 2: the eliminated power is 2 behind but takes no bonus
    board_ = positions([("a", 2), ("b", 1), ("c", 0, 1902)])
    assert PIKE.exact_scores(board_, end_year=1902) == [2 + 3 + 6, 1 + 3 + 4, Fraction(2, 10)]
