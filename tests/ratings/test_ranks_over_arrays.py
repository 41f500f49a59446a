"""Ranks computed over arrays (``services.ranks``) are the competition ranks
of the reference rule (``engines.competition_ranks``), overall and within
each nationality, whatever the ties; a player without a nationality has no
national rank."""

from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import competition_ranks
from ratings.services.ranks import table_ranks

NATIONS = ["FR", "DE", "US", "", "ZW"]

tables = st.lists(
    st.tuples(
        st.one_of(st.integers(-3, 3), st.sampled_from([0.1, 0.2, 0.30000000000000004, 1e-300])),
        st.sampled_from(NATIONS),
    ),
    max_size=60,
)


@settings(max_examples=500, deadline=None)
@given(tables)
def test_array_ranks_are_the_reference_competition_ranks(entries):
    entries = sorted(entries, key=lambda e: -e[0])  # best first, as a table is
    order = list(range(len(entries)))
    values = {i: v for i, (v, _) in enumerate(entries)}
    nations = [n for _, n in entries]
    rank, national = table_ranks(order, nations, values)
    assert rank == competition_ranks([v for v, _ in entries])
    want = [None] * len(entries)
    for nation in set(nations) - {""}:
        members = [i for i in order if nations[i] == nation]
        for i, r in zip(members, competition_ranks([values[i] for i in members]), strict=True):
            want[i] = r
    assert national == want


def test_equal_values_share_the_first_rank_of_their_run():
    rank, national = table_ranks([1, 2, 3, 4], ["FR", "DE", "FR", ""], {1: 9, 2: 7, 3: 7, 4: 5})
    assert rank == [1, 2, 2, 4]
    assert national == [1, 1, 2, None]
