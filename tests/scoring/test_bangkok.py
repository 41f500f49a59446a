"""Bangkok (the Bangkok 2020 system), with the worked examples published on the World
Diplomacy Wiki ("Bangkok 2020 Scoring System")."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import board, filler, positions

BANGKOK = get_system("bangkok")


def test_a_lone_topper_four_centres_clear_takes_the_whole_domination_bonus():
    """Published: "12, 6, 6, 5, 5, 0, 0 - 12 center player gets 12 * 3 / (3) = 12 points DB"."""
    board_ = positions(
        [("a", 12), ("b", 6), ("c", 6), ("d", 5), ("e", 5), ("f", 0, 1905), ("g", 0, 1906)]
    )
    # centres + domination + 3 for surviving; 0.3 a year of survival when eliminated
    assert BANGKOK.exact_scores(board_) == [
        12 + 12 + 3,
        6 + 3,
        6 + 3,
        5 + 3,
        5 + 3,
        Fraction(3, 2),
        Fraction(9, 5),
    ]


def test_the_domination_bonus_is_shared_three_two_one():
    """Published: "12, 11, 10, 1, 0, 0, 0 - 12 center player gets 12 * 3 / (3+2+1) = 6,
    11 center player gets 12 * 2 / (3+2+1) = 4, 10 center player gets 12 * 1 / (3+2+1) = 2"."""
    board_ = positions(
        [("a", 12), ("b", 11), ("c", 10), ("d", 1), ("e", 0, 1903), ("f", 0, 1904), ("g", 0, 1905)]
    )
    scores = BANGKOK.exact_scores(board_)
    assert scores[:4] == [12 + 6 + 3, 11 + 4 + 3, 10 + 2 + 3, 1 + 3]


def test_shared_toppers_take_three_shares_each():
    """Published: "12, 12, 11, 0, 0, 0, 0 - 12 center powers each get 12 * 3 / (3+3+2) = 4.5,
    11 center power gets 12 * 2 / (3+3+2) = 3". That board holds 35 centres, one more than
    the map has, so the test plays it one centre lower each: 11, 11 and 10, the same shares."""
    board_ = positions(
        [("a", 11), ("b", 11), ("c", 10), ("d", 0, 1905), ("e", 0, 1905), ("f", 0, 1906)]
    )
    scores = BANGKOK.exact_scores(board_)
    assert scores[:3] == [11 + Fraction(9, 2) + 3, 11 + Fraction(9, 2) + 3, 10 + 3 + 3]


def test_an_elimination_in_1905_is_five_years_of_survival():
    """Published: "players eliminated in 1905 receive 5yrs x 0.3 pts/yrs = 1.5 pts"."""
    board_ = positions(
        [("a", 10), ("b", 9), ("c", 8), ("d", 7), ("e", 0, 1905), ("f", 0, 1901), ("g", 0, 1909)]
    )
    assert BANGKOK.exact_scores(board_)[4:] == [Fraction(3, 2), Fraction(3, 10), Fraction(27, 10)]


def test_a_solo_always_scores_41_and_other_survivors_half_a_point_per_centre():
    """Published: "A solo winner always gets 41 points: 18 (CB) + 12 (DB) + 8 (Solo Bonus) + 3
    (SB). Other surviving players get 0,5 points/centre no DB, no SB"."""
    board_ = positions(
        [("a", 22), ("b", 5), ("c", 4), ("d", 3), ("e", 0, 1906), ("f", 0, 1904), ("g", 0, 1903)]
    )
    assert BANGKOK.exact_scores(board_) == [
        41,
        Fraction(5, 2),
        2,
        Fraction(3, 2),
        0,
        0,
        0,
    ]


def test_domination_shares_go_to_survivors_only():
    # a short game: the topper holds 2 centres, so the eliminated player is "2 behind"
    board_ = positions([("a", 2), ("b", 2), ("c", 1), ("d", 0, 1902)])
    # shares 3 + 3 + 2 = 8: 12 * 3 / 8 = 4.5 and 12 * 2 / 8 = 3
    assert BANGKOK.exact_scores(board_, end_year=1902) == [
        2 + Fraction(9, 2) + 3,
        2 + Fraction(9, 2) + 3,
        1 + 3 + 3,
        Fraction(3, 5),
    ]


def test_the_tournament_adds_up_game_scores():
    boards_ = [
        board(1, 1, [("x", 12), *filler("r1", [6, 6, 5, 5, 0, 0], [None] * 4 + [1905, 1906])]),
        board(2, 1, [("x", 0, 1905), *filler("r2", [12, 6, 6, 5, 5, 0], [None] * 5 + [1906])]),
    ]
    rows = {row.player: row for row in BANGKOK.rank(boards_).rows}
    assert rows["x"].score == 27 + 1.5
    assert rows["x"].rank == 1
