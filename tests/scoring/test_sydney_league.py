"""Sydney League (issue #17).

The rules as the Diplomacy Tournament Visualiser describes them: "Points for position, 700,
600, 500, 400, 300, 200, 100, with players on shared positions averaging the points between
them. i.e. 2 way board top (700+600)/2 for each player., 3 way board top (700+600+500)/3 for
each player, etc. Points for centres, 25 per centre. Points for time survived, 1 point per
year for eliminated players. Solo on board: +50% for soloing player, -50% for all other
players."
"""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

SL = get_system("sydney-league")


def test_a_two_way_board_top_averages_700_and_600():
    """The rules: "2 way board top (700+600)/2 for each player"."""
    board_ = positions(
        [("a", 12), ("b", 12), ("c", 6), ("d", 4), ("e", 0, 1907), ("f", 0, 1905), ("g", 0, 1905)]
    )
    assert SL.score_game(board_) == [
        650 + 300,
        650 + 300,
        500 + 150,
        400 + 100,
        300 + 7,
        150 + 5,
        150 + 5,
    ]


def test_a_three_way_board_top_averages_700_600_and_500():
    """The rules: "3 way board top (700+600+500)/3 for each player"."""
    board_ = positions([("a", 11), ("b", 11), ("c", 11), ("d", 1)])
    assert SL.score_game(board_) == [600 + 275, 600 + 275, 600 + 275, 400 + 25]


def test_eliminated_players_rank_by_elimination_and_score_a_point_a_year():
    board_ = positions(
        [("a", 0, 1904), ("b", 5), ("c", 0, 1906), ("d", 17), ("e", 0, 1906), ("f", 5), ("g", 7)]
    )
    # the two eliminated in 1906 share 5th and 6th; 1904 is 7th: 100 + 4 years (1901..1904)
    assert SL.score_game(board_) == [104, 575, 256, 1125, 256, 575, 775]


def test_a_solo_adds_50_percent_to_the_soloist_and_takes_50_percent_from_the_others():
    """The rules: "Solo on board: +50% for soloing player, -50% for all other players"."""
    board_ = positions(
        [("a", 0, 1904), ("b", 4), ("c", 0, 1906), ("d", 18), ("e", 0, 1906), ("f", 5), ("g", 7)]
    )
    scores = SL.exact_scores(board_)
    assert scores[3] == Fraction(3, 2) * (700 + 25 * 18)
    assert scores[:3] == [Fraction(104, 2), Fraction(500, 2), Fraction(256, 2)]
    assert scores[4:] == [Fraction(256, 2), Fraction(625, 2), Fraction(775, 2)]
