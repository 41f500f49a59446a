"""tournaments.placements: which classifications an event could have produced
(the one check of the imports and the admin), as plain Python."""

from hypothesis import given
from hypothesis import strategies as st

from tournaments.placements import impossible_ranks


def kinds(ranks):
    return [(p.key, p.kind) for p in impossible_ranks(enumerate(ranks))]


def test_a_plain_classification_is_possible():
    assert kinds([1, 2, 3, 4]) == []


def test_a_rank_above_the_players_classified_is_not():
    [problem] = impossible_ranks([("a", 1), ("b", 1000)])
    assert (problem.key, problem.kind, problem.players) == ("b", "above-n", 2)
    assert problem.message() == "rank 1000 is above 2, the number of players classified"


def test_rank_zero_and_below_are_not():
    assert kinds([0, 1, -2]) == [(0, "below-one"), (2, "below-one")]


def test_nobody_is_second_after_two_players_tied_first():
    [problem] = impossible_ranks(enumerate([1, 1, 2]))
    assert (problem.key, problem.kind, problem.ahead) == (2, "tie", 2)
    assert problem.message().startswith("rank 2, but 2 players rank ahead")


def test_both_tie_conventions_and_gaps_within_n_are_possible():
    assert kinds([1, 1, 3]) == []  # competition ranking ("1224")
    assert kinds([1, 3, 3]) == []  # the tie takes its lower place ("1334")
    assert kinds([2, 2]) == []  # nobody first: a gap, within N
    assert kinds([3, 1, 2]) == []  # any order


def test_a_gap_that_pushes_a_rank_above_n_is_not():
    assert kinds([1, 2, 4]) == [(2, "above-n")]


@given(st.lists(st.integers(min_value=0, max_value=20), min_size=1, max_size=30))
def test_competition_rankings_of_any_scores_are_possible(scores):
    ranks = [1 + sum(other > mine for other in scores) for mine in scores]
    assert impossible_ranks(enumerate(ranks)) == []


@given(st.lists(st.integers(min_value=-3, max_value=40), max_size=30))
def test_every_refusal_is_one_of_the_three_shapes(ranks):
    n = len(ranks)
    for p in impossible_ranks(enumerate(ranks)):
        ahead = sum(1 <= r < p.rank for r in ranks)
        assert p.rank == ranks[p.key]
        assert (
            (p.kind == "below-one" and p.rank < 1)
            or (p.kind == "above-n" and p.rank > n)
            or (p.kind == "tie" and ahead > p.rank - 1)
        )
    flagged = {p.key for p in impossible_ranks(enumerate(ranks))}
    for i, r in enumerate(ranks):
        if i not in flagged:
            assert 1 <= r <= n and sum(1 <= x < r for x in ranks) <= r - 1
