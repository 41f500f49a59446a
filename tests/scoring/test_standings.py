"""Standings rows: competition ranking, Dip Pouch percentile, row fields, board scores."""

import pytest

from tournaments.scoring import SYSTEMS, dip_pouch_percentile, get_system

from .helpers import board

DSS = get_system("draw-size")
SD = get_system("squares-daanz")


def test_equal_totals_share_the_best_place_and_the_next_place_is_skipped():
    b = board(
        1,
        1,
        [
            ("a", 12),
            ("b", 11),
            ("c", 11),
            ("d", 0, 1905),
            ("e", 0, 1906),
            ("f", 0, 1907),
            ("g", 0, 1908),
        ],
    )
    rows = DSS.rank([b]).rows
    assert [r.rank for r in rows] == [1, 1, 1, 4, 4, 4, 4]
    rows = get_system("carnage").rank([b]).rows
    assert [(r.player, r.rank) for r in rows] == [
        ("a", 1),
        ("b", 2),
        ("c", 2),
        ("g", 4),
        ("f", 5),
        ("e", 6),
        ("d", 7),
    ]


def test_dip_pouch_percentile_formula():
    assert dip_pouch_percentile(7, 1) == pytest.approx(6.5 / 7 * 100)
    assert dip_pouch_percentile(10, 10) == pytest.approx(5.0)
    assert dip_pouch_percentile(1, 1) == pytest.approx(50.0)


@pytest.mark.parametrize("n,p", [(0, 1), (5, 0), (5, 6)])
def test_dip_pouch_percentile_rejects_impossible_placements(n, p):
    with pytest.raises(ValueError):
        dip_pouch_percentile(n, p)


def test_rows_carry_the_dip_pouch_score_of_their_shared_rank():
    b = board(
        1,
        1,
        [
            ("a", 12),
            ("b", 11),
            ("c", 11),
            ("d", 0, 1905),
            ("e", 0, 1906),
            ("f", 0, 1907),
            ("g", 0, 1908),
        ],
    )
    rows = {r.player: r for r in get_system("carnage").rank([b]).rows}
    assert (
        rows["b"].dip_pouch_score
        == rows["c"].dip_pouch_score
        == pytest.approx((7 + 0.5 - 2) / 7 * 100)
    )
    assert rows["d"].dip_pouch_score == pytest.approx(0.5 / 7 * 100)


def test_row_fields_count_games_wins_draws_and_best_game():
    b1 = board(
        1, 1, [("a", 18), ("b", 6), ("c", 4), ("d", 3), ("e", 3), ("f", 0, 1905), ("g", 0, 1905)]
    )
    b2 = board(
        2,
        1,
        [
            ("a", 17),
            ("b", 17),
            ("c", 0, 1905),
            ("d", 0, 1905),
            ("e", 0, 1905),
            ("f", 0, 1905),
            ("g", 0, 1905),
        ],
    )
    rows = {r.player: r for r in SD.rank([b1, b2]).rows}
    assert (rows["a"].games, rows["a"].wins, rows["a"].draws, rows["a"].best_game) == (2, 1, 1, 100)
    assert (rows["c"].games, rows["c"].wins, rows["c"].draws, rows["c"].best_game) == (2, 0, 0, 0)
    assert rows["a"].tier is None


def test_only_win_tier_fills_in_tiers():
    b = board(
        1, 1, [("a", 18), ("b", 6), ("c", 4), ("d", 3), ("e", 3), ("f", 0, 1905), ("g", 0, 1905)]
    )
    for slug, system in SYSTEMS.items():
        tiers = {r.tier for r in system.rank([b]).rows}
        assert tiers == ({0, 1} if slug == "win-tier" else {None})


def test_every_player_on_the_standings_played_a_board_and_every_position_is_scored():
    boards = [
        board(1, 1, [("a", 10), ("b", 9), ("c", 5), ("d", 4), ("e", 3), ("f", 2), ("g", 1)]),
        board(2, 2, [("h", 10), ("a", 9), ("i", 5), ("j", 4), ("k", 3), ("l", 2)]),
    ]
    result = SD.rank(boards)
    assert {r.player for r in result.rows} == set("abcdefghijkl")
    assert all(r.games >= 1 for r in result.rows)
    assert len(result.board_scores) == 13
    assert [(b.round, b.number) for b in result.board_scores] == [(1, 1)] * 7 + [(2, 2)] * 6


def test_no_boards_gives_an_empty_result():
    result = SD.rank([])
    assert (result.rows, result.board_scores, result.awards) == ([], [], {})


def test_two_boards_with_the_same_round_and_number_are_rejected():
    b = board(1, 1, [("a", 10), ("b", 9)])
    c = board(1, 1, [("c", 10), ("d", 9)])
    with pytest.raises(ValueError):
        SD.rank([b, c])


def test_a_six_power_board_scores_in_every_system():
    b = board(1, 1, [("a", 12), ("b", 9), ("c", 6), ("d", 4), ("e", 3), ("f", 0, 1906)])
    for system in SYSTEMS.values():
        result = system.rank([b])
        assert len(result.rows) == 6
        assert result.rows[0].player == "a"
