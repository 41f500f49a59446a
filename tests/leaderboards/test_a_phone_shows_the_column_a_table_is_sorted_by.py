"""A phone folds a leaderboard's secondary columns (``hide-narrow``: rank,
player and score must fit 390 px), but not the one the table is sorted by:
sorted by events (or by nationality) and shown without them, the rows would
look shuffled. The header and every row of that column lose the fold; the
other columns keep it, and an unsorted table folds them all."""

import re

import pytest

URL = "/ratings/dip-pouch/overall/"
COLUMNS = ("rank", "name", "nationality", "location", "rating", "events")


def folded(response) -> dict[str, list[bool]]:
    """For each column: whether its header, then each of its cells, folds on phones."""
    html = response.content.decode()
    head = re.search(r"<thead>(.*?)</thead>", html, re.S).group(1)
    body = re.search(r"<tbody>(.*?)</tbody>", html, re.S).group(1)
    headers = re.findall(r"<th\b([^>]*)>", head)
    rows = [re.findall(r"<td\b([^>]*)>", row) for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)]
    assert len(headers) == len(COLUMNS) and rows and all(len(r) == len(COLUMNS) for r in rows)
    return {
        name: ["hide-narrow" in headers[i]] + ["hide-narrow" in row[i] for row in rows]
        for i, name in enumerate(COLUMNS)
    }


@pytest.mark.parametrize("sort", ["-events", "events", "nationality", "-nationality"])
def test_the_sorted_column_is_not_folded(client, table_120, sort):
    found = folded(client.get(URL, {"sort": sort}))
    shown = sort.lstrip("-")
    assert not any(found[shown])
    for other in ("nationality", "location", "events"):
        if other != shown:
            assert all(found[other]), other


@pytest.mark.parametrize("sort", [None, "rank", "-rating", "name"])
def test_other_orders_fold_every_secondary_column(client, table_120, sort):
    found = folded(client.get(URL, {"sort": sort} if sort else {}))
    for name in ("nationality", "location", "events"):
        assert all(found[name]), name
    for name in ("rank", "name", "rating"):
        assert not any(found[name]), name
