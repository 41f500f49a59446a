"""Summer Classic (issue #17): World Classic with the 2024 change its organiser announced
(quoted by UEWBot/dipvis issue #305): "I've made a slight tweak to the Summer Classic scoring
system by abolishing the board top bonus if it's shared by 3+ players (to combat the
11-11-11's that are so common usually)"."""

from tournaments.scoring import get_system

from .helpers import positions

SC = get_system("summer-classic")
WC = get_system("world-classic")


def test_an_11_11_11_top_gets_no_bonus():
    board_ = positions([("a", 11), ("b", 11), ("c", 11), ("d", 1)])
    assert SC.score_game(board_) == [140, 140, 140, 40]
    assert WC.score_game(board_) == [156, 156, 156, 40]


def test_a_lone_topper_and_two_tied_toppers_score_as_in_world_classic():
    lone = positions([("a", 12), ("b", 11), ("c", 11), ("d", 0, 1905)])
    two = positions([("a", 12), ("b", 12), ("c", 10), ("d", 0, 1905)])
    assert SC.score_game(lone) == WC.score_game(lone) == [198, 140, 140, 4]
    assert SC.score_game(two) == WC.score_game(two) == [174, 174, 130, 4]


def test_a_solo_scores_420_and_everyone_else_0():
    board_ = positions([("a", 0, 1903), ("b", 20), ("c", 14)])
    assert SC.score_game(board_) == [0, 420, 0]
