"""Sum-of-squares games: expected GR^2 / sum GR^2, actual centres^2 / sum centres^2."""

from datetime import date

import pytest

from ratings.engines import PlayerRating, RatingTable, get_engine
from ratings.engines.ghost import actual_scores

from .factories import game

ENGINE = get_engine("ghost")
GR = {"a": 150.0, "b": 120.0, "c": 100.0, "d": 100.0, "e": 90.0, "f": 80.0, "g": 60.0}
CENTRES = {"a": 10, "b": 8, "c": 6, "d": 5, "e": 3, "f": 2, "g": 0}


def start():
    d = date(2019, 1, 1)
    return RatingTable({p: PlayerRating(p, r, 3, r, d) for p, r in GR.items()}, [])


def results():
    return [(p, c, None if c else 1906) for p, c in CENTRES.items()]


def test_a_sum_of_squares_draw_uses_squared_ratings_and_squared_centres():
    table = ENGINE.compute([game(1, results(), scoring="sos")], initial=start())
    total = sum(GR.values())  # 700
    sq = sum(r * r for r in GR.values())
    csq = sum(c * c for c in CENTRES.values())  # 238
    x = total / 17.5
    for c in table.changes:
        expected = GR[c.player] ** 2 / sq
        actual = CENTRES[c.player] ** 2 / csq
        assert c.weight == pytest.approx(x)
        assert c.score == pytest.approx(actual - expected, abs=1e-12)
        assert c.after == pytest.approx(GR[c.player] + x * (actual - expected), abs=1e-9)
    # The strongest player was expected to take 0.2619 under sos (0.2143 under dss).
    a = next(c for c in table.changes if c.player == "a")
    assert a.score == pytest.approx(100 / 238 - 150**2 / sq, abs=1e-12)
    assert a.score != pytest.approx(100 / 238 - 150 / total)


def test_a_dss_game_with_the_same_end_uses_plain_shares():
    table = ENGINE.compute([game(1, results(), scoring="dss")], initial=start())
    a = next(c for c in table.changes if c.player == "a")
    assert a.score == pytest.approx(1 / 6 - 150 / 700, abs=1e-12)  # six survivors


def test_a_solo_scores_one_for_the_soloist_under_either_scoring():
    solo = [("a", 18, None), ("b", 10, None), ("c", 6, None), ("d", 0, 1907)]
    assert actual_scores(solo, "classic", "sos") == [1.0, 0.0, 0.0, 0.0]
    assert actual_scores(solo, "classic", "dss") == [1.0, 0.0, 0.0, 0.0]


def test_solo_threshold_follows_the_variant():
    # 20 centres is a solo on the classic map but not on World IX (44 of 86).
    board = [("a", 20, None), ("b", 20, None), ("c", 10, None)]
    assert actual_scores(board, "world-ix", "dss") == [1 / 3, 1 / 3, 1 / 3]
    lone = [("a", 20, None), ("b", 10, None)]
    assert actual_scores(lone, "classic-chaos", "dss") == [1.0, 0.0]
    assert actual_scores([("a", 33, None), ("b", 1, None)], "modern-ii", "dss") == [1.0, 0.0]
