"""``exact_sum`` adds a player's game scores over their denominators' least common
multiple: the same Fraction, reduced, as adding them one by one, for whole numbers
and Fractions alike, and nothing adds up to 0."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring.ordering import exact_sum

scores = st.lists(st.fractions(max_denominator=10_000) | st.integers(-100, 100), max_size=12)


@given(scores)
def test_a_total_is_the_sum_of_its_fractions(values):
    total = exact_sum(values)
    assert type(total) is Fraction
    assert (total.numerator, total.denominator) == (
        sum(values, Fraction(0)).numerator,
        sum(values, Fraction(0)).denominator,
    )
