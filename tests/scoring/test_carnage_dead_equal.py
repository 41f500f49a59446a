"""Carnage with dead equal: Carnage whose eliminated players all tie, whenever they went."""

from tournaments.scoring import get_system

from .helpers import positions

DEAD_EQUAL = get_system("carnage-dead-equal")
CARNAGE = get_system("carnage")


def test_the_forum_example_with_its_two_eliminations_made_equal():
    """The webDiplomacy forum's Carnage example: "Russia: 14; 7014, Turkey: 7; 6007, France:
    6; 5006, Germany: 4; 4004, England: 3; 3003, Italy: 0(2nd); 2000, Austria: 0(1st);
    1000". With dead equal, Italy and Austria split 2000 + 1000."""
    board_ = positions(
        [("r", 14), ("t", 7), ("f", 6), ("g", 4), ("e", 3), ("i", 0, 1906), ("a", 0, 1904)]
    )
    assert DEAD_EQUAL.score_game(board_) == [7014, 6007, 5006, 4004, 3003, 1500, 1500]
    assert CARNAGE.score_game(board_)[5:] == [2000, 1000]


def test_three_eliminations_in_different_years_get_2000_each():
    board_ = positions(
        [("a", 12), ("b", 11), ("c", 6), ("d", 5), ("e", 0, 1903), ("f", 0, 1905), ("g", 0, 1907)]
    )
    assert DEAD_EQUAL.score_game(board_) == [7012, 6011, 5006, 4005, 2000, 2000, 2000]


def test_tied_toppers_split_6500_as_in_carnage():
    """The forum's third example: "England: 8; 6508, Russia: 8; 6508, France: 7; 5007,
    Turkey: 6; 4006, Italy: 4; 3004, Austria: 1; 2001, Germany: 0; 1000"."""
    board_ = positions([("e", 8), ("r", 8), ("f", 7), ("t", 6), ("i", 4), ("a", 1), ("g", 0, 1905)])
    assert DEAD_EQUAL.score_game(board_) == [6508, 6508, 5007, 4006, 3004, 2001, 1000]


def test_a_solo_takes_all_28034_points():
    board_ = positions(
        [("r", 18), ("t", 3), ("f", 6), ("g", 4), ("e", 3), ("i", 0, 1906), ("a", 0, 1904)]
    )
    assert DEAD_EQUAL.score_game(board_) == [28034, 0, 0, 0, 0, 0, 0]
