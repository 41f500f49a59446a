"""C-Diplo Namur (issue #17; the C-Diplo family of spec "More systems: C-Diplo 100")."""

import pytest

from tournaments.scoring import get_system
from tournaments.scoring.c_diplo_namur import namur_centre_points

from .helpers import positions

NAMUR = get_system("c-diplo-namur")


def test_centre_points_follow_the_published_table_then_one_a_centre():
    """NDC Groningen: "1 Sc = 5pts, 2 Sc = 9pts, 3 Sc = 12 pts, 4 Sc = 14 pts, 5 Sc = 16 pts,
    6 Sc = 18 pts ... All further supply centres are worth one point each"."""
    assert [namur_centre_points(c) for c in range(9)] == [0, 5, 9, 12, 14, 16, 18, 19, 20]
    assert namur_centre_points(17) == 29


def test_the_namur_bonuses_of_stab_beurfou_give_the_same_centre_points():
    """stabbeurfou.org: "1 centre : 4, 2 centres : 7, 3 centres : 9, 4 centres : 10, 5 centres
    : 11, 6 centres and mores : 12" on top of 1 point by centre."""
    bonus = {1: 4, 2: 7, 3: 9, 4: 10, 5: 11}
    for c in range(1, 18):
        assert namur_centre_points(c) == c + bonus.get(c, 12)


def test_a_draw_scores_participation_centre_points_and_the_top_three_bonuses():
    board_ = positions(
        [("a", 10), ("b", 8), ("c", 7), ("d", 5), ("e", 4), ("f", 0, 1905), ("g", 0, 1905)]
    )
    # 1 + centre points + 38 / 14 / 7
    assert NAMUR.score_game(board_) == [1 + 22 + 38, 1 + 20 + 14, 1 + 19 + 7, 17, 15, 1, 1]


def test_tied_players_divide_the_bonuses_of_their_places_evenly():
    """NDC: "If any number of players tie for any of these positions, the bonus(ses) are
    evenly divided between the players"."""
    board_ = positions(
        [("a", 14), ("b", 5), ("c", 5), ("d", 5), ("e", 5), ("f", 0, 1906), ("g", 0, 1906)]
    )
    assert NAMUR.score_game(board_) == [1 + 26 + 38] + [1 + 16 + 5.25] * 4 + [1, 1]


def test_a_small_power_scores_relatively_more_than_in_c_diplo_100():
    board_ = positions([("a", 12), ("b", 9), ("c", 6), ("d", 3), ("e", 2), ("f", 1), ("g", 1)])
    namur = NAMUR.score_game(board_)
    assert namur[-1] == 6  # 1 + 5: a one-centre power scores 3 times C-Diplo 100's 2
    assert namur[3] == 13 and namur[0] == 1 + 24 + 38


def test_a_solo_scores_85_and_everyone_else_0():
    """NDC: "A player who soloes scores 85 points and all players soloed on score 0 points"."""
    board_ = positions([("a", 4), ("b", 19), ("c", 6), ("d", 5), ("e", 0, 1906)])
    assert NAMUR.score_game(board_) == [0, 85, 0, 0, 0]


def test_eliminated_players_keep_the_participation_point_and_share_a_bonus_they_cover():
    board_ = positions([("a", 17), ("b", 17)] + [(f"x{i}", 0, 1904) for i in range(5)])
    assert NAMUR.score_game(board_) == pytest.approx([1 + 29 + 26] * 2 + [2.4] * 5)
