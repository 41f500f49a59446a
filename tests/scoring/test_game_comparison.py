"""The Squares-DAANZ five-step game comparison, each step isolated (spec: "Comparing two
games"). Every pair below is equal on all earlier steps and differs on the step under test."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system, squares_daanz_game_key

from .helpers import board

SD = get_system("squares-daanz")


def game(entries, end_year=None):
    """The game of player "me" on a board built from ``entries``."""
    return SD.game(board(1, 1, entries, end_year), "me")


def others(centres, years=None):
    years = years or [None if c else 1905 for c in centres]
    return [(f"o{i}", c, y) for i, (c, y) in enumerate(zip(centres, years, strict=True))]


def better(a, b):
    assert SD.compare_games(a, b) == 1
    assert SD.compare_games(b, a) == -1


# --- step 1: outcome class -------------------------------------------------------------------


def test_step1_win_beats_draw():
    win = game([("me", 18), *others([6, 4, 3, 3, 0, 0])])
    draw = game([("me", 17), *others([17, 0, 0, 0, 0, 0])])
    better(win, draw)


def test_step1_draw_beats_elimination():
    draw = game([("me", 1), *others([17, 16, 0, 0, 0, 0])])
    elim = game([("me", 0, 1908), *others([10, 8, 6, 5, 3, 2])])
    better(draw, elim)


def test_step1_elimination_beats_a_loss_even_with_fewer_centres():
    # both score 0 and the loser holds the better place by centres: only step 1 decides
    elim = game([("me", 0, 1902), *others([10, 8, 6, 5, 3, 2])])
    loss = game([("me", 15), *others([18, 1, 0, 0, 0, 0])])
    assert elim.score == loss.score == 0
    better(elim, loss)


# --- step 2: game score ----------------------------------------------------------------------


def test_step2_higher_score_beats_a_better_place():
    third = game([("me", 6), *others([7, 7, 0, 0, 0, 0])])  # 36 / 134: outright 3rd
    first = game([("me", 6), *others([5, 5, 5, 5, 4, 4])])  # 36 / 168: outright 1st
    assert third.score > first.score
    better(third, first)


# --- step 3: place by centres ----------------------------------------------------------------


def test_step3_equal_first_beats_outright_second():
    equal_first = game([("me", 10), *others([10, 5, 4, 3, 1, 1])])  # sum of squares 252
    outright_second = game([("me", 10), *others([11, 5, 2, 1, 1, 0])])  # 252 too
    assert equal_first.score == outright_second.score == Fraction(10000, 252)
    better(equal_first, outright_second)


def test_step3_equal_second_of_two_beats_equal_second_of_three():
    of_two = game([("me", 5), *others([12, 5, 1, 1, 0, 0])])  # 196
    of_three = game([("me", 5), *others([11, 5, 5, 0, 0, 0])])  # 196
    assert of_two.score == of_three.score
    better(of_two, of_three)


def test_step3_outright_place_beats_the_same_place_shared():
    outright = game([("me", 5), *others([13, 1, 1, 0, 0, 0])])  # 196
    shared = game([("me", 5), *others([12, 5, 1, 1, 0, 0])])  # 196
    assert outright.score == shared.score
    better(outright, shared)


# --- step 4: elimination year ----------------------------------------------------------------


def test_step4_later_elimination_beats_earlier():
    later = game([("me", 0, 1907), *others([12, 10, 8, 4, 0, 0], [None] * 4 + [1905, 1905])])
    earlier = game([("me", 0, 1905), *others([12, 10, 8, 4, 0, 0], [None] * 4 + [1905, 1905])])
    assert squares_daanz_game_key(later)[:4] == squares_daanz_game_key(earlier)[:4]
    better(later, earlier)


# --- step 5: score differences to the placed players ----------------------------------------


def test_step5_smaller_gap_to_the_leader_is_better_for_eliminated_players():
    small_leader = game([("me", 0, 1905), *others([12, 10, 8, 4, 0, 0])])
    big_leader = game([("me", 0, 1905), *others([16, 10, 4, 4, 0, 0])])
    assert squares_daanz_game_key(small_leader)[:5] == squares_daanz_game_key(big_leader)[:5]
    better(small_leader, big_leader)


def test_step5_compares_the_next_placed_player_when_the_first_gaps_tie():
    # same score (100 / 252), same place (equal 1st of 2): the gap to the 3rd placed
    # player decides (score 25 vs 36 out of 252)
    a = game([("me", 10), *others([10, 5, 4, 3, 1, 1])])
    b = game([("me", 10), *others([10, 6, 4, 0, 0, 0])])
    assert squares_daanz_game_key(a)[:5] == squares_daanz_game_key(b)[:5]
    better(a, b)


def test_identically_shaped_games_compare_equal():
    a = game([("me", 9), *others([9, 7, 5, 3, 1, 0])])
    b = SD.game(
        board(
            2,
            3,
            [("me", 9), ("q1", 9), ("q2", 7), ("q3", 5), ("q4", 3), ("q5", 1), ("q6", 0, 1905)],
        ),
        "me",
    )
    assert SD.compare_games(a, b) == 0


@pytest.mark.parametrize("slug", ["draw-size", "carnage", "manorcon"])
def test_other_systems_use_the_same_comparison_with_their_own_scores(slug):
    system = get_system(slug)
    # draw-size: both score 100/7 and the place decides; carnage, manorcon: the score does
    a = system.game(board(1, 1, [("me", 10), *others([10, 5, 4, 3, 1, 1])]), "me")
    b = system.game(board(1, 1, [("me", 9), *others([10, 5, 4, 3, 2, 1])]), "me")
    assert system.compare_games(a, b) == 1
