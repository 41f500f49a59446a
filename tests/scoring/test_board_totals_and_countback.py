"""Hypothesis properties of the issue #17 systems of this family (Bangkok, Olympic,
Bangkok-Pike, the Carnage variants, Maxonian, 7Eleven, Haight, Whipping): what a board adds
up to under each rule, and that Maxonian's countback on the centre chart does not depend on
the order of the positions. Non-negativity, order independence without a chart and "more
centres never score less" are checked for every system in test_properties.py."""

import random
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import POWERS, Position, get_system

from .test_properties import boards, is_solo


def years(board, end_year=1909):
    """Years played (1901..Y) by each eliminated power."""
    return sum((p.eliminated_year or end_year) - 1900 for p in board if not p.centres)


def survivors(board):
    return sum(1 for p in board if p.centres)


def lone_lead(board):
    counts = sorted((p.centres for p in board), reverse=True) + [0]
    return counts[0] - counts[1]


@given(boards())
def test_bangkok_draws_add_centres_12_three_a_survivor_and_the_years(board):
    scores = get_system("bangkok").exact_scores(board)
    if is_solo(board):
        others = sum(p.centres for p in board if p.centres < 18)
        assert sum(scores) == 41 + Fraction(others, 2)
        return
    expected = sum(p.centres for p in board) + 12 + 3 * survivors(board)
    assert sum(scores) == expected + Fraction(3, 10) * years(board)


@given(boards())
def test_olympic_draws_add_up_as_bangkok_and_a_solo_board_to_46(board):
    olympic = sum(get_system("olympic").exact_scores(board))
    if is_solo(board):
        assert olympic == 46
    else:
        assert olympic == sum(get_system("bangkok").exact_scores(board))


@given(boards())
def test_bangkok_pike_pays_a_lone_topper_6_10_or_12_and_a_solo_60(board):
    scores = get_system("bangkok-pike").exact_scores(board)
    if is_solo(board):
        assert sum(scores) == 60 + Fraction(years(board) + 9 * (survivors(board) - 1), 10)
        return
    top = max(p.centres for p in board)
    toppers = [s - top - 3 for p, s in zip(board, scores, strict=True) if p.centres == top]
    if len(toppers) > 1:
        assert toppers == [4] * len(toppers)
    else:
        assert toppers[0] in (6, 10, 12)


@given(boards())
def test_carnage_dead_equal_draws_add_28000_and_the_centres(board):
    total = sum(get_system("carnage-dead-equal").exact_scores(board))
    assert total == (28034 if is_solo(board) else 28000 + sum(p.centres for p in board))


@given(boards(full=True))
def test_center_count_carnage_full_boards_always_add_up_to_45028(board):
    assert sum(get_system("center-count-carnage").exact_scores(board)) == 45028


@given(boards())
def test_carnage_2023_draws_add_carnage_and_300_a_centre_of_lone_lead(board):
    total = sum(get_system("carnage-2023").exact_scores(board))
    if is_solo(board):
        assert total == 28034
    else:
        carnage = sum(get_system("carnage").exact_scores(board))
        assert total == carnage + 300 * lone_lead(board)


@given(boards(), st.sampled_from([("maxonian", 13), ("7eleven", 11)]))
def test_maxonian_boards_add_28_and_the_bonus_centres(board, system):
    slug, threshold = system
    total = sum(get_system(slug).exact_scores(board))
    if is_solo(board):
        assert total == 28 + min(max(p.centres for p in board), 18) - threshold
    else:
        assert total == 28 + sum(max(0, p.centres - threshold) for p in board)


@given(boards(no_solo=True))
def test_haight_draws_add_at_most_10_a_centre_231_the_years_and_5_a_centre_of_lead(board):
    total = sum(get_system("haight").exact_scores(board))
    keys = [(1, p.centres) if p.centres else (0, p.eliminated_year) for p in board]
    full = 10 * sum(p.centres for p in board) + 231 + years(board)
    full += 5 * lone_lead(board) if keys.count(max(keys)) == 1 else 0
    # ties take the lowest place's bonus, so only a board without ties pays all 231
    assert total <= full
    assert (total == full) == (len(set(keys)) == len(keys))


@given(boards())
def test_whipping_draws_add_10_a_centre_60_the_years_and_a_lone_toppers_bonus(board):
    total = sum(get_system("whipping").exact_scores(board))
    if is_solo(board):
        assert total == 468 + years(board) + 9 * (survivors(board) - 1)
        return
    top = max(p.centres for p in board)
    bonus = 2 * top if lone_lead(board) else 0
    assert total == 10 * sum(p.centres for p in board) + 60 + years(board) + bonus


@st.composite
def charted_boards(draw):
    """A board whose every power has a centre chart ending in its end position."""
    board = draw(boards())
    length = draw(st.integers(1, 9))
    out = []
    for p in board:
        earlier = draw(st.lists(st.integers(0, 17), min_size=length - 1, max_size=length - 1))
        out.append(Position(p.player, p.power, p.centres, p.eliminated_year, (*earlier, p.centres)))
    return tuple(out)


@given(charted_boards(), st.randoms(use_true_random=False))
def test_the_countback_does_not_depend_on_the_order_of_positions(board, rnd: random.Random):
    shuffled = list(board)
    rnd.shuffle(shuffled)
    for slug in ("maxonian", "7eleven"):
        system = get_system(slug)
        by_power = dict(zip(POWERS, system.exact_scores(board), strict=False))
        again = system.exact_scores(shuffled)
        assert {p.power: s for p, s in zip(shuffled, again, strict=True)} == by_power


@given(charted_boards())
def test_with_a_chart_a_maxonian_board_still_adds_28_and_more_centres_score_more(board):
    scores = get_system("maxonian").exact_scores(board)
    top = max(p.centres for p in board)
    if is_solo(board):
        bonus = min(top, 18) - 13
    else:
        bonus = sum(max(0, p.centres - 13) for p in board)
    assert sum(scores) == 28 + bonus
    for p, sp in zip(board, scores, strict=True):
        for q, sq in zip(board, scores, strict=True):
            if p.centres > q.centres:
                assert sp > sq
