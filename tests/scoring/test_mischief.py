"""Mischief: the Diplomacy Tournament Visualiser's description and cases (solo 34; else 1 a
centre, +5 for a lone board top, +1 each for a two-way top, nothing for three or more)."""

from tournaments.scoring import get_system

from .helpers import positions

MISCHIEF = get_system("mischief")


def test_a_lone_topper_adds_5():
    """Visualiser case "lone top": 0-6-8-7-9-0-4, Italy tops alone with 9 and scores 14."""
    board_ = positions(
        [("a", 0, 1904), ("e", 6), ("f", 8), ("g", 7), ("i", 9), ("r", 0, 1904), ("t", 4)]
    )
    assert MISCHIEF.exact_scores(board_) == [0, 6, 8, 7, 14, 0, 4]


def test_two_toppers_add_1_each():
    """Visualiser case "2way": Austria and Turkey share the top on 8 and score 9 each."""
    board_ = positions(
        [("a", 8), ("e", 5), ("f", 7), ("g", 0, 1904), ("i", 0, 1908), ("r", 6), ("t", 8)]
    )
    assert MISCHIEF.exact_scores(board_) == [9, 5, 7, 0, 0, 6, 9]


def test_three_toppers_get_no_bonus():
    """Visualiser case "3way": 9-9-9 at the top score their centres only."""
    board_ = positions(
        [("a", 9), ("e", 5), ("f", 0, 1903), ("g", 0, 1904), ("i", 9), ("r", 2), ("t", 9)]
    )
    assert MISCHIEF.exact_scores(board_) == [9, 5, 0, 0, 9, 2, 9]


def test_a_solo_scores_34_and_the_rest_0():
    """Visualiser case "solo": Austria on 18 scores 34, everyone else 0."""
    board_ = positions(
        [("a", 18), ("e", 8), ("f", 6), ("g", 0, 1904), ("i", 0, 1906), ("r", 2), ("t", 0, 1906)]
    )
    assert MISCHIEF.exact_scores(board_) == [34, 0, 0, 0, 0, 0, 0]


def test_a_short_board_with_neutral_centres_scores_what_is_held():
    board_ = positions([("a", 6), ("e", 5), ("f", 0, 1905)])
    assert MISCHIEF.exact_scores(board_) == [11, 5, 0]
