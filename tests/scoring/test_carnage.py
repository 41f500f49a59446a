"""Carnage (spec: "More systems: Carnage"), with the published worked examples."""

from tournaments.scoring import get_system

from .helpers import positions

CARNAGE = get_system("carnage")


def test_published_example_draw_with_two_eliminations():
    board_ = positions(
        [("r", 14), ("t", 7), ("f", 6), ("g", 4), ("e", 3), ("i", 0, 1906), ("a", 0, 1904)]
    )
    assert CARNAGE.score_game(board_) == [7014, 6007, 5006, 4004, 3003, 2000, 1000]


def test_published_example_two_tied_toppers_split_6500():
    board_ = positions([("e", 8), ("r", 8), ("f", 7), ("t", 6), ("i", 4), ("a", 1), ("g", 0, 1905)])
    assert CARNAGE.score_game(board_) == [6508, 6508, 5007, 4006, 3004, 2001, 1000]


def test_solo_scores_28034_and_the_rest_0():
    board_ = positions(
        [("r", 18), ("t", 3), ("f", 6), ("g", 4), ("e", 3), ("i", 0, 1906), ("a", 0, 1904)]
    )
    assert CARNAGE.score_game(board_) == [28034, 0, 0, 0, 0, 0, 0]


def test_same_year_eliminations_split_their_places():
    board_ = positions(
        [("a", 12), ("b", 11), ("c", 6), ("d", 5), ("e", 0, 1907), ("f", 0, 1907), ("g", 0, 1907)]
    )
    assert CARNAGE.score_game(board_) == [7012, 6011, 5006, 4005, 2000, 2000, 2000]


def test_a_full_draw_never_reaches_the_solo_value():
    board_ = positions(
        [
            ("a", 17),
            ("b", 17),
            ("c", 0, 1907),
            ("d", 0, 1906),
            ("e", 0, 1905),
            ("f", 0, 1904),
            ("g", 0, 1903),
        ]
    )
    scores = CARNAGE.score_game(board_)
    assert scores[:2] == [6517, 6517]
    assert sum(scores) == 28034
