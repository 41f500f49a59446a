"""Squares-DAANZ's last tie-breaks (best, 2nd and 3rd best games under the full game
comparison) are built only when two players are equal on total, wins and draws, and rank
exactly as the spec's key ``(total, wins, draws, best, 2nd best, 3rd best)`` does."""

from hypothesis import HealthCheck, given, settings

from tournaments.scoring import Aggregation, get_system
from tournaments.scoring.ordering import competition_ranks

from .helpers import board
from .test_properties import tournaments
from .test_ranks_share_equal_keys import context, pairwise_ranks

SD = get_system("squares-daanz")


def spec_key(ctx, player):
    games = ctx.games[player]
    ordered = sorted((SD.game_key(g) for g in games), reverse=True)
    top3 = tuple((1, k) for k in ordered[:3]) + ((0,),) * max(0, 3 - len(ordered))
    wins = sum(1 for g in games if g.is_win)
    draws = sum(1 for g in games if g.is_draw)
    return (ctx.totals[player], wins, draws, *top3)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_ranks_are_those_of_the_specs_flat_keys(boards_):
    ctx = context(SD, boards_)
    rows = SD.rank(boards_, Aggregation("sum")).rows
    assert [r.rank for r in rows] == pairwise_ranks([spec_key(ctx, r.player) for r in rows])


def test_players_apart_on_their_totals_never_build_their_best_games(monkeypatch):
    calls = []
    monkeypatch.setattr(SD, "game_key", lambda g: calls.append(g) or ())
    boards_ = [board(1, 1, [("a", 10), ("b", 8), ("c", 6), ("d", 4), ("e", 3), ("f", 2)])]
    keys = SD.standing_keys(context(SD, boards_))
    assert len({k[0] for k in keys.values()}) == len(keys)  # six different totals
    assert competition_ranks(sorted(keys.values(), reverse=True)) == [1, 2, 3, 4, 5, 6]
    assert calls == []
