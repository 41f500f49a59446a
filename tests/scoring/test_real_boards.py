"""All 40 real webDiplomacy end positions (2022, /work/shared/data/real-boards) score in every
system, and the systems' invariants hold on them."""

import pytest

from tournaments.scoring import SYSTEMS, Aggregation, BoardInput, Position, get_system

from .test_properties import assert_competition_ranking

SOLO_VALUE = {
    "win-tier": 0,
    "squares-daanz": 100,
    "draw-size": 100,
    "sum-of-squares": 100,
    "carnage": 28034,
    "c-diplo": 100,
    "opentribute": 340,
    "manorcon": 75,
    "detour09": 110,
    "bangkok": 41,
    "olympic": 46,
    "bangkok-pike": 60,
    "carnage-dead-equal": 28034,
    "center-count-carnage": 39028,
    "carnage-2023": 28034,
    "7eleven": 14,
    "haight": 451,
    "maxonian": 12,
    "whipping": 468,
    "c-diplo-80": 80,
    "c-diplo-namur": 85,
    "tribute": 100,
    "open-mind-the-gap": 100,
    "manorcon-original": 100,
    "manorcon-v2": 100,
    "southern-sun": 500,
    # the soloist's draw score (1st place, 25 a centre) plus 50%
    "sydney-league": lambda centres: 1.5 * (700 + 25 * centres),
    "world-classic": 420,
    "summer-classic": 420,
    "duct-tape-v2": 75,
    "duct-tape-v2-elimination-order": 75,
    "mischief": 34,
    "ranked-classic": 550,
    "solos": 100,
    "vulcan": 130,
    "your-draw-size-short": 300,
    "your-draw-size-unlimited": 320,
    "ranked-classic-v2": 550,
}


def _positions(rows, players=None):
    players = players or [f"{power}" for power, *_ in rows]
    return tuple(
        Position(player, power, centres, year)
        for player, (power, centres, year, _end) in zip(players, rows, strict=True)
    )


@pytest.fixture(scope="module")
def boards(real_boards):
    return {game_id: _positions(rows) for game_id, rows in sorted(real_boards.items())}


@pytest.fixture(scope="module")
def tournament(real_boards):
    """The 40 games as 8 rounds of 5 boards over 35 made-up players (each plays once a round)."""
    out = []
    for k, (_, rows) in enumerate(sorted(real_boards.items())):
        players = [(3 * k + 5 * i) % 35 for i in range(7)]
        out.append(BoardInput(k // 5 + 1, k % 5 + 1, _positions(rows, players)))
    return out


def test_the_data_set_has_40_boards_two_of_them_solos(boards):
    assert len(boards) == 40
    assert sum(1 for b in boards.values() if max(p.centres for p in b) >= 18) == 2


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_every_board_scores_with_non_negative_scores(boards, slug):
    system = get_system(slug)
    for board in boards.values():
        scores = system.score_game(board)
        assert len(scores) == 7
        assert all(s >= 0 for s in scores)


def test_draw_size_and_sum_of_squares_boards_add_up_to_100(boards):
    for board in boards.values():
        for slug in ("draw-size", "sum-of-squares", "squares-daanz"):
            assert abs(sum(get_system(slug).score_game(board)) - 100) < 1e-9


def test_c_diplo_draws_add_up_to_100(boards):
    for board in boards.values():
        if max(p.centres for p in board) < 18:
            assert abs(sum(get_system("c-diplo").score_game(board)) - 100) < 1e-9


def test_detour09_draws_normalise_survivors_to_100(boards):
    d09 = get_system("detour09")
    for board in boards.values():
        if max(p.centres for p in board) < 18:
            scores = d09.score_game(board)
            assert abs(sum(s for p, s in zip(board, scores, strict=True) if p.centres) - 100) < 1e-9


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_the_soloist_scores_the_solo_value_and_tops_the_board(boards, slug):
    system = get_system(slug)
    for game_id in ("439643", "449062"):
        board = boards[game_id]
        scores = system.score_game(board)
        soloist = max(range(7), key=lambda i: board[i].centres)
        value = SOLO_VALUE[slug]
        assert scores[soloist] == (value(board[soloist].centres) if callable(value) else value)
        assert all(s <= scores[soloist] for s in scores)


def test_hand_computed_real_boards():
    # 433762: Austria 7, England out 1905, France 12, Germany 1, Italy out 1907, Russia 8, Turkey 6
    rows = [
        ("Austria", 7, None, ""),
        ("England", 0, 1905, ""),
        ("France", 12, None, ""),
        ("Germany", 1, None, ""),
        ("Italy", 0, 1907, ""),
        ("Russia", 8, None, ""),
        ("Turkey", 6, None, ""),
    ]
    board = _positions(rows)
    assert get_system("carnage").score_game(board) == [5007, 1000, 7012, 3001, 2000, 6008, 4006]
    # squares: sum of squares 49 + 144 + 1 + 64 + 36 = 294
    assert get_system("sum-of-squares").score_game(board)[2] == pytest.approx(14400 / 294)
    # draw-size: five survivors
    assert get_system("draw-size").score_game(board) == [20, 0, 20, 20, 0, 20, 20]
    # c-diplo: France 1 + 12 + 38, Russia 1 + 8 + 14, Austria 1 + 7 + 7
    assert get_system("c-diplo").score_game(board) == [15, 1, 51, 2, 1, 23, 7]


def test_a_zero_centre_power_without_a_year_counts_as_eliminated_at_the_end(boards):
    # 439643 (France's solo): Austria holds 0 centres and no elimination year is recorded
    board = boards["439643"]
    austria = board[0]
    assert (austria.centres, austria.eliminated_year) == (0, None)
    manorcon = get_system("manorcon").score_game(board)
    assert manorcon[0] == pytest.approx(0.9)  # as if eliminated in 1909
    assert manorcon[4] == pytest.approx(0.6)  # Italy, eliminated 1906


@pytest.mark.parametrize("slug", list(SYSTEMS))
@pytest.mark.parametrize(
    "agg", [Aggregation(), Aggregation("best-n", 5), Aggregation("best-round-n", 6)]
)
def test_the_40_boards_rank_as_a_tournament(tournament, slug, agg):
    system = get_system(slug)
    result = system.rank(tournament, agg)
    assert len(result.rows) == 35
    assert all(r.games == 8 for r in result.rows)
    assert_competition_ranking(result.rows, system)
    assert len(result.board_scores) == 280
    expected_dropped = {"system": 0, "best-n": 3 * 35, "best-round-n": 2 * 35}[agg.method]
    assert sum(b.dropped for b in result.board_scores) == expected_dropped
    assert sorted(result.awards) == sorted(p.power for p in tournament[0].positions)
    assert all(result.awards.values())


def test_win_tier_puts_the_two_soloists_on_top(tournament):
    rows = get_system("win-tier").rank(tournament).rows
    assert [r.tier for r in rows[:2]] == [1, 1]
    assert all(r.tier == 0 for r in rows[2:])
