"""Squares-DAANZ game scores (spec: "Squares-DAANZ")."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system

from .helpers import board, positions

SD = get_system("squares-daanz")


def test_draw_scores_share_of_the_sum_of_squares():
    # real board 433761: 6, 16, 1, 0, 4, 1, 6 -> sum of squares 346
    board_ = positions(
        [("a", 6), ("e", 16), ("f", 1), ("g", 0, 1904), ("i", 4), ("r", 1), ("t", 6)]
    )
    expected = [3600 / 346, 25600 / 346, 100 / 346, 0, 1600 / 346, 100 / 346, 3600 / 346]
    assert SD.score_game(board_) == pytest.approx(expected, abs=1e-12)
    assert sum(SD.exact_scores(board_)) == 100


def test_two_way_equal_draw_scores_fifty_each():
    board_ = positions(
        [
            ("a", 17),
            ("b", 17),
            ("c", 0, 1908),
            ("d", 0, 1907),
            ("e", 0, 1906),
            ("f", 0, 1905),
            ("g", 0, 1904),
        ]
    )
    assert SD.score_game(board_) == [50, 50, 0, 0, 0, 0, 0]


def test_solo_scores_100_for_the_winner_and_0_for_the_rest():
    board_ = positions(
        [("a", 2), ("b", 18), ("c", 6), ("d", 4), ("e", 4), ("f", 0, 1906), ("g", 0, 1906)]
    )
    assert SD.score_game(board_) == [0, 100, 0, 0, 0, 0, 0]


def test_tournament_total_is_the_sum_of_game_scores():
    b1 = board(
        1,
        1,
        [
            ("a", 17),
            ("b", 17),
            ("c", 0, 1908),
            ("d", 0, 1907),
            ("e", 0, 1906),
            ("f", 0, 1905),
            ("g", 0, 1904),
        ],
    )
    b2 = board(
        2, 1, [("a", 8), ("b", 8), ("c", 8), ("d", 8), ("e", 2), ("f", 0, 1905), ("g", 0, 1904)]
    )
    rows = {r.player: r for r in SD.rank([b1, b2]).rows}
    # b2: sum of squares 260 -> 8 centres score 64/260
    assert rows["a"].score == pytest.approx(50 + 6400 / 260)
    assert rows["e"].score == pytest.approx(400 / 260)
    assert rows["a"].wins == 0 and rows["a"].draws == 2
    assert rows["c"].draws == 1  # eliminated on b1, drew b2


def test_metadata_follows_the_spec():
    assert (SD.author, SD.year, SD.kind) == ("John Cain", 1999, "Center Count")


def test_scores_are_exact_fractions_internally():
    board_ = positions([("a", 10), ("b", 10), ("c", 10), ("d", 4)])
    assert SD.exact_scores(board_) == [Fraction(10000, 316)] * 3 + [Fraction(1600, 316)]
