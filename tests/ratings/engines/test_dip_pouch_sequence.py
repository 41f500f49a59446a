"""One player's rating over several events, computed by hand."""

from datetime import date

import pytest

from ratings.engines import get_engine

from .factories import event

ENGINE = get_engine("dip-pouch")


def field(n, player_at):
    """n placements with "A" at the given place and fillers elsewhere."""
    others = iter(f"x{i}" for i in range(n))
    return [("A" if p == player_at else next(others), p) for p in range(1, n + 1)]


def test_four_events_in_end_date_then_start_date_order():
    records = [
        # Same end date as event 99, but it started later: it comes second.
        event(2, field(14, 7), end=date(2005, 3, 10), start=date(2005, 3, 9), rounds=1),
        event(4, field(30, 30), end=date(2006, 8, 1), wdc=True),
        event(1, field(20, 1), end=date(2000, 6, 1)),  # before 2001: V = 0
        event(99, field(35, 5), end=date(2005, 3, 10), start=date(2005, 3, 8), rounds=3),
    ]
    table = ENGINE.compute(records)
    mine = [c for c in table.changes if c.player == "A"]
    assert [c.source_id for c in mine] == [1, 99, 2, 4]
    # 2000: S = 97.5, V = 0: stays at 40.
    assert mine[0].before == mine[0].after == 40.0
    # 5th of 35, three rounds: S = 30.5/35*100 = 87.142857, V = 35/3.5 + 2 = 12.
    assert mine[1].score == pytest.approx(87.142857142857, abs=1e-9)
    assert mine[1].weight == pytest.approx(12.0)
    assert mine[1].after == pytest.approx(45.657142857143, abs=1e-9)
    # 7th of 14, one round: S = 53.571429, V = 14/7 + 2 = 4.
    assert mine[2].weight == pytest.approx(4.0)
    assert mine[2].after == pytest.approx(45.973714285714, abs=1e-9)
    # Last of 30 at a WDC: S = 1.666667, V = 20.
    assert mine[3].after == pytest.approx(37.112304761905, abs=1e-9)
    a = table.ratings["A"]
    assert a.rating == mine[3].after
    assert a.count == 3  # the 2000 event is shown but not counted
    assert a.peak == mine[2].after
    assert a.last_played == date(2006, 8, 1)
    for earlier, later in zip(mine, mine[1:], strict=False):
        assert later.before == earlier.after


def test_equal_dates_fall_back_to_the_id():
    same = dict(end=date(2010, 1, 1), start=date(2009, 12, 30))
    table = ENGINE.compute([event(7, field(10, 10), **same), event(3, field(10, 1), **same)])
    assert [c.source_id for c in table.changes if c.player == "A"] == [3, 7]
