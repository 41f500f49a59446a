"""The range updates that shift ranks (``services.shifts``), applied in their
order to a table as SQL would (every row whose rank is in the range moves),
give every kept player their new rank and national rank, whatever moved,
left, arrived or tied; the rows rewritten anyway may end anywhere."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import competition_ranks
from ratings.services.ranks import nation_codes
from ratings.services.shifts import national_runs, runs

NATIONS = ["FR", "DE", "US", ""]


def ranking(values: dict, nationality: dict) -> tuple[list, dict, dict]:
    """(players best first, {p: rank}, {p: national rank}): ties by player."""
    order = sorted(values, key=lambda p: (-values[p], p))
    ranks = dict(zip(order, competition_ranks([values[p] for p in order]), strict=True))
    national = {}
    for nat in NATIONS:
        if nat:
            members = [p for p in order if nationality[p] == nat]
            national |= zip(members, competition_ranks([values[p] for p in members]), strict=True)
    return order, ranks, national


def apply(table: dict, moves) -> None:
    for delta, first, last in moves:
        for p, rank in list(table.items()):
            if first <= rank <= last:
                table[p] = rank + delta


tables = st.integers(2, 40).flatmap(
    lambda n: st.tuples(
        st.lists(st.integers(0, 12), min_size=n, max_size=n),  # values: many ties
        st.lists(st.sampled_from(NATIONS), min_size=n, max_size=n),
        st.sets(st.integers(0, n - 1), max_size=n // 2),  # touched: a new value
        st.lists(st.integers(0, 12), min_size=n, max_size=n),
        st.sets(st.integers(0, n - 1), max_size=3),  # gone
        st.integers(0, 3),  # arrivals
    )
)


@settings(max_examples=400, deadline=None)
@given(tables)
def test_the_ranges_give_every_kept_row_its_new_ranks(table):
    values, nations, touched, new_values, gone, arrivals = table
    nationality = dict(enumerate(nations)) | {100 + i: "FR" for i in range(arrivals)}
    before = dict(enumerate(values))
    after = {p: (new_values[p] if p in touched else v) for p, v in before.items() if p not in gone}
    after |= {100 + i: new_values[i % len(new_values)] for i in range(arrivals)}
    order, old, old_national = ranking(before, nationality)
    _, new, new_national = ranking(after, nationality)
    wild = touched | gone
    kept = [p for p in order if p not in wild]

    def ranks_of(table):
        return np.array([table.get(p, 0) for p in kept], np.int64)

    stored = {p: old[p] for p in order if p not in gone}
    apply(stored, runs(ranks_of(old), ranks_of(new)))
    assert {p: stored[p] for p in kept} == {p: new[p] for p in kept}

    stored = {p: old_national[p] for p in order if p not in gone and nationality[p]}
    codes, names = nation_codes([nationality[p] for p in kept])
    moves = national_runs(codes, names, ranks_of(old_national), ranks_of(new_national))
    for nat, *move in moves:
        country = {p: r for p, r in stored.items() if nationality[p] == nat}
        apply(country, [move])
        stored |= country
    assert {p: stored[p] for p in kept if nationality[p]} == {
        p: new_national[p] for p in kept if nationality[p]
    }


def test_a_player_passing_others_moves_them_in_one_range():
    # "e" (5th) climbs to the top: a, b, c and d, the kept rows, each go down one place.
    moves = runs(np.array([1, 2, 3, 4]), np.array([2, 3, 4, 5]))
    assert moves == [(1, 1, 4)]


def test_stretches_moving_up_go_first_top_down_then_those_moving_down_bottom_up():
    old = np.array([1, 2, 3, 4, 5, 6, 7, 8])
    new = np.array([1, 1, 2, 2, 4, 6, 8, 9])  # 0, -1 -1, -2, -1, 0, +1, +1
    assert runs(old, new) == [(-1, 2, 3), (-2, 4, 4), (-1, 5, 5), (1, 7, 8)]
