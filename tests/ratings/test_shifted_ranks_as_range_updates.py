"""The range updates that shift ranks (``services.shifts``), applied in their
order to a table as SQL would (every row whose rank is in the range moves),
give every kept player their new rank and national rank, whatever moved,
left, arrived or tied; the rows rewritten anyway may end anywhere."""

from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import competition_ranks
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
    shifted = {p: new[p] for p in kept if new[p] != old[p]}
    moved = {p: new_national[p] for p in kept if new_national.get(p) != old_national.get(p)}

    stored = {p: old[p] for p in order if p not in gone}
    apply(stored, runs(order, old, shifted, wild))
    assert {p: stored[p] for p in kept} == {p: new[p] for p in kept}

    stored = {p: old_national[p] for p in order if p not in gone and nationality[p]}
    for nat, *move in national_runs(order, nationality, old_national, moved, wild):
        country = {p: r for p, r in stored.items() if nationality[p] == nat}
        apply(country, [move])
        stored |= country
    assert {p: stored[p] for p in kept if nationality[p]} == {
        p: new_national[p] for p in kept if nationality[p]
    }


def test_a_player_passing_others_moves_them_in_one_range():
    order = ["a", "b", "c", "d", "e"]
    old = {p: i + 1 for i, p in enumerate(order)}
    # "e" climbs to the top: a, b, c and d each go down one place.
    moves = runs(order, old, {p: old[p] + 1 for p in "abcd"}, wild={"e"})
    assert moves == [(1, 1, 4)]
