"""Which games count in which Ghost Rating category, with which modifiers.

The expected table below restates the spec independently of the engine's
own table, and every variant x press x scoring x phase combination is checked
against it.
"""

import itertools

import pytest

from ratings.engines import get_engine
from ratings.engines.ghost import RULES_BY_SLUG, counts_in
from ratings.engines.outcomes import phase_class

from .factories import game

SIX = {
    "classic": 1,
    "ancient-mediterranean": 2,
    "world-ix": 4,
    "fall-of-the-american-empire": 4,
    "modern-ii": 4,
    "classic-chaos": 8,
}
PRESS = {"full": 1, "rulebook": 1, "public": 2, "gunboat": 4}
ANY = None
# category: (variants with modifier, press with modifier or ANY, scorings, phases, 1v1)
SPEC = {
    "overall": (SIX, PRESS, {"dss", "sos"}, {"standard", "live"}, False),
    "gunboat": (SIX, {"gunboat": 1}, {"dss", "sos"}, {"standard", "live"}, False),
    "live": (SIX, PRESS, {"dss", "sos"}, {"live"}, False),
    "full-press": ({"classic": 1}, {"full": 1, "rulebook": 1}, {"dss", "sos"}, {"standard"}, False),
    "1v1": ({"fva": 1, "gvi": 1}, ANY, ANY, {"standard", "live"}, True),
    "fva": ({"fva": 1}, ANY, ANY, {"standard", "live"}, True),
    "gvi": ({"gvi": 1}, ANY, ANY, {"standard", "live"}, True),
}
VARIANTS = [*SIX, "fva", "gvi"]
PHASES = [None, 5, 59, 60, 1440]  # None: face to face, counts as standard
COMBOS = list(itertools.product(VARIANTS, PRESS, ["dss", "sos"], PHASES))


def expected_divisor(category, variant, press, scoring, minutes):
    variants, presses, scorings, phases, one_v_one = SPEC[category]
    phase = "live" if minutes is not None and minutes < 60 else "standard"
    if variant not in variants or phase not in phases:
        return None
    if scorings is not ANY and scoring not in scorings:
        return None
    if presses is not ANY and press not in presses:
        return None
    if one_v_one:
        return 32.0
    return 17.5 * presses[press] * variants[variant]


def test_the_engine_lists_exactly_the_spec_categories_overall_first():
    assert [c.slug for c in get_engine("ghost").categories] == list(SPEC)


@pytest.mark.parametrize(("variant", "press", "scoring", "minutes"), COMBOS)
def test_membership_and_modifiers_of_every_combination(variant, press, scoring, minutes):
    g = game(
        1,
        [("a", 10, None), ("b", 10, None)],
        variant=variant,
        press=press,
        scoring=scoring,
        phase_minutes=minutes,
    )
    for category in SPEC:
        want = expected_divisor(category, variant, press, scoring, minutes)
        got = RULES_BY_SLUG[category].factor(variant, press, scoring, phase_class(minutes))
        assert got == want, category
        assert counts_in(category, g) is (want is not None), category


def test_under_60_minutes_a_phase_is_live_and_60_is_standard():
    assert phase_class(59) == "live"
    assert phase_class(60) == "standard"
    assert phase_class(None) == "standard"


def test_a_game_outside_a_category_changes_nothing_in_it():
    engine = get_engine("ghost")
    gunboat = game(1, [("a", 20, None), ("b", 14, None)], press="gunboat")
    assert engine.compute([gunboat], "full-press").ratings == {}
    table = engine.compute([gunboat], "gunboat")
    assert {c.weight for c in table.changes} == {200 / 17.5}  # gunboat modifier 1 here
    assert engine.compute([gunboat], "overall").changes[0].weight == 200 / 70


def test_categories_are_independent_leaderboards_each_starting_at_100():
    engine = get_engine("ghost")
    live = game(1, [("a", 20, None), ("b", 14, None)], phase_minutes=5)
    overall = engine.compute([live], "overall").ratings["a"]
    only_live = engine.compute([live], "live").ratings["a"]
    assert overall.rating == only_live.rating > 100
    assert engine.compute([live], "full-press").ratings == {}
