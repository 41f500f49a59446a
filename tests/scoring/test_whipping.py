"""Whipping: 10 a centre, 60 shared by the survivors, twice the centres for a lone topper,
468 for a solo, 1 a year played otherwise. The World Diplomacy Database's record of the same
shape (Weasel Moot 2007): "10 points per center, 60 points divided by the number of
survivors in a draw, 1 point per year of living for an eliminated position. Board topping
bonus of 2 points per center if there is no tie"."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

WHIPPING = get_system("whipping")


def test_a_draw_scores_centres_the_survivors_share_and_the_topping_bonus():
    board_ = positions(
        [("a", 10), ("b", 8), ("c", 7), ("d", 5), ("e", 4), ("f", 0, 1906), ("g", 0, 1904)]
    )
    # five survivors share 60: 12 each
    assert WHIPPING.exact_scores(board_) == [
        100 + 12 + 20,
        80 + 12,
        70 + 12,
        50 + 12,
        40 + 12,
        6,
        4,
    ]


def test_a_shared_top_earns_no_topping_bonus():
    board_ = positions([("a", 10), ("b", 10), ("c", 7), ("d", 7)])
    assert WHIPPING.exact_scores(board_) == [115, 115, 85, 85]


def test_seven_survivors_share_60_exactly():
    board_ = positions([("a", 6), ("b", 5), ("c", 5), ("d", 5), ("e", 5), ("f", 4), ("g", 4)])
    scores = WHIPPING.exact_scores(board_)
    assert scores[1] == 50 + Fraction(60, 7)
    assert sum(scores) == 340 + 60 + 12


def test_a_solo_scores_468_and_the_others_their_years_played():
    board_ = positions(
        [("a", 18), ("b", 9), ("c", 4), ("d", 3), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    assert WHIPPING.exact_scores(board_, end_year=1908) == [468, 8, 8, 8, 6, 4, 3]
