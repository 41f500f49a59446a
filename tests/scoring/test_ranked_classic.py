"""Ranked Classic: the worked examples A to F of the Diplomacy Tournament Visualiser's
description (30 for surviving + 10 a centre + 200/90/60/40/30/20/10 by rank, 135/70/50/35/25/15
for two tied, the lowest covered rank for three or more; 1 a year survived for the
eliminated; a solo 550 and the others' years survived)."""

import pytest

from tournaments.scoring import get_system
from tournaments.scoring.ranked_classic import rank_bonus

from .helpers import positions

RC = get_system("ranked-classic")


def test_example_a_survivors_take_their_rank_bonus():
    """Example A, 1908: 0 (out 1904), 10, 9, 8, 5, 0 (out 1908), 2: England 30+100+200,
    France 30+90+90, Germany 30+80+60, Italy 30+50+40, Turkey 30+20+30; Austria 3, Russia 7."""
    board_ = positions(
        [("a", 0, 1904), ("e", 10), ("f", 9), ("g", 8), ("i", 5), ("r", 0, 1908), ("t", 2)]
    )
    assert RC.exact_scores(board_, end_year=1908) == [3, 330, 210, 170, 120, 7, 80]


def test_example_b_the_ranking_is_among_the_survivors():
    """Example B: 17, 10, 4, 3 survive; England 30+170+200, Germany 30+100+90, Italy
    30+40+60, Turkey 30+30+40; eliminated 1904 (3) and 1908 (7, 7)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 17), ("f", 0, 1908), ("g", 10), ("i", 4), ("r", 0, 1908), ("t", 3)]
    )
    assert RC.exact_scores(board_, end_year=1908) == [3, 400, 7, 220, 130, 7, 100]


def test_example_c_three_tied_for_first_are_all_third():
    """Example C: 11-11-11 each score 30 + 110 + 60 (3rd place); Turkey on 1 is 4th (40)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 11), ("f", 0, 1908), ("g", 11), ("i", 11), ("r", 0, 1908), ("t", 1)]
    )
    assert RC.exact_scores(board_, end_year=1908) == [3, 200, 7, 200, 200, 7, 80]


def test_example_d_two_tied_for_second_take_70():
    """Example D: England 12 alone (200); Germany and Italy on 11 tied for 2nd (70 each);
    Russia and Turkey out in 1907 score 6."""
    board_ = positions(
        [
            ("a", 0, 1904),
            ("e", 12),
            ("f", 0, 1908),
            ("g", 11),
            ("i", 11),
            ("r", 0, 1907),
            ("t", 0, 1907),
        ]
    )
    assert RC.exact_scores(board_, end_year=1908) == [3, 350, 7, 210, 210, 6, 6]


def test_example_e_a_survivor_after_a_two_way_tie_takes_the_next_rank():
    """Example E: 12, then 10-10 tied 2nd (70 each), then Turkey on 2 is 4th (40)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 12), ("f", 0, 1908), ("g", 10), ("i", 10), ("r", 0, 1908), ("t", 2)]
    )
    assert RC.exact_scores(board_, end_year=1908) == [3, 350, 7, 200, 200, 7, 90]


def test_example_f_a_solo_scores_550_and_the_others_their_years():
    """Example F, a solo in 1911: England 550; the survivors count as eliminated in 1911
    (10 points each); Austria out 1904 (3), France and Russia out 1908 (7)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 18), ("f", 0, 1908), ("g", 10), ("i", 4), ("r", 0, 1908), ("t", 2)]
    )
    assert RC.exact_scores(board_, end_year=1911) == [3, 550, 7, 10, 10, 7, 10]


def test_four_tied_for_fourth_are_all_seventh():
    """The description's own case: "in a 4-way tie for 4th, those players are ranked
    seventh" (10 points)."""
    board_ = positions([("a", 10), ("e", 9), ("f", 7), ("g", 2), ("i", 2), ("r", 2), ("t", 2)])
    assert RC.exact_scores(board_) == [330, 210, 160, 60, 60, 60, 60]


@pytest.mark.parametrize(
    ("place", "tied", "bonus"),
    [(1, 1, 200), (1, 2, 135), (1, 3, 60), (2, 2, 70), (3, 2, 50), (6, 2, 15), (5, 3, 10)],
)
def test_rank_bonus_table(place, tied, bonus):
    assert rank_bonus(place, tied) == bonus


def test_without_a_recorded_end_year_a_solo_is_taken_in_1909():
    board_ = positions([("a", 18), ("e", 10), ("f", 6), ("g", 0, 1903)])
    assert RC.exact_scores(board_) == [550, 8, 8, 2]


def test_a_short_board_uses_the_top_bonus_values():
    board_ = positions([("a", 12), ("e", 8), ("f", 0, 1905)])
    assert RC.exact_scores(board_, end_year=1907) == [350, 200, 4]
