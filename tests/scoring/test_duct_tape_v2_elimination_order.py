"""Duct Tape V2 with elimination order: the Diplomacy Tournament Visualiser's option that
orders eliminated players by elimination year (later is better; the same year ties)."""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

DT = get_system("duct-tape-v2-elimination-order")
DEAD_EQUAL = get_system("duct-tape-v2")


def test_eliminated_players_rank_by_elimination_year():
    """Visualiser case: "Eliminated powers have ties broken by elimination year, with those
    eliminated later scoring higher. Germany and Turkey were both eliminated in 1905 and so
    still tie with each other": France (1907) 9, Germany and Turkey (6+3)/2, Austria (1903) 3."""
    board_ = positions(
        [
            ("a", 0, 1903),
            ("e", 17),
            ("f", 0, 1907),
            ("g", 0, 1905),
            ("i", 16),
            ("r", 1),
            ("t", 0, 1905),
        ]
    )
    half = Fraction(6 + 3, 2)
    assert DT.exact_scores(board_) == [3, 57, 9, half, 40, 16, half]


def test_without_eliminations_it_scores_as_the_dead_equal_version():
    board_ = positions([("a", 7), ("e", 6), ("f", 5), ("g", 4), ("i", 3), ("r", 2), ("t", 1)])
    assert DT.exact_scores(board_) == DEAD_EQUAL.exact_scores(board_) == [47, 30, 20, 13, 9, 5, 4]


def test_a_zero_centre_power_without_a_year_counts_as_eliminated_in_the_end_year():
    # no year for b: eliminated in the end year 1908, so later than c (1904)
    board_ = positions([("a", 17), ("d", 10), ("e", 7), ("b", 0), ("c", 0, 1904)])
    assert DT.exact_scores(board_, end_year=1908) == [57, 34, 22, 9, 6]
    # the dead-equal version splits 4th and 5th place between them
    assert DEAD_EQUAL.exact_scores(board_, end_year=1908)[3:] == [Fraction(15, 2)] * 2


def test_a_solo_scores_75_and_the_rest_0():
    board_ = positions([("a", 18), ("e", 10), ("f", 6), ("g", 0, 1904)])
    assert DT.exact_scores(board_) == [75, 0, 0, 0]
