"""Vulcan: the Diplomacy Tournament Visualiser's description and its worked examples (1 a
centre, 1 for each centre between you and every player below, 5 for surviving, 10 for the top
split between toppers; a solo 130 and 5 for each other survivor; eliminated players 0)."""

from fractions import Fraction

from tournaments.scoring import get_system
from tournaments.scoring.vulcan import gap_bonus

from .helpers import positions

VULCAN = get_system("vulcan")


def test_example_1():
    """Example 1: 0-5-1-12-0-5-11. Germany: 12 + (12+12+11+7+7+1) + 10 + 5; England and
    Russia: 5 + (5+5+4) + 5; Turkey: 11 + (11+11+10+6+6) + 5; France: 1 + (1+1) + 5."""
    board_ = positions(
        [("a", 0, 1904), ("e", 5), ("f", 1), ("g", 12), ("i", 0, 1906), ("r", 5), ("t", 11)]
    )
    assert VULCAN.exact_scores(board_) == [0, 24, 8, 77, 0, 24, 60]


def test_example_2():
    """Example 2: 0-5-1-10-5-4-9. Germany: 10 + (10+9+6+5+5+1) + 10 + 5; Turkey 9 +
    (9+8+5+4+4) + 5; England and Italy 5 + (5+4+1) + 5; Russia 4 + (4+3) + 5; France 1+1+5."""
    board_ = positions(
        [("a", 0, 1904), ("e", 5), ("f", 1), ("g", 10), ("i", 5), ("r", 4), ("t", 9)]
    )
    assert VULCAN.exact_scores(board_) == [0, 20, 7, 61, 20, 16, 44]


def test_a_four_way_top_splits_the_10_points():
    """Visualiser case: 5-4-5-5-4-5-4, four toppers each add 10/4 to 5 + 3 + 5."""
    board_ = positions([("a", 5), ("e", 4), ("f", 5), ("g", 5), ("i", 4), ("r", 5), ("t", 4)])
    top = 5 + 3 + Fraction(10, 4) + 5
    assert VULCAN.exact_scores(board_) == [top, 9, top, top, 9, top, 9]


def test_a_solo_scores_130_and_5_for_each_other_survivor():
    """Visualiser case "solo": Germany 130; England, Russia, Turkey 5; the eliminated 0."""
    board_ = positions(
        [("a", 0, 1904), ("e", 4), ("f", 0, 1906), ("g", 18), ("i", 0, 1906), ("r", 5), ("t", 7)]
    )
    assert VULCAN.exact_scores(board_) == [0, 5, 0, 130, 0, 5, 5]


def test_the_gap_bonus_counts_eliminated_players_and_not_equals():
    board_ = positions([("a", 6), ("e", 6), ("f", 2), ("g", 0, 1905)])
    assert [gap_bonus(p, board_) for p in board_] == [4 + 6, 4 + 6, 2, 0]
