"""The same results stored in another row order give the same ratings, to the last bit."""

import copy
import random
from datetime import date, timedelta

import pytest

from ratings import history, services
from tournaments.demo import generate_bundle

from .snapshots import tables_by_key, wipe_results

pytestmark = pytest.mark.django_db


def day(n: int) -> str:
    return (date(2001, 1, 1) + timedelta(days=n)).isoformat()


def distinct_dates(data):
    """Give every event, board and game its own end date, so that no two
    records are ordered by their database id (the documented last tie-break,
    which follows the import order)."""
    n = 0
    for t in data["tournaments"]:
        t["start_date"] = day(n)
        for b in t.get("boards") or ():
            n += 1
            b["end_date"] = day(n)
        n += 1
        t["end_date"] = day(n)
    for g in data["games"]:
        n += 1
        g["end_date"] = day(n)
    return data


def shuffled(data, seed):
    rng = random.Random(seed)
    data = copy.deepcopy(data)
    rng.shuffle(data["tournaments"])
    rng.shuffle(data["games"])
    for t in data["tournaments"]:
        if "standings" in t:
            t["standings"] = rng.sample(t["standings"], len(t["standings"]))
        for b in t.get("boards") or ():
            b["players"] = rng.sample(b["players"], len(b["players"]))
    for g in data["games"]:
        g["players"] = rng.sample(g["players"], len(g["players"]))
    return data


def test_shuffled_rows_give_identical_tables(import_only):
    data = distinct_dates(generate_bundle(60, 6, 400, seed=11))
    import_only(data)
    services.recompute_all()
    first = tables_by_key()

    wipe_results()
    import_only(shuffled(data, seed=5))  # same players (same ids), results in another order
    services.recompute_all()

    assert tables_by_key() == first


def test_records_come_out_in_a_canonical_order(import_only):
    data = distinct_dates(generate_bundle(40, 4, 200, seed=2))
    import_only(shuffled(data, seed=1))

    events = history.event_records()
    games = history.game_records()

    assert [e.id for e in events] == sorted(e.id for e in events)
    assert all(
        list(e.placements) == sorted(e.placements, key=lambda p: (p[1], p[0])) for e in events
    )
    assert [g.id for g in games] == sorted(g.id for g in games)
    assert all([r[0] for r in g.results] == sorted(r[0] for r in g.results) for g in games)
