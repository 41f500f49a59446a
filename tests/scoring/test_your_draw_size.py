"""Your Draw Size for short games (Diplomacy World #172, as described by the Diplomacy
Tournament Visualiser): a solo 300; else 105/70/42/30/21/0 by the player's own centre band."""

import pytest

from tournaments.scoring import get_system
from tournaments.scoring.your_draw_size import band_points

from .helpers import positions

YDS = get_system("your-draw-size-short")


@pytest.mark.parametrize(
    ("centres", "points"),
    [
        (17, 105),
        (14, 105),
        (13, 70),
        (11, 70),
        (10, 42),
        (8, 42),
        (7, 30),
        (4, 30),
        (3, 21),
        (1, 21),
        (0, 0),
    ],
)
def test_each_band_edge_scores_its_band(centres, points):
    assert band_points(centres) == points


def test_the_bands_are_420_shared_by_a_draw_of_4_6_10_14_and_20():
    assert [420 // size for size in (4, 6, 10, 14, 20)] == [105, 70, 42, 30, 21]


def test_visualiser_cases_without_a_solo():
    """Visualiser cases: 0-5-3-11-4-3-8 scores 0, 30, 21, 70, 30, 21, 42; 0-5-1-14-2-4-8
    scores 0, 30, 21, 105, 21, 30, 42; 0-4-0-17-0-6-7 scores 0, 30, 0, 105, 0, 30, 30."""
    first = positions([("a", 0, 1904), ("e", 5), ("f", 3), ("g", 11), ("i", 4), ("r", 3), ("t", 8)])
    second = positions(
        [("a", 0, 1904), ("e", 5), ("f", 1), ("g", 14), ("i", 2), ("r", 4), ("t", 8)]
    )
    third = positions(
        [("a", 0, 1904), ("e", 4), ("f", 0, 1906), ("g", 17), ("i", 0, 1906), ("r", 6), ("t", 7)]
    )
    assert YDS.exact_scores(first) == [0, 30, 21, 70, 30, 21, 42]
    assert YDS.exact_scores(second) == [0, 30, 21, 105, 21, 30, 42]
    assert YDS.exact_scores(third) == [0, 30, 0, 105, 0, 30, 30]


def test_a_solo_in_a_short_game_scores_300():
    """Visualiser case: Germany on 18 scores 300, everyone else 0."""
    board_ = positions(
        [("a", 0, 1904), ("e", 4), ("f", 0, 1906), ("g", 18), ("i", 0, 1906), ("r", 5), ("t", 7)]
    )
    assert YDS.exact_scores(board_) == [0, 0, 0, 300, 0, 0, 0]
