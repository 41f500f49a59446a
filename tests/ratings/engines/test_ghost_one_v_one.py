"""1v1 games (FvA, GvI): Elo with K = 32 and 10^(GR/400)."""

from datetime import date

import pytest

from ratings.engines import PlayerRating, RatingTable, get_engine
from ratings.engines.outcomes import duel_score

from .factories import game

ENGINE = get_engine("ghost")


def duel(id, a, b, *, variant="fva", end=date(2020, 1, 1)):
    return game(id, [a, b], variant=variant, end=end)


def test_two_newcomers_a_solo_moves_each_by_16():
    table = ENGINE.compute([duel(1, ("fr", 18, None), ("au", 4, None))], "1v1")
    assert table.ratings["fr"].rating == 116.0
    assert table.ratings["au"].rating == 84.0
    assert {c.weight for c in table.changes} == {32.0}
    assert [c.score for c in table.changes] == [0.5, -0.5]


def test_an_upset_against_a_stronger_player_follows_the_logistic_expectation():
    d = date(2019, 1, 1)
    start = RatingTable(
        {"s": PlayerRating("s", 200.0, 9, 200.0, d), "w": PlayerRating("w", 100.0, 1, 100.0, d)},
        [],
    )
    table = ENGINE.compute([duel(1, ("s", 3, None), ("w", 18, None))], "fva", initial=start)
    qs, qw = 10 ** (200 / 400), 10 ** (100 / 400)
    e_s = qs / (qs + qw)  # 0.640
    assert table.ratings["s"].rating == pytest.approx(200 - 32 * e_s)
    assert table.ratings["w"].rating == pytest.approx(100 + 32 * e_s)
    assert round(e_s, 3) == 0.640


def test_a_draw_scores_half():
    table = ENGINE.compute([duel(1, ("a", 12, None), ("b", 12, None))], "1v1")
    assert table.ratings["a"].rating == table.ratings["b"].rating == 100.0
    assert [c.score for c in table.changes] == [0.0, 0.0]


@pytest.mark.parametrize(
    ("a", "b", "score"),
    [
        (("a", 18, None), ("b", 2, None), 1.0),
        (("a", 2, None), ("b", 18, None), 0.0),
        (("a", 9, None), ("b", 0, 1905), 1.0),  # opponent eliminated: a win
        (("a", 0, 1906), ("b", 5, None), 0.0),
        (("a", 16, None), ("b", 16, None), 0.5),
        (("a", 17, None), ("b", 15, None), 0.5),  # no solo, both alive: draw
    ],
)
def test_reading_of_a_duel(a, b, score):
    assert duel_score([a, b], "gvi") == score


def test_fva_and_gvi_are_separate_but_both_count_in_1v1():
    games = [
        duel(1, ("a", 18, None), ("b", 0, 1905), variant="fva"),
        duel(2, ("a", 18, None), ("c", 0, 1905), variant="gvi", end=date(2020, 2, 1)),
    ]
    assert ENGINE.compute(games, "1v1").ratings["a"].count == 2
    assert ENGINE.compute(games, "fva").ratings["a"].count == 1
    assert set(ENGINE.compute(games, "gvi").ratings) == {"a", "c"}
    assert ENGINE.compute(games, "overall").ratings == {}


def test_a_duel_variant_game_without_exactly_two_players_is_skipped():
    g = game(1, [("a", 18, None), ("b", 8, None), ("c", 8, None)], variant="fva")
    assert ENGINE.compute([g], "1v1").ratings == {}
