"""C-Diplo 100 (spec: "More systems: C-Diplo 100")."""

import pytest

from tournaments.scoring import get_system

from .helpers import positions

CD = get_system("c-diplo")


def test_draw_scores_participation_centres_and_top_three_bonuses():
    board_ = positions(
        [("a", 10), ("b", 8), ("c", 7), ("d", 5), ("e", 4), ("f", 0, 1905), ("g", 0, 1905)]
    )
    assert CD.score_game(board_) == [49, 23, 15, 6, 5, 1, 1]


def test_tied_toppers_split_the_first_and_second_bonuses():
    board_ = positions(
        [("a", 10), ("b", 10), ("c", 6), ("d", 4), ("e", 3), ("f", 1), ("g", 0, 1906)]
    )
    assert CD.score_game(board_) == [37, 37, 14, 5, 4, 2, 1]


def test_four_tied_for_second_share_the_second_and_third_bonuses():
    # "4 players sharing 2nd place would each gain one quarter of the 14 + 7 points"
    board_ = positions(
        [("a", 14), ("b", 5), ("c", 5), ("d", 5), ("e", 5), ("f", 0, 1906), ("g", 0, 1906)]
    )
    assert CD.score_game(board_) == [53, 11.25, 11.25, 11.25, 11.25, 1, 1]


def test_eliminated_players_tied_on_zero_share_the_third_bonus():
    board_ = positions(
        [
            ("a", 17),
            ("b", 17),
            ("c", 0, 1904),
            ("d", 0, 1905),
            ("e", 0, 1906),
            ("f", 0, 1907),
            ("g", 0, 1908),
        ]
    )
    assert CD.score_game(board_) == pytest.approx([44, 44, 2.4, 2.4, 2.4, 2.4, 2.4])


def test_solo_scores_100_and_the_rest_0():
    board_ = positions(
        [("a", 1), ("b", 20), ("c", 6), ("d", 4), ("e", 3), ("f", 0, 1906), ("g", 0, 1906)]
    )
    assert CD.score_game(board_) == [0, 100, 0, 0, 0, 0, 0]


@pytest.mark.parametrize(
    "centres",
    [
        [10, 8, 7, 5, 4, 0, 0],
        [5, 5, 5, 5, 5, 5, 4],
        [12, 12, 10, 0, 0, 0, 0],
        [17, 16, 1, 0, 0, 0, 0],
    ],
)
def test_a_full_drawn_board_adds_up_to_100(centres):
    entries = [(f"p{i}", c, None if c else 1905) for i, c in enumerate(centres)]
    assert sum(CD.exact_scores(positions(entries))) == 100
