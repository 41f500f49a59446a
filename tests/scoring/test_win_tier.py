"""Win Tier game scores and tiers on hand-computed boards (spec: "Win Tier System")."""

import pytest

from tournaments.scoring import get_system

from .helpers import board, filler, positions

WT = get_system("win-tier")


def test_draw_scores_position_points_plus_one_per_centre():
    board_ = positions(
        [("a", 10), ("b", 8), ("c", 7), ("d", 5), ("e", 4), ("f", 0, 1905), ("g", 0, 1903)]
    )
    assert WT.score_game(board_) == [7010, 6008, 5007, 4005, 3004, 2000, 1000]


def test_two_tied_for_first_get_6500_plus_centres_each():
    # the spec's worked example: (7000 + 6000) / 2 = 6500
    board_ = positions(
        [("a", 10), ("b", 10), ("c", 6), ("d", 4), ("e", 3), ("f", 1), ("g", 0, 1904)]
    )
    assert WT.score_game(board_) == [6510, 6510, 5006, 4004, 3003, 2001, 1000]


def test_three_tied_survivors_split_three_positions():
    board_ = positions([("a", 8), ("b", 8), ("c", 8), ("d", 5), ("e", 3), ("f", 2), ("g", 0, 1907)])
    # places 1-3: (7000 + 6000 + 5000) / 3 = 6000
    assert WT.score_game(board_) == [6008, 6008, 6008, 4005, 3003, 2002, 1000]


def test_players_eliminated_in_the_same_year_tie():
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 8), ("d", 4), ("e", 0, 1906), ("f", 0, 1906), ("g", 0, 1903)]
    )
    assert WT.score_game(board_) == [7012, 6010, 5008, 4004, 2500, 2500, 1000]


def test_later_elimination_ranks_above_earlier():
    board_ = positions(
        [
            ("a", 14),
            ("b", 12),
            ("c", 8),
            ("d", 0, 1908),
            ("e", 0, 1904),
            ("f", 0, 1906),
            ("g", 0, 1901),
        ]
    )
    assert WT.score_game(board_) == [7014, 6012, 5008, 4000, 2000, 3000, 1000]


def test_eliminated_player_ranks_below_a_one_centre_survivor():
    board_ = positions(
        [("a", 15), ("b", 10), ("c", 5), ("d", 2), ("e", 1), ("f", 1), ("g", 0, 1909)]
    )
    scores = WT.score_game(board_)
    assert scores[6] == 1000
    assert scores[4] == scores[5] == 2501  # (3000 + 2000) / 2 + 1


def test_solo_board_scores_zero_for_everyone():
    board_ = positions(
        [("a", 18), ("b", 6), ("c", 5), ("d", 3), ("e", 2), ("f", 0, 1905), ("g", 0, 1905)]
    )
    assert WT.score_game(board_) == [0] * 7


def test_soloist_moves_up_one_tier_per_solo():
    solo1 = board(1, 1, [("a", 18)] + filler("x", [6, 5, 3, 2, 0, 0], [None] * 4 + [1905, 1905]))
    solo2 = board(2, 1, [("a", 19)] + filler("y", [6, 5, 3, 1, 0, 0], [None] * 4 + [1905, 1906]))
    rows = {row.player: row for row in WT.rank([solo1, solo2]).rows}
    assert rows["a"].tier == 2
    assert rows["a"].score == 0
    assert rows["a"].rank == 1
    assert rows["x0"].tier == 0


def test_six_power_board_awards_the_top_six_position_values():
    board_ = positions([("a", 12), ("b", 9), ("c", 6), ("d", 4), ("e", 3), ("f", 0, 1906)])
    assert WT.score_game(board_) == [7012, 6009, 5006, 4004, 3003, 2000]


def test_metadata_follows_the_spec():
    assert (WT.name, WT.author, WT.kind) == (
        "Win Tier System",
        "Dave Maletsky",
        "Rank + Center Count",
    )
    assert "strength of opposition" in WT.description.lower()


@pytest.mark.parametrize("centres", [[18, 16, 0, 0, 0, 0, 0], [20, 2, 2, 2, 2, 2, 2]])
def test_any_solo_size_counts_as_a_solo(centres):
    entries = [(f"p{i}", c, None if c else 1905) for i, c in enumerate(centres)]
    assert WT.score_game(positions(entries)) == [0] * 7
