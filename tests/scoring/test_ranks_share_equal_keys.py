"""Competition ranks come from one pass over the sorted keys, and still mean what the spec
says: a player's rank is 1 + the number of players whose key is strictly better, so equal
keys share a rank and the next rank skips."""

from collections import defaultdict
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.scoring import SYSTEMS, Aggregation, get_system
from tournaments.scoring.base import _Context
from tournaments.scoring.ordering import competition_ranks

from .test_properties import tournaments

#: keys shaped like the systems' standing keys (tuples of exact numbers), drawn from few
#: values so that ties are common
KEYS = st.tuples(
    st.integers(0, 2),
    st.sampled_from([Fraction(0), Fraction(1, 3), Fraction(1, 2), Fraction(7, 2)]),
    st.one_of(st.tuples(st.just(0)), st.tuples(st.just(1), st.integers(-2, 2))),
)


def pairwise_ranks(keys):
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def test_equal_keys_share_a_rank_and_the_next_rank_skips():
    assert competition_ranks([(5,), (3,), (3,), (1,), (1,), (1,), (0,)]) == [1, 2, 2, 4, 4, 4, 7]


@given(st.lists(KEYS, max_size=40))
def test_one_pass_gives_the_pairwise_ranks(keys):
    ordered = sorted(keys, reverse=True)
    assert competition_ranks(ordered) == pairwise_ranks(ordered)


def context(system, boards_):
    """What ``rank`` hands the ranking step for the "sum" aggregation: every game counts."""
    games = defaultdict(list)
    for board in sorted(boards_, key=lambda b: (b.round, b.number)):
        for game in system.played_games(board):
            games[game.player].append(game)
    totals = {p: sum((g.score for g in gs), Fraction(0)) for p, gs in games.items()}
    return _Context(games=dict(games), counted=dict(games), totals=totals)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(), st.sampled_from(list(SYSTEMS)))
def test_standing_ranks_count_the_strictly_better_standing_keys(boards_, slug):
    system = get_system(slug)
    keys = system.standing_keys(context(system, boards_))
    rows = system.rank(boards_, Aggregation("sum")).rows
    assert [row.rank for row in rows] == pairwise_ranks([keys[row.player] for row in rows])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_win_tier_ranks_tier_and_points_by_the_pairwise_rule(boards_):
    system = get_system("win-tier")
    ctx = context(system, boards_)
    players = list(ctx.totals)
    base = [(system.tier(ctx, p), ctx.totals[p]) for p in players]
    ranks = system.tier_and_points_ranks(ctx)
    assert [ranks[p] for p in players] == pairwise_ranks(base)
