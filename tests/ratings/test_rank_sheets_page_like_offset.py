"""A table's sheet (``ratings.rank_sheets``) gives back what was packed, and
pages it by rank like OFFSET would: for any competition ranks (ties of any
width, across page boundaries), nationality and page, the players its window
names hold the page's rows, from the offset it gives, and every player tied
with them."""

from hypothesis import given
from hypothesis import strategies as st

from ratings.engines import competition_ranks
from ratings.rank_sheets import Sheet, encode

NATIONS = ["FR", "GB", "DE", ""]


def ranked_table(values, nations):
    values = sorted(values, reverse=True)
    order = list(range(100, 100 + len(values)))
    ranks = competition_ranks(values)
    national, nranks = {}, []
    for value, nation in zip(values, nations, strict=False):
        national.setdefault(nation, []).append(value)
    counters = {n: iter(competition_ranks(v)) for n, v in national.items()}
    nats = [nations[i] for i in range(len(values))]
    nranks = [next(counters[n]) if n else None for n in nats]
    return order, ranks, nranks, nats


tables = st.integers(1, 60).flatmap(
    lambda n: st.tuples(
        st.lists(st.sampled_from([1.0, 2.0, 2.5, 3.0, 7.25]), min_size=n, max_size=n),
        st.lists(st.sampled_from(NATIONS), min_size=n, max_size=n),
    )
)


@given(tables, st.integers(0, 70), st.integers(1, 12), st.sampled_from([None, "FR", "GB"]))
def test_a_window_holds_the_page_from_its_offset(table, bottom, size, country):
    order, ranks, nranks, nats = ranked_table(*table)
    sheet = Sheet(encode(order, ranks, nranks, nats))
    if country:
        listed = [(p, r) for p, r, n in zip(order, nranks, nats, strict=True) if n == country]
    else:
        listed = list(zip(order, ranks, strict=True))
    players, skip = sheet.window(bottom, bottom + size, country)
    page = listed[bottom : bottom + size]
    assert players[skip : skip + size] == [p for p, _ in page]
    page_ranks = {r for _, r in page}
    assert {p for p, r in listed if r in page_ranks} <= set(players)


@given(tables)
def test_a_sheet_gives_back_every_place(table):
    order, ranks, nranks, nats = ranked_table(*table)
    sheet = Sheet(encode(order, ranks, nranks, nats))
    want = dict(zip(order, zip(ranks, nranks, strict=True), strict=True))
    assert {p: sheet.place(p) for p in order} == want
    assert sheet.places == want
    assert sheet.place(99) == (None, None)
