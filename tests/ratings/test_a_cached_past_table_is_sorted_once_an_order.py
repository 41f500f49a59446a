"""A past table kept in the cache (``past_tables.Rows``) is sorted once an
order: the next page in that order takes the sorted rows as they are; a
filtered table is sorted afresh; the shared cache gets the rows, not the
orders."""

import pickle

from ratings.past_tables import KEY, RANK, ComputedTable, Rows


def row(player: int, rank: int, key: str, nationality: str = "FR") -> tuple:
    # the 17 columns of a past table's row (see past_tables.PLAYER...HOMONYM)
    return (player, nationality, "", 100.0 - rank, rank, None, 1, 100.0, None, None, None,
            key, "First", "Last", "slug", "sort", None)  # fmt: skip


ROWS = [row(1, 1, "k3"), row(2, 2, "k2"), row(3, 2, "k1", "GB"), row(4, 4, "k0")]


def test_an_order_is_sorted_once_and_kept():
    rows = Rows(ROWS)
    first = ComputedTable(rows).order_by("rank", "player__key")
    again = ComputedTable(rows).order_by("rank", "player__key")
    assert [(r[RANK], r[KEY]) for r in first] == [(1, "k3"), (2, "k1"), (2, "k2"), (4, "k0")]
    assert again.rows is first.rows
    other = ComputedTable(rows).order_by("-rank", "-player__key")
    assert other.rows is not first.rows and [r[KEY] for r in other] == ["k0", "k2", "k1", "k3"]


def test_a_filtered_table_is_sorted_afresh():
    rows = Rows(ROWS)
    ComputedTable(rows).order_by("rank", "player__key")
    national = ComputedTable(rows).filter(country="FR").order_by("rank", "player__key")
    assert [r[KEY] for r in national] == ["k3", "k2", "k0"]


def test_the_shared_cache_gets_the_rows_without_their_orders():
    rows = Rows(ROWS)
    ComputedTable(rows).order_by("rank", "player__key")
    copy = pickle.loads(pickle.dumps(rows))
    assert isinstance(copy, Rows) and list(copy) == ROWS and copy.orders == {}
