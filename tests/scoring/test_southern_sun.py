"""Southern Sun (issue #17).

The organiser's rules, quoted by UEWBot/dipvis issue #377: "In a draw: 30 points for surviving
players at the end of the game, 10 points per centre, then ranking points based on the
Fibonacci sequence: 7th - 10 points, 6th - 10 points, 5th - 20 points, 4th - 30 points, 3rd -
50 points, 2nd - 80 points, 1st - 130 points. Players on an equal number of centres share the
average of their ranks (rounded to the nearest whole number, where relevant). e.g. Duo board
top is (130+80)/2 = 105 points each, three way share for 2nd behind a sole board top is
(80+50+30)/3 = 53 points each, etc. Eliminated players receive 3 points per full game year
survived; no place bonus. In a solo: Winner receives 500 points; all other players receive
zero points."
"""

from fractions import Fraction

from tournaments.scoring import get_system
from tournaments.scoring.southern_sun import round_half_up

from .helpers import positions

SS = get_system("southern-sun")


def test_a_seven_way_draw_gives_every_fibonacci_place():
    board_ = positions([("a", 8), ("b", 7), ("c", 6), ("d", 5), ("e", 4), ("f", 3), ("g", 1)])
    assert SS.score_game(board_) == [
        30 + 80 + 130,
        30 + 70 + 80,
        30 + 60 + 50,
        30 + 50 + 30,
        30 + 40 + 20,
        30 + 30 + 10,
        30 + 10 + 10,
    ]


def test_a_duo_board_top_is_105_each():
    """The rules: "Duo board top is (130+80)/2 = 105 points each"."""
    board_ = positions([("a", 17), ("b", 17)] + [(f"x{i}", 0, 1903 + i) for i in range(5)])
    assert SS.score_game(board_)[:2] == [30 + 170 + 105] * 2


def test_a_three_way_share_for_second_behind_a_sole_top_is_53_each():
    """The rules: "three way share for 2nd behind a sole board top is (80+50+30)/3 = 53 points each"
    (53.33, rounded to the nearest whole number)."""
    board_ = positions([("a", 10), ("b", 7), ("c", 7), ("d", 7), ("e", 3), ("f", 0, 1905)])
    assert SS.score_game(board_)[:4] == [30 + 100 + 130] + [30 + 70 + 53] * 3


def test_an_average_ending_in_a_half_rounds_up():
    # four sharing the top: (130 + 80 + 50 + 30) / 4 = 72.5 -> 73 (round() would give 72)
    board_ = positions([("a", 8), ("b", 8), ("c", 8), ("d", 8), ("e", 2), ("f", 0, 1904)])
    assert SS.score_game(board_)[:4] == [30 + 80 + 73] * 4
    assert round_half_up(Fraction(145, 2)) == 73 and round_half_up(Fraction(53, 2)) == 27


def test_eliminated_players_score_3_per_full_year_survived_and_take_no_place():
    """The rules: "Eliminated players receive 3 points per full game year survived; no place bonus"."""
    board_ = positions(
        [("a", 0, 1907), ("b", 14), ("c", 4), ("d", 1), ("e", 0, 1902), ("f", 0, 1904), ("g", 15)]
    )
    # survivors take 1st to 4th among themselves: 130, 80, 50, 30
    assert SS.score_game(board_) == [
        18,
        30 + 140 + 80,
        30 + 40 + 50,
        30 + 10 + 30,
        3,
        9,
        30 + 150 + 130,
    ]


def test_a_solo_scores_500_and_everyone_else_0():
    """The rules: "In a solo: Winner receives 500 points; all other players receive zero points"."""
    board_ = positions([("a", 0, 1904), ("b", 4), ("c", 0, 1909), ("d", 18), ("e", 5), ("f", 7)])
    assert SS.score_game(board_, end_year=1910) == [0, 0, 0, 500, 0, 0]
