"""A player who resigned is not in the draw and scores 0; under sum-of-squares
their centres stay in the denominator (rating-systems.md, "players who left")."""

import pytest

from ratings.engines import get_engine
from ratings.engines.ghost import actual_scores, ghost_duel_score

from .factories import draw_of, game

ENGINE = get_engine("ghost")


def gains(table):
    return {c.player: c.after - c.before for c in table.changes}


def test_under_dss_the_draw_size_counts_only_the_survivors_who_stayed():
    # The spec's seven newcomers (x = 40), three survivors, but c resigned.
    results = draw_of(["a", "b", "c"], eliminated=["d", "e", "f", "g"])
    table = ENGINE.compute([game(1, results, resigned={"c"})])
    g = gains(table)
    for p in "ab":  # a 2-way draw: 40 * (1/2 - 1/7)
        assert g[p] == pytest.approx(40 * (1 / 2 - 1 / 7), abs=1e-12)
        assert round(g[p], 3) == 14.286
    for p in "cdefg":  # c scores 0 like the eliminated players
        assert round(g[p], 3) == -5.714
    assert sum(g.values()) == pytest.approx(0, abs=1e-12)  # still zero-sum


def test_under_sos_the_resigned_player_scores_0_but_their_centres_stay_in_the_sum():
    results = [("a", 10, None), ("b", 8, None), ("c", 6, None)]
    results += [(p, 0, 1905) for p in "defg"]
    actual = actual_scores(results, "classic", "sos", frozenset({"c"}))
    assert actual == [100 / 200, 64 / 200, 0.0, 0.0, 0.0, 0.0, 0.0]  # 200 = 10² + 8² + 6²
    table = ENGINE.compute([game(1, results, scoring="sos", resigned={"c"})])
    g = gains(table)
    # Seven equal newcomers: expected 1/7 each, x = 40.
    assert g["a"] == pytest.approx(40 * (0.5 - 1 / 7), abs=1e-12)
    assert g["b"] == pytest.approx(40 * (0.32 - 1 / 7), abs=1e-12)
    assert g["c"] == pytest.approx(-40 / 7, abs=1e-12)
    # The 36/200 the resigned player would have had goes to nobody.
    assert sum(g.values()) == pytest.approx(-40 * 36 / 200, abs=1e-9)


def test_a_resigned_player_scores_0_even_when_it_would_have_shared_a_solo():
    # Bad data: two players on the solo count; the one who resigned gets nothing.
    results = [("a", 18, None), ("b", 18, None), ("c", 0, 1904)]
    assert actual_scores(results, "classic", "dss", frozenset({"b"})) == [0.5, 0.0, 0.0]


def test_without_resignations_the_scores_are_the_usual_ones():
    results = draw_of(["a", "b", "c"], eliminated=["d"])
    assert actual_scores(results, "classic", "dss", frozenset()) == actual_scores(
        results, "classic", "dss"
    )
    assert actual_scores(results, "classic", "dss") == [1 / 3, 1 / 3, 1 / 3, 0.0]


def test_when_no_survivor_stayed_the_players_who_stayed_share_the_draw():
    # Reading taken: everyone alive left; the eliminated players who stayed share.
    results = [("a", 17, None), ("b", 15, None), ("c", 0, 1905), ("d", 0, 1906)]
    assert actual_scores(results, "classic", "dss", frozenset({"a", "b"})) == [
        0.0,
        0.0,
        0.5,
        0.5,
    ]
    assert actual_scores(results, "classic", "dss", frozenset("abcd")) == [0.0] * 4


def test_in_a_1v1_game_a_player_who_resigned_loses_to_one_who_stayed():
    duel = [("a", 12, None), ("b", 10, None)]  # otherwise a draw
    assert ghost_duel_score(duel, "fva") == 0.5
    assert ghost_duel_score(duel, "fva", frozenset({"a"})) == 0.0
    assert ghost_duel_score(duel, "fva", frozenset({"b"})) == 1.0
    assert ghost_duel_score(duel, "fva", frozenset({"a", "b"})) == 0.5
    table = ENGINE.compute([game(1, duel, variant="fva", resigned={"a"})], "1v1")
    assert table.ratings["a"].rating == 84.0
    assert table.ratings["b"].rating == 116.0
