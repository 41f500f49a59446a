"""Tribute (issue #17; the original of spec "More systems: OpenTribute")."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system

from .helpers import filler, positions

TRIBUTE = get_system("tribute")


@pytest.mark.parametrize(
    ("survivors", "share"), [(7, 9.4), (6, 11), (5, 13.2), (4, 16.5), (3, 22), (2, 33)]
)
def test_survivors_share_66_points_as_the_published_draw_size_table_says(survivors, share):
    """World Diplomacy Wiki, Tribute: "66 points are divided equally between each surviving
    player: 7-way Draw 9.4 pts, 6-way Draw 11 pts, 5-way Draw 13.2 pts, 4-way Draw 16.5 pts,
    3-way Draw 22 pts, 2-way Draw 33 pts". A board whose topper holds 6 pays no tribute."""
    counts = [min(6, 34 // survivors)] * survivors
    entries = filler("p", counts) + filler("x", [0] * (7 - survivors), [1905] * (7 - survivors))
    scores = TRIBUTE.exact_scores(positions(entries))
    for c, s in zip(counts, scores, strict=False):
        assert float(s - c) == pytest.approx(share, abs=0.05)
    assert all(s == 0 for s in scores[survivors:])


def test_every_survivor_pays_the_topper_a_point_for_each_centre_over_6():
    """windycityweasels.org: "players who survive to a draw get a bonus but have to pay
    tribute to the board-topper ... The size of the tribute increases with the board-topper's
    center count"; the wiki: "1 pt in tribute for each center the board-topper has over 6"."""
    board_ = positions(
        [("a", 12), ("b", 8), ("c", 7), ("d", 4), ("e", 3), ("f", 0, 1905), ("g", 0, 1906)]
    )
    # 5 survivors share 66: 13.2 each; the topper's 12 centres cost each of the 4 others 6
    share = Fraction(66, 5)
    expected = [12 + share + 4 * 6, 8 + share - 6, 7 + share - 6, 4 + share - 6, 3 + share - 6]
    assert TRIBUTE.exact_scores(board_) == expected + [0, 0]


def test_tribute_never_exceeds_the_payers_draw_size_score():
    """The wiki: "Tribute paid cannot exceed the draw size score"."""
    board_ = positions([("a", 17), ("b", 4), ("c", 3), ("d", 3), ("e", 3), ("f", 2), ("g", 2)])
    share = Fraction(66, 7)  # 9.43 < 17 - 6 = 11
    scores = TRIBUTE.exact_scores(board_)
    assert scores[1:] == [4, 3, 3, 3, 2, 2]  # each pays all of their share
    assert scores[0] == 17 + share + 6 * share == 17 + 66


def test_tied_toppers_split_the_tribute_equally_and_pay_none_to_each_other():
    """The wiki: "Tied board-toppers split the tribute equally"."""
    board_ = positions(
        [("a", 10), ("b", 10), ("c", 8), ("d", 6), ("e", 0, 1906), ("f", 0, 1906), ("g", 0, 1906)]
    )
    share = Fraction(66, 4)
    # the two non-toppers pay 4 each; the toppers split the 8
    assert TRIBUTE.exact_scores(board_) == [
        10 + share + 4,
        10 + share + 4,
        8 + share - 4,
        6 + share - 4,
        0,
        0,
        0,
    ]


def test_a_two_way_tie_on_17_pays_no_tribute():
    board_ = positions([("a", 17), ("b", 17)] + [(f"x{i}", 0, 1906) for i in range(5)])
    assert TRIBUTE.score_game(board_) == [50, 50, 0, 0, 0, 0, 0]


def test_a_solo_scores_100_and_everyone_else_0():
    """windycityweasels.org via diplomaticon.com: "A Solo = 100 points. Nobody else scores
    anything"."""
    board_ = positions([("a", 3), ("b", 18), ("c", 13), ("d", 0, 1906)])
    assert TRIBUTE.score_game(board_) == [0, 100, 0, 0]


def test_a_drawn_board_adds_up_to_its_owned_centres_plus_66():
    board_ = positions([("a", 9), ("b", 7), ("c", 5), ("d", 3)])  # 10 centres still neutral
    assert sum(TRIBUTE.exact_scores(board_)) == 24 + 66
