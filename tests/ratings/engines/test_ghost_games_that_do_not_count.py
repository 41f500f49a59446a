"""webDiplomacy rates no game with bots, and no game that ended at turn 3 or
earlier ("Games that do not count", rating-systems.md), in any category."""

import pytest

from ratings.engines import ENGINES, get_engine
from ratings.engines.ghost import counts_in

from .factories import draw_of, game

ENGINE = get_engine("ghost")
CATEGORIES = [c.slug for c in ENGINES["ghost"].categories]
DRAW = draw_of(["a", "b", "c"], eliminated=["d", "e", "f", "g"])
DUEL = [("a", 18, None), ("b", 4, None)]


def every_table(g):
    run = ENGINE.run([g])
    return {slug: run.tables[slug].standing.ratings() for slug in CATEGORIES}


@pytest.mark.parametrize("results,variant", [(DRAW, "classic"), (DUEL, "fva")])
def test_a_game_with_bots_counts_in_no_category(results, variant):
    g = game(1, results, variant=variant, bot=True)
    assert every_table(g) == {slug: {} for slug in CATEGORIES}
    assert not any(counts_in(slug, g) for slug in CATEGORIES)


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
@pytest.mark.parametrize("results,variant", [(DRAW, "classic"), (DUEL, "gvi")])
def test_a_game_that_ended_at_turn_3_or_earlier_counts_in_no_category(turns, results, variant):
    g = game(1, results, variant=variant, turns=turns)
    assert every_table(g) == {slug: {} for slug in CATEGORIES}


def test_a_fourth_turn_makes_it_count_as_a_game_without_a_turn_count_does():
    four = every_table(game(1, DRAW, turns=4))
    unknown = every_table(game(1, DRAW))
    assert four == unknown
    assert round(four["overall"]["a"].rating - 100, 3) == 7.619  # the spec's 3-way draw
    assert set(four["full-press"]) == set("abcdefg")


def test_an_excluded_game_leaves_later_games_rated_from_unchanged_ratings():
    short = game(1, [("a", 18, None), ("b", 0, 1903)], turns=2)
    later = game(2, DRAW)
    with_short = ENGINE.compute([short, later])
    without = ENGINE.compute([later])
    assert with_short.ratings == without.ratings
    assert [c.source_id for c in with_short.changes] == [2] * 7
