"""Tournament value V: 20 for a WDC, 0 before 2001, N/7+2 or N/3.5+2 capped at 15."""

from datetime import date

import pytest

from ratings.engines import get_engine
from ratings.engines.dip_pouch import event_value

from .factories import event, ranked

ENGINE = get_engine("dip-pouch")
D = date(2010, 1, 1)


@pytest.mark.parametrize(
    ("n", "rounds", "expected"),
    [
        (14, 1, 14 / 7 + 2),  # one round: N/7 + 2 = 4
        (70, 1, 12.0),
        (91, 1, 15.0),  # exactly at the cap
        (100, 1, 15.0),  # 16.29 capped
        (35, 3, 12.0),  # more rounds: N/3.5 + 2
        (7, 2, 4.0),
        (46, 5, 15.0),  # 15.14 capped
        (300, 7, 15.0),
    ],
)
def test_value_of_an_ordinary_event(n, rounds, expected):
    assert event_value(n, rounds, False, D) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("n", [5, 75, 500])
def test_world_championship_is_worth_20_whatever_its_size_and_uncapped(n):
    assert event_value(n, 5, True, D) == 20


def test_world_championship_before_2001_still_counts():
    assert event_value(40, 5, True, date(1995, 7, 1)) == 20


def test_cap_applies_to_a_big_one_round_event_in_the_engine():
    players = [f"p{i}" for i in range(100)]
    table = ENGINE.compute([event(1, ranked(players), rounds=1, end=D)])
    assert {c.weight for c in table.changes} == {15.0}
    winner = table.ratings["p0"]
    assert winner.rating == pytest.approx(40 + 0.15 * (99.5 - 40))


def test_a_big_world_championship_is_not_capped_in_the_engine():
    players = [f"p{i}" for i in range(100)]
    table = ENGINE.compute([event(1, ranked(players), rounds=1, end=D, wdc=True)])
    assert {c.weight for c in table.changes} == {20.0}
    assert table.ratings["p0"].rating == pytest.approx(40 + 0.2 * (99.5 - 40))
