"""Maxonian: 7..1 rank points by centres, ties broken on the centre chart, and a point a
centre above 13. The rule, as the Diplomacy Tournament Visualiser describes it: "If two
players are tied, their SC counts in previous years are compared, and the player who most
recently was ahead gets the higher score. If two players had the same supply centre count
every year, they each score the average of their place and the place below.\""""

from fractions import Fraction

from tournaments.scoring import POWERS, Position, get_system

from .helpers import positions

MAXONIAN = get_system("maxonian")

#: Centres at the end of 1901..1905 (the last year is the end position).
CHARTS = {
    "a": (5, 6, 7, 8, 10),
    "b": (4, 5, 6, 8, 8),
    "c": (5, 5, 7, 7, 8),
    "d": (3, 4, 4, 4, 5),
    "e": (4, 4, 4, 3, 3),
    "f": (5, 4, 2, 1, 0),
    "g": (4, 3, 3, 2, 0),
}


def charted(charts: dict, without: str | None = None) -> list[Position]:
    """Positions ending as each chart's last year; ``without`` has no chart."""
    out = []
    for power, (player, chart) in zip(POWERS, charts.items(), strict=False):
        year = 1901 + len(chart) - 1 if chart[-1] == 0 else None
        out.append(Position(player, power, chart[-1], year, () if player == without else chart))
    return out


def test_ranks_by_centres_with_7_points_for_the_top():
    board_ = positions(
        [("a", 10), ("b", 9), ("c", 7), ("d", 5), ("e", 3), ("f", 0, 1906), ("g", 0, 1903)]
    )
    assert MAXONIAN.exact_scores(board_) == [7, 6, 5, 4, 3, 2, 1]


def test_the_player_ahead_most_recently_takes_the_better_place():
    # b and c end on 8; at the end of 1904 b held 8 and c 7, so b is 2nd and c 3rd
    assert MAXONIAN.exact_scores(charted(CHARTS))[:3] == [7, 6, 5]


def test_same_year_eliminations_are_ordered_by_the_year_before():
    # f and g both lost their last centre in 1905; g held 2 centres at the end of 1904, f 1
    scores = MAXONIAN.exact_scores(charted(CHARTS))
    assert scores[5:] == [1, 2]


def test_players_level_in_every_year_share_the_average_of_their_places():
    charts = dict(CHARTS, c=CHARTS["b"])
    assert MAXONIAN.exact_scores(charted(charts))[1:3] == [Fraction(11, 2)] * 2


def test_without_every_chart_a_tie_shares_the_places():
    scores = MAXONIAN.exact_scores(charted(CHARTS, without="d"))
    assert scores[1:3] == [Fraction(11, 2)] * 2
    # the eliminations are still ordered by year: both in 1905, so they share too
    assert scores[5:] == [Fraction(3, 2)] * 2


def test_without_a_chart_eliminated_players_are_ordered_by_elimination_year():
    board_ = positions(
        [("a", 10), ("b", 9), ("c", 9), ("d", 6), ("e", 0, 1904), ("f", 0, 1907), ("g", 0, 1907)]
    )
    assert MAXONIAN.exact_scores(board_) == [
        7,
        Fraction(11, 2),
        Fraction(11, 2),
        4,
        1,
        Fraction(5, 2),
        Fraction(5, 2),
    ]


def test_centres_above_13_score_a_point_each():
    board_ = positions([("a", 15), ("b", 14), ("c", 3), ("d", 2)])
    assert MAXONIAN.exact_scores(board_) == [7 + 2, 6 + 1, 5, 4]


def test_on_a_solo_board_only_the_soloist_scores_the_bonus_up_to_18_centres():
    board_ = positions(
        [("a", 20), ("b", 14), ("c", 0, 1906), ("d", 0, 1906), ("e", 0, 1905), ("f", 0, 1903)]
    )
    assert MAXONIAN.exact_scores(board_) == [7 + 5, 6, Fraction(9, 2), Fraction(9, 2), 3, 2]
