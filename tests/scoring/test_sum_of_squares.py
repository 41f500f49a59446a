"""Sum-of-Squares (spec: "Sum-of-Squares")."""

import pytest

from tournaments.scoring import get_system

from .helpers import board, positions, ranks

SOS = get_system("sum-of-squares")


def test_draw_scores_centres_squared_share():
    board_ = positions([("a", 10), ("b", 10), ("c", 5), ("d", 4), ("e", 3), ("f", 1), ("g", 1)])
    expected = [c * c / 252 * 100 for c in (10, 10, 5, 4, 3, 1, 1)]
    assert SOS.score_game(board_) == pytest.approx(expected, abs=1e-12)


def test_solo_takes_all():
    board_ = positions(
        [
            ("a", 18),
            ("b", 16),
            ("c", 0, 1907),
            ("d", 0, 1906),
            ("e", 0, 1906),
            ("f", 0, 1905),
            ("g", 0, 1904),
        ]
    )
    assert SOS.score_game(board_) == [100, 0, 0, 0, 0, 0, 0]


def test_equal_totals_share_a_rank_with_no_tie_break():
    # Squares-DAANZ would separate these on wins; Sum-of-Squares does not
    solo = board(
        1,
        1,
        [("a", 18), ("x1", 6), ("x2", 4), ("x3", 3), ("x4", 3), ("x5", 0, 1905), ("x6", 0, 1905)],
    )
    lost = board(
        2,
        1,
        [
            ("a", 0, 1905),
            ("y1", 17),
            ("y2", 17),
            ("y3", 0, 1905),
            ("y4", 0, 1905),
            ("y5", 0, 1905),
            ("y6", 0, 1905),
        ],
    )
    draw1 = board(
        1,
        2,
        [
            ("b", 17),
            ("z1", 17),
            ("z2", 0, 1905),
            ("z3", 0, 1905),
            ("z4", 0, 1905),
            ("z5", 0, 1905),
            ("z6", 0, 1905),
        ],
    )
    draw2 = board(
        2,
        2,
        [
            ("b", 17),
            ("w1", 17),
            ("w2", 0, 1905),
            ("w3", 0, 1905),
            ("w4", 0, 1905),
            ("w5", 0, 1905),
            ("w6", 0, 1905),
        ],
    )
    r = ranks(SOS.rank([solo, lost, draw1, draw2]))
    assert r["a"] == r["b"] == 1
    assert ranks(get_system("squares-daanz").rank([solo, lost, draw1, draw2]))["b"] == 2
