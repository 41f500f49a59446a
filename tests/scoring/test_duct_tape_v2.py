"""Duct Tape V2 (dead equal): the Diplomacy Tournament Visualiser's description of Eber's
system and its worked cases (solo 75; else 1 a centre plus 40/24/15/9/6/3/3 by rank, ties and
all eliminated players splitting their places' points)."""

from fractions import Fraction

from tournaments.scoring import Aggregation, get_system

from .helpers import board, filler, positions, ranks, scores

DT = get_system("duct-tape-v2")


def test_rank_points_follow_the_centres_on_a_board_without_ties():
    """Visualiser case "No ties, no eliminations": 7-6-5-4-3-2-1 scores 40+7, 24+6, 15+5,
    9+4, 6+3, 3+2, 3+1."""
    board_ = positions([("a", 7), ("e", 6), ("f", 5), ("g", 4), ("i", 3), ("r", 2), ("t", 1)])
    assert DT.exact_scores(board_) == [47, 30, 20, 13, 9, 5, 4]


def test_three_tied_toppers_and_four_tied_last_split_their_places():
    """Visualiser case "A 3-way tie for the lead and a 4-way tie for last": 10-10-10 share
    (40+24+15)/3 and the four 1s share (9+6+3+3)/4."""
    board_ = positions([("a", 1), ("e", 10), ("f", 1), ("g", 1), ("i", 10), ("r", 10), ("t", 1)])
    top = Fraction(40 + 24 + 15, 3) + 10
    last = Fraction(9 + 6 + 3 + 3, 4) + 1
    assert DT.exact_scores(board_) == [last, top, last, last, top, top, last]


def test_eliminated_players_all_tie_whenever_they_were_eliminated():
    """Visualiser case "Eliminated powers all tie and split their rank points equally,
    regardless of when they were eliminated": 17-16-1 with four out (1903, 1907, 1905, 1905)."""
    board_ = positions(
        [
            ("a", 0, 1903),
            ("e", 17),
            ("f", 0, 1907),
            ("g", 0, 1905),
            ("i", 16),
            ("r", 1),
            ("t", 0, 1905),
        ]
    )
    out = Fraction(9 + 6 + 3 + 3, 4)
    assert DT.exact_scores(board_) == [out, 57, out, out, 40, 16, out]


def test_a_solo_scores_75_and_no_centre_points_for_anyone():
    board_ = positions(
        [("a", 0, 1903), ("e", 18), ("f", 0, 1905), ("g", 5), ("i", 0, 1906), ("r", 5), ("t", 6)]
    )
    assert DT.exact_scores(board_) == [0, 75, 0, 0, 0, 0, 0]


def test_a_full_draw_adds_up_to_134():
    # 100 rank points + 34 centres
    board_ = positions([("a", 9), ("e", 8), ("f", 6), ("g", 5), ("i", 3), ("r", 2), ("t", 1)])
    assert sum(DT.exact_scores(board_)) == 134


def test_a_six_power_board_awards_the_top_six_rank_values():
    board_ = positions([("a", 10), ("e", 8), ("f", 6), ("g", 5), ("i", 3), ("r", 0, 1906)])
    assert DT.exact_scores(board_) == [50, 32, 21, 14, 9, 3]


def test_the_tournament_adds_game_scores_and_equal_totals_share_a_rank():
    boards_ = [
        board(1, 1, [("x", 10), ("y", 9), *filler("a", [5, 4, 3, 2, 1])]),
        board(2, 1, [("y", 10), ("x", 9), *filler("b", [5, 4, 3, 2, 1])]),
    ]
    result = DT.rank(boards_, Aggregation())
    assert scores(result)["x"] == scores(result)["y"] == 50 + 33
    assert ranks(result)["x"] == ranks(result)["y"] == 1
