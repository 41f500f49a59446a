"""OpenTribute (spec: "More systems: OpenTribute")."""

from tournaments.scoring import get_system

from .helpers import positions

OT = get_system("opentribute")


def test_lone_topper_collects_the_tribute_of_every_player():
    board_ = positions([("a", 10), ("b", 8), ("c", 6), ("d", 4), ("e", 3), ("f", 2), ("g", 1)])
    # survivors: 34 + 3c - (10 - c); the topper 34 + 30 + (2+4+6+7+8+9) = 100
    assert OT.score_game(board_) == [100, 56, 48, 40, 36, 32, 28]


def test_eliminated_players_score_0_but_their_tribute_reaches_the_topper():
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 8), ("d", 4), ("e", 0, 1905), ("f", 0, 1905), ("g", 0, 1903)]
    )
    # tribute: 2 + 4 + 8 + 3 * 12 = 50 -> 34 + 36 + 50 = 120 (10 x centres)
    assert OT.score_game(board_) == [120, 62, 54, 38, 0, 0, 0]


def test_n_tied_toppers_each_get_one_over_n_squared_of_the_tribute():
    board_ = positions(
        [("a", 10), ("b", 10), ("c", 8), ("d", 6), ("e", 0, 1906), ("f", 0, 1906), ("g", 0, 1906)]
    )
    # tribute: 2 + 4 + 3 * 10 = 36; each topper 34 + 30 + 36 / 4 = 73
    assert OT.score_game(board_) == [73, 73, 56, 48, 0, 0, 0]


def test_solo_scores_340_and_the_rest_0():
    board_ = positions(
        [
            ("a", 18),
            ("b", 10),
            ("c", 6),
            ("d", 0, 1906),
            ("e", 0, 1906),
            ("f", 0, 1905),
            ("g", 0, 1904),
        ]
    )
    assert OT.score_game(board_) == [340, 0, 0, 0, 0, 0, 0]
