"""The Dip Pouch tournament value V shown on the event page."""

from datetime import date

import pytest

from tournaments.selectors.tournaments import dip_pouch_coefficient

LATE = date(2013, 8, 25)


def test_a_world_championship_is_worth_20():
    assert dip_pouch_coefficient(75, 5, True, LATE) == 20
    assert dip_pouch_coefficient(75, 5, True, date(1995, 1, 1)) == 20


def test_an_event_before_2001_is_worth_nothing():
    assert dip_pouch_coefficient(40, 3, False, date(2000, 12, 31)) == 0


def test_one_round_is_n_over_7_plus_2():
    assert dip_pouch_coefficient(21, 1, False, LATE) == pytest.approx(5)


def test_more_rounds_are_n_over_3_5_plus_2_capped_at_15():
    assert dip_pouch_coefficient(7, 2, False, LATE) == pytest.approx(4)
    assert dip_pouch_coefficient(65, 3, False, LATE) == 15  # 20.57 capped


def test_it_agrees_with_the_rating_engine():
    engine = pytest.importorskip("ratings.engines.dip_pouch")
    for args in [
        (7, 2, False, LATE),
        (90, 1, False, LATE),
        (30, 4, True, LATE),
        (12, 2, False, date(1999, 5, 1)),
    ]:
        assert dip_pouch_coefficient(*args) == pytest.approx(engine.event_value(*args))
