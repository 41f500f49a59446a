"""monthly_history and competition_ranks."""

from datetime import date

from ratings.engines import Change, competition_ranks, monthly_history


def ch(player, d, after):
    return Change(player, 1, d, 0.0, after)


def test_monthly_history_keeps_the_last_rating_of_each_player_in_each_month():
    changes = [
        ch("a", date(2020, 1, 3), 101.0),
        ch("b", date(2020, 1, 3), 99.0),
        ch("a", date(2020, 1, 28), 104.0),
        ch("a", date(2020, 3, 1), 90.0),
        ch("b", date(2020, 3, 31), 98.0),
    ]
    assert monthly_history(changes) == [
        ("a", date(2020, 1, 1), 104.0),
        ("b", date(2020, 1, 1), 99.0),
        ("a", date(2020, 3, 1), 90.0),
        ("b", date(2020, 3, 1), 98.0),
    ]


def test_monthly_history_of_nothing_is_empty():
    assert monthly_history([]) == []


def test_competition_ranks_share_only_exactly_equal_values():
    assert competition_ranks([50.0, 40.0, 40.0, 30.0]) == [1, 2, 2, 4]
    assert competition_ranks([9.0, 9.0, 9.0]) == [1, 1, 1]
    assert competition_ranks([40.000000001, 40.0, 39.0]) == [1, 2, 3]
    assert competition_ranks([]) == []
