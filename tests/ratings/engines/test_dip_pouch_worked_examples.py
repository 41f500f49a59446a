"""The spec's Dip Pouch worked examples, to the digit."""

from datetime import date

import pytest

from ratings.engines import PlayerRating, RatingTable, get_engine
from ratings.engines.dip_pouch import event_value, percentile, update

from .factories import event, ranked

ENGINE = get_engine("dip-pouch")


def test_rating_55_eighth_of_65_multi_round_becomes_60_0192():
    s = percentile(65, 8)
    v = event_value(65, rounds=5, world_championship=False, end_date=date(2012, 5, 6))
    assert round(s, 4) == 88.4615
    assert v == 15
    assert round(update(55.0, v, s), 4) == 60.0192


def test_the_same_example_through_the_engine():
    """A player rated 55 (given as the initial table) finishes 8th of 65."""
    players = [f"p{i}" for i in range(65)]
    start = RatingTable({"p7": PlayerRating("p7", 55.0, 4, 55.0, date(2011, 1, 1))}, [])
    table = ENGINE.compute(
        [event(1, ranked(players), end=date(2012, 5, 6), rounds=5)], initial=start
    )
    eighth = next(c for c in table.changes if c.player == "p7")
    assert round(eighth.score, 4) == 88.4615
    assert eighth.weight == 15
    assert (eighth.before, round(eighth.after, 4)) == (55.0, 60.0192)
    assert table.ratings["p7"].count == 5
    assert start.ratings["p7"].rating == 55.0  # the initial table is not modified


def test_world_dipcon_2013_winner_scores_99_33_and_last_0_67():
    players = [f"p{i}" for i in range(75)]
    table = ENGINE.compute(
        [event(2013, ranked(players), end=date(2013, 8, 25), wdc=True, rounds=5)]
    )
    by_player = {c.player: c for c in table.changes}
    assert f"{by_player['p0'].score:.2f}" == "99.33"
    assert f"{by_player['p74'].score:.2f}" == "0.67"
    assert by_player["p0"].weight == 20
    assert by_player["p0"].after == pytest.approx(40 + 0.2 * (74.5 / 75 * 100 - 40))
