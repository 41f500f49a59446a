"""Solos ("solo or bust"): only a solo scores, 100 points; a draw scores 0 for everyone."""

from tournaments.scoring import Aggregation, get_system

from .helpers import board, filler, positions, ranks, scores

SOLOS = get_system("solos")


def test_a_draw_scores_nothing_for_anyone():
    """Visualiser case "no solo": 5-4-5-5-4-5-4 scores 0 all round."""
    board_ = positions([("a", 5), ("e", 4), ("f", 5), ("g", 5), ("i", 4), ("r", 5), ("t", 4)])
    assert SOLOS.exact_scores(board_) == [0] * 7


def test_a_solo_scores_100_for_the_soloist_only():
    """Visualiser case "solo": Germany on 18, Turkey on 14: 100 and 0."""
    board_ = positions(
        [("a", 0, 1904), ("e", 1), ("f", 0, 1906), ("g", 18), ("i", 0, 1906), ("r", 1), ("t", 14)]
    )
    assert SOLOS.exact_scores(board_) == [0, 0, 0, 100, 0, 0, 0]


def test_the_tournament_counts_solos_and_players_without_one_share_the_last_rank():
    boards_ = [
        board(1, 1, [("x", 18), ("y", 10), *filler("a", [3, 2, 1, 0, 0])]),
        board(2, 1, [("x", 9), ("y", 9), *filler("b", [5, 4, 3, 2, 2])]),
    ]
    result = SOLOS.rank(boards_, Aggregation())
    assert scores(result)["x"] == 100
    assert ranks(result)["x"] == 1
    assert {ranks(result)[p] for p in scores(result) if p != "x"} == {2}
