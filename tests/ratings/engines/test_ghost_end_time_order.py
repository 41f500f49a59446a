"""Ghost Rating takes games by end date, then end time where given, then id
(webDiplomacy rates games in the order they finished)."""

from datetime import UTC, date, datetime

from ratings.engines import get_engine

from .factories import game

ENGINE = get_engine("ghost")
DAY = date(2021, 5, 4)


def at(hour, minute=0, day=DAY):
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC)


def duel(id, winner, loser, **kw):
    return game(id, [(winner, 18, None), (loser, 2, None)], variant="fva", end=DAY, **kw)


def order(games, category="1v1"):
    return [c.source_id for c in ENGINE.compute(games, category).changes[::2]]


def test_on_one_day_the_earlier_end_time_is_rated_first_whatever_the_ids():
    games = [duel(1, "a", "b", end_time=at(18)), duel(2, "b", "a", end_time=at(9, 30))]
    assert order(games) == [2, 1]


def test_the_order_changes_the_ratings():
    first_a = [duel(1, "a", "b", end_time=at(8)), duel(2, "b", "c", end_time=at(9))]
    first_b = [duel(1, "a", "b", end_time=at(9)), duel(2, "b", "c", end_time=at(8))]
    a = ENGINE.compute(first_a, "1v1").ratings
    b = ENGINE.compute(first_b, "1v1").ratings
    assert a["b"].rating != b["b"].rating
    # b first beats newcomer c (100 -> 116), then loses to newcomer a (100).
    expected = 10 ** (116 / 400) / (10 ** (116 / 400) + 10 ** (100 / 400))
    assert round(expected, 4) == 0.523
    assert b["b"].rating == 116 - 32 * expected
    # The other way round b loses first (100 -> 84) and then beats c.
    assert a["b"].rating == 84 + 32 * (
        1 - 10 ** (84 / 400) / (10 ** (84 / 400) + 10 ** (100 / 400))
    )


def test_games_of_a_day_without_an_end_time_come_after_the_timed_ones():
    games = [duel(1, "a", "b"), duel(5, "c", "d", end_time=at(23, 59)), duel(3, "e", "f")]
    assert order(games) == [5, 1, 3]


def test_the_end_date_comes_before_the_end_time():
    earlier_day = game(9, [("a", 18, None), ("b", 2, None)], variant="fva", end=date(2021, 5, 3))
    games = [duel(1, "c", "d", end_time=at(0, 1)), earlier_day]
    assert order(games) == [9, 1]


def test_without_end_times_the_order_is_end_date_then_id():
    games = [
        duel(7, "a", "b"),
        duel(2, "c", "d"),
        game(4, [("e", 18, None), ("f", 1, None)], variant="fva", end=date(2021, 5, 1)),
    ]
    assert order(games) == [4, 2, 7]
    assert ENGINE.order_key(games[0]) < ENGINE.order_key(duel(8, "a", "b"))
