"""``split_places`` finds each block of equal keys in one sorted pass and works its value out
once; every player must still get what the pairwise reading gives: the places from 1 + the
number of strictly better keys to that + the number of equal keys, shared as the mean of
their values or as the lowest place's value."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring.positions import split_places

#: board-sized key lists drawn from few values, so that ties are common; both key shapes
#: the systems use (plain centre counts and (class, value) tuples)
KEYS = st.lists(st.integers(-1, 4), min_size=1, max_size=7) | st.lists(
    st.tuples(st.integers(0, 1), st.integers(0, 3)), min_size=1, max_size=7
)
VALUES = st.lists(
    st.fractions(min_value=0, max_value=100, max_denominator=12), min_size=7, max_size=7
)


def pairwise(keys, value_of_place, share):
    out = []
    for key in keys:
        better = sum(1 for k in keys if k > key)
        tied = sum(1 for k in keys if k == key)
        places = range(better + 1, better + tied + 1)
        if share == "mean":
            out.append(Fraction(sum(value_of_place(pl) for pl in places), tied))
        else:
            out.append(Fraction(value_of_place(places[-1])))
    return out


@given(KEYS, VALUES, st.sampled_from(["mean", "lowest"]))
def test_each_player_gets_the_value_of_the_places_their_tie_covers(keys, values, share):
    def value_of_place(place):
        return values[place - 1]

    assert split_places(keys, value_of_place, share) == pairwise(keys, value_of_place, share)


def test_a_three_way_tie_for_second_shares_places_two_to_four():
    values = {1: Fraction(38), 2: Fraction(14), 3: Fraction(7)}
    shares = split_places([9, 5, 5, 5, 0], lambda place: values.get(place, Fraction(0)))
    assert shares == [Fraction(38), Fraction(7), Fraction(7), Fraction(7), Fraction(0)]
    lowest = split_places([9, 5, 5, 5, 0], lambda place: 10 - place, share="lowest")
    assert lowest == [Fraction(9), Fraction(6), Fraction(6), Fraction(6), Fraction(5)]
