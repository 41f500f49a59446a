"""Your Draw Size for unlimited games: the short-game bands, with a solo worth 320."""

from tournaments.scoring import get_system

from .helpers import positions

UNLIMITED = get_system("your-draw-size-unlimited")
SHORT = get_system("your-draw-size-short")


def test_a_solo_in_an_unlimited_game_scores_320():
    """Visualiser case: Germany on 18 scores 320, everyone else 0."""
    board_ = positions(
        [("a", 0, 1904), ("e", 4), ("f", 0, 1906), ("g", 18), ("i", 0, 1906), ("r", 5), ("t", 7)]
    )
    assert UNLIMITED.exact_scores(board_) == [0, 0, 0, 320, 0, 0, 0]


def test_a_draw_scores_as_in_short_games():
    board_ = positions([("a", 5), ("e", 4), ("f", 5), ("g", 5), ("i", 4), ("r", 5), ("t", 4)])
    assert UNLIMITED.exact_scores(board_) == SHORT.exact_scores(board_) == [30] * 7
