"""Draw-Size Scoring (spec: "Draw-Size Scoring")."""

from tournaments.scoring import get_system

from .helpers import board, positions, ranks

DSS = get_system("draw-size")


def test_draw_shares_100_equally_among_survivors():
    board_ = positions(
        [("a", 10), ("b", 8), ("c", 6), ("d", 5), ("e", 5), ("f", 0, 1905), ("g", 0, 1906)]
    )
    assert DSS.score_game(board_) == [20, 20, 20, 20, 20, 0, 0]


def test_centre_count_does_not_matter_in_a_draw():
    board_ = positions(
        [
            ("a", 17),
            ("b", 1),
            ("c", 16),
            ("d", 0, 1904),
            ("e", 0, 1904),
            ("f", 0, 1905),
            ("g", 0, 1906),
        ]
    )
    assert DSS.score_game(board_) == [100 / 3, 100 / 3, 100 / 3, 0, 0, 0, 0]


def test_solo_takes_all():
    board_ = positions(
        [("a", 3), ("b", 5), ("c", 18), ("d", 8), ("e", 0, 1904), ("f", 0, 1904), ("g", 0, 1906)]
    )
    assert DSS.score_game(board_) == [0, 0, 100, 0, 0, 0, 0]


def test_equal_totals_share_a_rank_without_tie_break():
    b = board(
        1,
        1,
        [
            ("a", 17),
            ("b", 1),
            ("c", 16),
            ("d", 0, 1904),
            ("e", 0, 1904),
            ("f", 0, 1905),
            ("g", 0, 1906),
        ],
    )
    assert ranks(DSS.rank([b])) == {"a": 1, "b": 1, "c": 1, "d": 4, "e": 4, "f": 4, "g": 4}
