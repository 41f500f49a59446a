"""Center-count Carnage: Carnage's shape with 7007..1001 position points and 500 a centre,
a 39028-point solo and 1000 for every loser, so a full board always adds up to 45028."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

CCC = get_system("center-count-carnage")


def test_a_draw_scores_position_points_and_500_a_centre():
    board_ = positions(
        [("r", 14), ("t", 7), ("f", 6), ("g", 4), ("e", 3), ("i", 0, 1906), ("a", 0, 1904)]
    )
    scores = CCC.exact_scores(board_)
    assert scores == [7007 + 7000, 6006 + 3500, 5005 + 3000, 4004 + 2000, 3003 + 1500, 2002, 1001]
    assert sum(scores) == 45028


def test_tied_players_split_the_position_points():
    board_ = positions([("a", 8), ("b", 8), ("c", 7), ("d", 6), ("e", 4), ("f", 1), ("g", 0, 1905)])
    scores = CCC.exact_scores(board_)
    assert scores[:2] == [Fraction(7007 + 6006, 2) + 4000] * 2
    assert sum(scores) == 45028


def test_same_year_eliminations_split_their_places():
    board_ = positions(
        [("a", 12), ("b", 11), ("c", 6), ("d", 5), ("e", 0, 1907), ("f", 0, 1907), ("g", 0, 1904)]
    )
    assert CCC.exact_scores(board_)[4:] == [Fraction(3003 + 2002, 2)] * 2 + [1001]


def test_a_solo_scores_39028_and_every_loser_1000():
    board_ = positions(
        [("a", 18), ("b", 6), ("c", 5), ("d", 5), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    scores = CCC.exact_scores(board_)
    assert scores == [39028] + [1000] * 6
    assert sum(scores) == 45028
