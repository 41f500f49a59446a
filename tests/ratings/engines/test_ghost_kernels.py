"""The straight-line Ghost Rating updates do the spec's arithmetic, in the
order the list-based formulation does it, to the last bit."""

from math import fsum

from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines.ghost_kernels import kernel, source


def by_lists(ratings, players, actual, divisor, sos, start=100.0):
    grs = [ratings.get(p, start) for p in players]
    total = fsum(grs)
    x = total / divisor
    if sos:
        squares = [g * g for g in grs]
        sq_total = fsum(squares)
        expected = [q / sq_total for q in squares]
    else:
        expected = [g / total for g in grs]
    diffs = [a - e for a, e in zip(actual, expected, strict=True)]
    return x, grs, [g + x * d for g, d in zip(grs, diffs, strict=True)], diffs


@settings(max_examples=300, deadline=None)
@given(
    st.integers(2, 34).flatmap(
        lambda n: st.tuples(
            st.lists(st.floats(1, 500), min_size=n, max_size=n),
            st.lists(st.floats(0, 1), min_size=n, max_size=n),
            st.sets(st.integers(0, n - 1)),  # players without a rating yet
        )
    ),
    st.booleans(),
    st.sampled_from([17.5, 35.0, 70.0, 560.0]),
)
def test_a_kernel_equals_the_list_formulation(case, sos, divisor):
    grs, actual, newcomers = case
    players = list(range(len(grs)))
    ratings = {p: g for p, g in zip(players, grs, strict=True) if p not in newcomers}
    expected = by_lists(dict(ratings), players, actual, divisor, sos)
    peak = {0: 1e9}
    update = kernel(len(players), sos, 100.0)
    x, before, after, diffs = update(ratings, peak, players, actual, divisor)
    assert (x, list(before), list(after), list(diffs)) == expected
    assert ratings == dict(zip(players, after, strict=True))  # stored as it goes
    assert peak[0] == 1e9  # a higher peak stays
    for p, b, a in zip(players[1:], before[1:], after[1:], strict=True):
        if a > b:  # a rise above the old peak (or the start) is the new peak
            assert peak.get(p, 100.0) == max(a, 100.0)


def test_one_kernel_per_size_and_scoring_without_loops():
    assert kernel(7, True, 100.0) is kernel(7, True, 100.0)
    assert kernel(7, True, 100.0) is not kernel(7, False, 100.0)
    assert " for " not in source(7, True)
