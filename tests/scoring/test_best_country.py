"""Best country awards: per power, the player whose best game with that power compares best."""

from tournaments.scoring import POWERS, get_system

from .helpers import board

SD = get_system("squares-daanz")
DSS = get_system("draw-size")


def _board(round_, number, players, centres, years=None):
    years = years or [None if c else 1905 for c in centres]
    return board(round_, number, list(zip(players, centres, years, strict=True)))


def test_each_power_goes_to_the_player_with_the_best_game_with_it():
    b1 = _board(1, 1, list("abcdefg"), [10, 8, 6, 5, 3, 2, 0])
    b2 = _board(1, 2, list("hijklmn"), [4, 12, 6, 5, 3, 2, 2])
    awards = SD.rank([b1, b2]).awards
    assert list(awards) == list(POWERS)
    assert awards["Austria"] == ["a"]  # 10 centres beats 4
    assert awards["England"] == ["i"]  # 12 beats 8
    assert awards["Turkey"] == ["n"]  # survived with 2 beats an elimination


def test_a_win_beats_any_draw_for_the_award():
    b1 = _board(1, 1, list("abcdefg"), [17, 17, 0, 0, 0, 0, 0])
    b2 = _board(2, 1, list("hijklmn"), [18, 10, 6, 0, 0, 0, 0])
    assert SD.rank([b1, b2]).awards["Austria"] == ["h"]


def test_the_comparison_not_the_score_decides_between_equal_scores():
    # draw-size: both Austrias score 100/7; the board topper's game compares better
    b1 = _board(1, 1, list("abcdefg"), [10, 9, 5, 4, 3, 2, 1])
    b2 = _board(1, 2, list("hijklmn"), [9, 10, 5, 4, 3, 2, 1])
    result = DSS.rank([b1, b2])
    assert {b.score for b in result.board_scores if b.power == "Austria"} == {100 / 7}
    assert result.awards["Austria"] == ["a"]


def test_exactly_equal_best_games_share_the_award():
    b1 = _board(1, 1, list("abcdefg"), [10, 9, 5, 4, 3, 2, 1])
    b2 = _board(1, 2, list("hijklmn"), [10, 9, 5, 4, 3, 2, 1])
    assert SD.rank([b1, b2]).awards["Austria"] == ["a", "h"]


def test_a_players_best_game_with_the_power_is_the_one_compared():
    # "a" plays Austria twice: one poor game, one that beats "h"'s single Austria game
    b1 = _board(1, 1, list("abcdefg"), [1, 9, 5, 4, 3, 2, 10])
    b2 = _board(1, 2, list("hijklmn"), [8, 9, 5, 4, 3, 2, 3])
    b3 = _board(2, 1, ["a", *"opqrst"], [12, 9, 5, 4, 2, 1, 1])
    assert SD.rank([b1, b2, b3]).awards["Austria"] == ["a"]


def test_only_powers_that_were_played_get_awards():
    b1 = board(1, 1, [("a", 12), ("b", 10), ("c", 8), ("d", 4)])
    assert list(SD.rank([b1]).awards) == ["Austria", "England", "France", "Germany"]


def test_win_tier_awards_use_the_default_comparison_with_its_own_scores():
    wt = get_system("win-tier")
    b1 = _board(1, 1, list("abcdefg"), [8, 8, 6, 5, 4, 2, 1])  # equal 1st: 6508
    b2 = _board(1, 2, list("hijklmn"), [9, 10, 5, 4, 3, 2, 1])  # outright 2nd: 6009
    assert wt.rank([b1, b2]).awards["Austria"] == ["a"]
