"""Carnage 2023: Carnage plus 300 points a centre of lead for a lone board topper, the rule
the Boston Massacre tournament publishes as Carnhik."""

from tournaments.scoring import get_system

from .helpers import positions

C2023 = get_system("carnage-2023")


def test_the_published_lead_example():
    """Boston Massacre: "if the top player has 12 centers and the next player has 9 centers,
    they get an extra 900 points"."""
    board_ = positions(
        [("a", 12), ("b", 9), ("c", 6), ("d", 4), ("e", 2), ("f", 1), ("g", 0, 1905)]
    )
    assert C2023.score_game(board_) == [7012 + 900, 6009, 5006, 4004, 3002, 2001, 1000]


def test_a_shared_top_earns_no_lead_points():
    """Boston Massacre: "If there is a tie for board-top, there are no extra points"."""
    board_ = positions([("a", 10), ("b", 10), ("c", 7), ("d", 4), ("e", 2), ("f", 1)])
    assert C2023.score_game(board_) == [6510, 6510, 5007, 4004, 3002, 2001]


def test_a_solo_scores_28034_without_lead_points():
    """Boston Massacre: "These points are also not awarded for solos"."""
    board_ = positions([("a", 20), ("b", 6), ("c", 4), ("d", 2), ("e", 2), ("f", 0, 1906)])
    assert C2023.score_game(board_) == [28034, 0, 0, 0, 0, 0]


def test_the_lead_is_over_the_next_highest_count_whoever_holds_it():
    board_ = positions(
        [("a", 9), ("b", 8), ("c", 8), ("d", 5), ("e", 4), ("f", 0, 1906), ("g", 0, 1906)]
    )
    scores = C2023.score_game(board_)
    assert scores[0] == 7009 + 300
    assert scores[1] == scores[2] == 5508
