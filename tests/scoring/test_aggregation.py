"""Aggregations: the system's own rule, sum, best N games, best game per round over N rounds."""

import pytest

from tournaments.scoring import AGGREGATIONS, SYSTEMS, Aggregation, get_system

from .helpers import board

DSS = get_system("draw-size")


def _draw(round_, number, me, survivors):
    """A draw of ``survivors`` powers in which ``me`` survives: draw-size 100 / survivors."""
    centres = [34 - (survivors - 1)] + [1] * (survivors - 1) + [0] * (7 - survivors)
    centres = [min(c, 17) for c in centres]
    centres[1] += 34 - sum(centres) if survivors > 1 else 0
    entries = [(me, centres[0])]
    entries += [
        (f"r{round_}b{number}p{i}", c, None if c else 1905) for i, c in enumerate(centres[1:])
    ]
    return board(round_, number, entries)


def _boards():
    # "me": round 1 -> 50 (2-way) on board 1; round 2 -> 25 (4-way); round 3 -> 20 (5-way)
    # "me" also plays a second board in round 3 scoring 100 / 3
    return [
        _draw(1, 1, "me", 2),
        _draw(2, 1, "me", 4),
        _draw(3, 1, "me", 5),
        _draw(3, 2, "me", 3),
    ]


def _me(result):
    row = next(r for r in result.rows if r.player == "me")
    dropped = {(b.round, b.number): b.dropped for b in result.board_scores if b.player == "me"}
    return row, dropped


def test_sum_counts_every_game():
    row, dropped = _me(DSS.rank(_boards(), Aggregation("sum")))
    assert row.score == pytest.approx(50 + 25 + 20 + 100 / 3)
    assert not any(dropped.values())


def test_default_is_the_system_rule_which_sums_for_every_system():
    for system in SYSTEMS.values():
        assert system.default_aggregation == Aggregation("system")
        default = system.rank(_boards())
        summed = system.rank(_boards(), Aggregation("sum"))
        assert [(r.player, r.rank, r.score) for r in default.rows] == [
            (r.player, r.rank, r.score) for r in summed.rows
        ]


def test_best_n_counts_the_best_n_games_and_marks_the_rest_dropped():
    row, dropped = _me(DSS.rank(_boards(), Aggregation("best-n", 2)))
    assert row.score == pytest.approx(50 + 100 / 3)
    assert dropped == {(1, 1): False, (2, 1): True, (3, 1): True, (3, 2): False}
    assert row.games == 4  # games played, not games counted


def test_best_n_counts_everything_when_a_player_has_fewer_games():
    result = DSS.rank(_boards(), Aggregation("best-n", 10))
    assert not any(b.dropped for b in result.board_scores)


def test_best_round_n_keeps_one_game_per_round_then_the_best_rounds():
    row, dropped = _me(DSS.rank(_boards(), Aggregation("best-round-n", 2)))
    # round bests: 50 (r1), 25 (r2), 100/3 (r3) -> best two rounds: r1 + r3
    assert row.score == pytest.approx(50 + 100 / 3)
    assert dropped == {(1, 1): False, (2, 1): True, (3, 1): True, (3, 2): False}


def test_best_round_n_with_n_covering_every_round_still_drops_second_games_in_a_round():
    row, dropped = _me(DSS.rank(_boards(), Aggregation("best-round-n", 3)))
    assert row.score == pytest.approx(50 + 25 + 100 / 3)
    assert dropped[(3, 1)] is True


def test_equal_games_keep_the_earlier_board():
    boards = [_draw(1, 1, "me", 4), _draw(2, 1, "me", 4)]
    _, dropped = _me(DSS.rank(boards, Aggregation("best-n", 1)))
    assert dropped == {(1, 1): False, (2, 1): True}


def test_win_tier_best_n_prefers_a_solo_and_counts_its_tier():
    wt = get_system("win-tier")
    solo = board(
        1,
        1,
        [("me", 18), ("s1", 6), ("s2", 4), ("s3", 3), ("s4", 3), ("s5", 0, 1905), ("s6", 0, 1905)],
    )
    draw = board(
        2,
        1,
        [("me", 12), ("d1", 8), ("d2", 6), ("d3", 4), ("d4", 4), ("d5", 0, 1905), ("d6", 0, 1905)],
    )
    result = wt.rank([solo, draw], Aggregation("best-n", 1))
    row, dropped = _me(result)
    assert (row.tier, row.score) == (1, 0)
    assert dropped == {(1, 1): False, (2, 1): True}
    summed, _ = _me(wt.rank([solo, draw]))
    assert (summed.tier, summed.score) == (1, 7012)


def test_dropped_games_change_the_ranking():
    boards = [
        _draw(1, 1, "me", 2),
        _draw(2, 1, "me", 7),
        _draw(1, 2, "you", 3),
        _draw(2, 2, "you", 3),
    ]
    by_sum = {r.player: r.rank for r in DSS.rank(boards, Aggregation("sum")).rows}
    by_best = {r.player: r.rank for r in DSS.rank(boards, Aggregation("best-n", 1)).rows}
    assert by_sum["you"] < by_sum["me"]  # 66.7 > 64.3
    assert by_best["me"] < by_best["you"]  # 50 > 33.3


@pytest.mark.parametrize(
    "kwargs",
    [
        {"method": "median"},
        {"method": "best-n"},
        {"method": "best-n", "n": 0},
        {"method": "best-round-n", "n": -1},
    ],
)
def test_invalid_aggregations_are_rejected(kwargs):
    with pytest.raises(ValueError):
        Aggregation(**kwargs)


def test_aggregation_labels_cover_every_method():
    assert list(AGGREGATIONS) == ["system", "sum", "best-n", "best-round-n"]
    assert all(isinstance(label, str) and label for label in AGGREGATIONS.values())


def test_best_round_n_counts_a_weak_round_before_a_second_game_in_a_strong_round():
    boards = [
        _draw(1, 1, "me", 2),  # 50
        _draw(2, 1, "me", 5),  # 20
        _draw(3, 1, "me", 3),  # 33.3
        _draw(3, 2, "me", 4),  # 25: better than round 2's best but in round 3
    ]
    row, dropped = _me(DSS.rank(boards, Aggregation("best-round-n", 3)))
    assert row.score == pytest.approx(50 + 20 + 100 / 3)
    assert dropped == {(1, 1): False, (2, 1): False, (3, 1): False, (3, 2): True}
    best_n, _ = _me(DSS.rank(boards, Aggregation("best-n", 3)))
    assert best_n.score == pytest.approx(50 + 25 + 100 / 3)
