"""month_ends and competition_ranks."""

from datetime import date

from ratings.engines import competition_ranks, month_ends


def test_month_ends_keep_the_last_rating_of_each_month_that_has_one():
    points = [
        (date(2020, 1, 3), 101.0),
        (date(2020, 1, 3), 99.0),
        (date(2020, 1, 28), 104.0),
        (date(2020, 3, 1), 90.0),
        (date(2020, 3, 31), 98.0),
        (date(2021, 3, 2), 97.0),
    ]
    assert month_ends(points) == [
        (date(2020, 1, 1), 104.0),
        (date(2020, 3, 1), 98.0),
        (date(2021, 3, 1), 97.0),
    ]


def test_month_ends_of_nothing_are_empty():
    assert month_ends([]) == []


def test_competition_ranks_share_only_exactly_equal_values():
    assert competition_ranks([50.0, 40.0, 40.0, 30.0]) == [1, 2, 2, 4]
    assert competition_ranks([9.0, 9.0, 9.0]) == [1, 1, 1]
    assert competition_ranks([40.000000001, 40.0, 39.0]) == [1, 2, 3]
    assert competition_ranks([]) == []
