"""``exact_order`` pairs each number of a standing key with its float: keys so paired
sort in the same order and tie exactly where the keys themselves do, Fractions whose
floats are equal included (the floats tie, the Fractions decide)."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring.ordering import competition_ranks, exact_order

#: Fractions apart by less than a float tells (1/3 and 1/3 + 10**-30), and plain ones
numbers = st.one_of(
    st.fractions(max_denominator=300),
    st.integers(-5, 5).map(lambda n: Fraction(1, 3) + Fraction(n, 10**30)),
    st.integers(-3, 3),
)
keys = st.lists(
    st.tuples(numbers, st.integers(0, 2), st.just(("nested", 1))), min_size=1, max_size=12
)


@given(keys)
def test_paired_keys_sort_and_tie_as_the_keys_do(ks):
    by_key = sorted(range(len(ks)), key=ks.__getitem__, reverse=True)
    paired = [exact_order(k) for k in ks]
    assert sorted(range(len(ks)), key=paired.__getitem__, reverse=True) == by_key
    assert competition_ranks([paired[i] for i in by_key]) == competition_ranks(
        [ks[i] for i in by_key]
    )
