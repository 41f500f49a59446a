"""7Eleven: Maxonian with the centre bonus starting above 11 instead of 13."""

from tournaments.scoring import get_system

from .helpers import positions

SEVEN_ELEVEN = get_system("7eleven")


def test_centres_above_11_score_a_point_each():
    board_ = positions([("a", 15), ("b", 12), ("c", 4), ("d", 3)])
    assert SEVEN_ELEVEN.exact_scores(board_) == [7 + 4, 6 + 1, 5, 4]
    # Maxonian pays only the 2 centres above 13
    assert get_system("maxonian").exact_scores(board_) == [7 + 2, 6, 5, 4]


def test_a_solo_scores_7_plus_7():
    board_ = positions([("a", 22), ("b", 12), ("c", 0, 1907)])
    assert SEVEN_ELEVEN.exact_scores(board_) == [7 + 7, 6, 5]


def test_below_the_threshold_it_ranks_as_maxonian():
    board_ = positions(
        [("a", 11), ("b", 9), ("c", 9), ("d", 5), ("e", 0, 1906), ("f", 0, 1905), ("g", 0, 1905)]
    )
    assert SEVEN_ELEVEN.exact_scores(board_) == get_system("maxonian").exact_scores(board_)
