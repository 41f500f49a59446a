"""The spec's Ghost Rating worked checks."""

import pytest

from ratings.engines import get_engine
from ratings.engines.ghost import RULES_BY_SLUG

from .factories import draw_of, game

ENGINE = get_engine("ghost")


def test_x_is_11_43_for_a_classic_full_press_game_whose_ratings_sum_to_200():
    divisor = RULES_BY_SLUG["overall"].factor("classic", "full", "dss", "standard")
    assert f"{200 / divisor:.2f}" == "11.43"
    table = ENGINE.compute([game(1, [("a", 20, None), ("b", 14, None)])])
    assert {round(c.weight, 2) for c in table.changes} == {11.43}


def test_x_is_1_43_for_ancient_mediterranean_gunboat_in_overall():
    divisor = RULES_BY_SLUG["overall"].factor("ancient-mediterranean", "gunboat", "dss", "live")
    assert divisor == 140
    assert f"{200 / divisor:.2f}" == "1.43"
    g = game(1, [("a", 20, None), ("b", 14, None)], variant="ancient-mediterranean")
    g = game(1, g.results, variant="ancient-mediterranean", press="gunboat")
    table = ENGINE.compute([g])
    assert {round(c.weight, 2) for c in table.changes} == {1.43}


def test_seven_newcomers_in_a_three_way_draw():
    results = draw_of(["a", "b", "c"], eliminated=["d", "e", "f", "g"])
    table = ENGINE.compute([game(1, results)])
    x = {c.weight for c in table.changes}
    assert x == {40.0}
    gains = {c.player: c.after - c.before for c in table.changes}
    for p in "abc":
        assert round(gains[p], 3) == 7.619
        assert gains[p] == pytest.approx(40 * (1 / 3 - 1 / 7), abs=1e-12)
    for p in "defg":
        assert round(gains[p], 3) == -5.714
    assert table.ratings["a"].rating == pytest.approx(107.619, abs=5e-4)
    assert table.ratings["d"].count == 1
