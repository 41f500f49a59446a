"""Haight v1.0 with the examples of its published text (DiplomacyTV's scoring pages)."""

from tournaments.scoring import get_system

from .helpers import positions

HAIGHT = get_system("haight")


def test_a_lone_topper_adds_five_points_per_centre_of_lead():
    """Published: "the board topper has 12 centers and the next largest power has 9, the
    board topper receives a bonus of 5x3=15 points"."""
    board_ = positions(
        [("a", 12), ("b", 9), ("c", 6), ("d", 4), ("e", 2), ("f", 1), ("g", 0, 1905)]
    )
    # 10 a centre, ranking bonus 66..0, 1 a year played (1901..1905) when eliminated
    assert HAIGHT.score_game(board_) == [
        120 + 66 + 15,
        90 + 55,
        60 + 44,
        40 + 33,
        20 + 22,
        10 + 11,
        5 + 0,
    ]


def test_tied_players_take_the_bonus_of_the_lowest_place_they_cover():
    """Published: "in a 2-way tie for 1st place, both players get 55 points; in a 3-way tie
    for 1st, all 3 players get 44 points; in a 2-way tie for 2nd place both players get 44
    points". A shared top earns no lead bonus ("This bonus is not awarded if there is a
    shared top")."""
    two_top = positions([("a", 10), ("b", 10), ("c", 6), ("d", 4), ("e", 2), ("f", 2)])
    assert HAIGHT.score_game(two_top)[:2] == [100 + 55, 100 + 55]
    three_top = positions([("a", 8), ("b", 8), ("c", 8), ("d", 4), ("e", 3), ("f", 3)])
    assert HAIGHT.score_game(three_top)[:3] == [80 + 44] * 3
    two_second = positions([("a", 12), ("b", 8), ("c", 8), ("d", 4), ("e", 2)])
    assert HAIGHT.score_game(two_second)[:3] == [120 + 66 + 20, 80 + 44, 80 + 44]


def test_eliminated_players_rank_by_order_of_elimination():
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 7), ("d", 5), ("e", 0, 1905), ("f", 0, 1903), ("g", 0, 1905)]
    )
    scores = HAIGHT.score_game(board_)
    # e and g tie for 5th-6th and take 6th's 11; f is 7th with 0
    assert scores[4:] == [5 + 11, 3 + 0, 5 + 11]


def test_a_solo_scores_451_and_the_others_centres_or_years_whichever_is_greater():
    """Published: "The soloing player gets 451 points. Surviving players get 5 points per SC,
    or points equal to the number of years played, whichever is greater. Eliminated players
    score 1 point for every year they played, including the year eliminated"."""
    board_ = positions(
        [("a", 18), ("b", 9), ("c", 3), ("d", 1), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    assert HAIGHT.score_game(board_, end_year=1907) == [451, 45, 15, 7, 6, 4, 3]
