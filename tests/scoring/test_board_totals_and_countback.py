"""Hypothesis properties of the issue #17 systems of this family (Bangkok, Olympic,
Bangkok-Pike, the Carnage variants, Maxonian, 7Eleven, Haight, Whipping): what a board adds
up to under each rule, on random boards and on the 40 real ones, and that Maxonian's
countback on the centre chart does not depend on the order of the positions.
Non-negativity, order independence without a chart and "more centres never score less" are
checked for every system in test_properties.py."""

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import POWERS, Position, get_system

from .test_properties import boards


def end_year(board):
    """The engine's end year of a board without a recorded one."""
    return max([1909, *(p.eliminated_year for p in board if p.eliminated_year)])


def years(board):
    """Years played (1901..Y) by the eliminated powers, Y the year of elimination."""
    return sum((p.eliminated_year or end_year(board)) - 1900 for p in board if not p.centres)


def survivors(board):
    return sum(1 for p in board if p.centres)


def lone_lead(board):
    """The lone topper's lead over the next count (0 when the top is shared)."""
    counts = sorted((p.centres for p in board), reverse=True) + [0]
    return counts[0] - counts[1]


def losers_years(board):
    """Years played by everyone but the soloist: survivors played up to the solo year."""
    return years(board) + (end_year(board) - 1900) * (survivors(board) - 1)


def expected_total(slug, board):
    """What a seven-power board adds up to under the rule, or None where the rule only
    bounds it (Haight) or pays bonuses checked on their own (Bangkok-Pike's draws)."""
    centres = sum(p.centres for p in board)
    top = max(p.centres for p in board)
    solo = top >= 18
    bangkok_draw = centres + 12 + 3 * survivors(board) + Fraction(3, 10) * years(board)
    if slug == "bangkok":
        return 41 + Fraction(centres - top, 2) if solo else bangkok_draw
    if slug == "olympic":
        return 46 if solo else bangkok_draw
    if slug == "bangkok-pike":
        return 60 + Fraction(losers_years(board), 10) if solo else None
    if slug == "carnage-dead-equal":
        return 28034 if solo else 28000 + centres
    if slug == "center-count-carnage":
        return 39028 + 6 * 1000 if solo else 28028 + 500 * centres
    if slug == "carnage-2023":
        return 28034 if solo else 28000 + centres + 300 * lone_lead(board)
    if slug in ("maxonian", "7eleven"):
        threshold = 13 if slug == "maxonian" else 11
        if solo:
            return 28 + min(top, 18) - threshold
        return 28 + sum(max(0, p.centres - threshold) for p in board)
    if slug == "whipping":
        if solo:
            return 468 + losers_years(board)
        return 10 * centres + 60 + years(board) + (2 * top if lone_lead(board) else 0)
    return None


TOTALS = [
    "bangkok",
    "olympic",
    "bangkok-pike",
    "carnage-dead-equal",
    "center-count-carnage",
    "carnage-2023",
    "7eleven",
    "maxonian",
    "whipping",
]


@given(boards(), st.sampled_from(TOTALS))
def test_a_board_adds_up_as_the_rule_says(board, slug):
    expected = expected_total(slug, board)
    if expected is not None:
        assert sum(get_system(slug).exact_scores(board)) == expected


@pytest.mark.parametrize("slug", TOTALS)
def test_the_40_real_boards_add_up_as_the_rule_says(real_boards, slug):
    checked = 0
    for rows in real_boards.values():
        board = tuple(Position(power, power, c, y) for power, c, y, _end in rows)
        expected = expected_total(slug, board)
        if expected is not None:
            assert sum(get_system(slug).exact_scores(board)) == expected
            checked += 1
    assert checked == (2 if slug == "bangkok-pike" else 40)


@given(boards(full=True))
def test_center_count_carnage_full_boards_always_add_up_to_45028(board):
    assert sum(get_system("center-count-carnage").exact_scores(board)) == 45028


@given(boards(no_solo=True))
def test_bangkok_pike_pays_a_lone_topper_6_10_or_12_and_shared_toppers_4(board):
    scores = get_system("bangkok-pike").exact_scores(board)
    top = max(p.centres for p in board)
    toppers = [s - top - 3 for p, s in zip(board, scores, strict=True) if p.centres == top]
    if len(toppers) > 1:
        assert toppers == [4] * len(toppers)
    else:
        assert toppers[0] in (6, 10, 12)


@given(boards(no_solo=True))
def test_haight_draws_add_at_most_10_a_centre_231_the_years_and_5_a_centre_of_lead(board):
    total = sum(get_system("haight").exact_scores(board))
    keys = [(1, p.centres) if p.centres else (0, p.eliminated_year) for p in board]
    full = 10 * sum(p.centres for p in board) + 231 + years(board) + 5 * lone_lead(board)
    # ties take the lowest place's bonus, so only a board without ties pays all 231
    assert total <= full
    assert (total == full) == (len(set(keys)) == len(keys))


@st.composite
def charted_boards(draw):
    """A board whose every power has a centre chart a game could produce (see
    tournaments/scoring/charts.py): survivors' charts cover the game's years and end in
    their end position, an eliminated power's chart holds centres until its year of
    elimination and none after, and no year adds up to more than 34 (earlier years hold
    1..4 centres a power)."""
    board = draw(boards())
    out_years = [p.eliminated_year - 1900 for p in board if p.eliminated_year]
    length = draw(st.integers(max([1, *out_years]), 9))
    out = []
    for p in board:
        if p.centres:
            alive = length - 1
        else:
            alive = (
                p.eliminated_year - 1901 if p.eliminated_year else draw(st.integers(0, length - 1))
            )
        earlier = draw(st.lists(st.integers(1, 4), min_size=alive, max_size=alive))
        zeros = draw(st.integers(1, length - alive)) if not p.centres else 0
        chart = (*earlier, p.centres) if p.centres else (*earlier, *(0,) * zeros)
        out.append(Position(p.player, p.power, p.centres, p.eliminated_year, chart))
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
def test_with_a_chart_a_maxonian_board_still_adds_up_and_more_centres_score_more(board):
    scores = get_system("maxonian").exact_scores(board)
    assert sum(scores) == expected_total("maxonian", board)
    for p, sp in zip(board, scores, strict=True):
        for q, sq in zip(board, scores, strict=True):
            if p.centres > q.centres:
                assert sp > sq
