"""Hypothesis properties of Duct Tape V2 (both), Mischief, Ranked Classic, Solos, Vulcan and
Your Draw Size (both), and the same rules checked on the 40 real boards: every board adds up
as the rule says, and the scores do not depend on the order of the positions."""

from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import Position, get_system
from tournaments.scoring.duct_tape_v2 import RANK_POINTS
from tournaments.scoring.ranked_classic import RANK_BONUS, TWO_TIED_BONUS
from tournaments.scoring.your_draw_size import band_points

from .test_properties import boards, is_solo

SLUGS = [
    "duct-tape-v2",
    "duct-tape-v2-elimination-order",
    "mischief",
    "ranked-classic",
    "solos",
    "vulcan",
    "your-draw-size-short",
    "your-draw-size-unlimited",
]
SOLO_VALUE = {
    "duct-tape-v2": 75,
    "duct-tape-v2-elimination-order": 75,
    "mischief": 34,
    "ranked-classic": 550,
    "solos": 100,
    "vulcan": 130,
    "your-draw-size-short": 300,
    "your-draw-size-unlimited": 320,
}


def duct_tape_total(board) -> int:
    return sum(RANK_POINTS[: len(board)]) + sum(p.centres for p in board)


def mischief_total(board) -> int:
    top = max(p.centres for p in board)
    sharing = sum(1 for p in board if p.centres == top)
    return sum(p.centres for p in board) + {1: 5, 2: 2}.get(sharing, 0)


def vulcan_total(board) -> Fraction:
    survivors = [p for p in board if p.centres]
    gaps = sum(abs(p.centres - q.centres) for p, q in combinations(board, 2))
    return sum(p.centres for p in survivors) + gaps + 10 + 5 * len(survivors)


def check_totals(board, end_year=None) -> None:
    """Every rule's board total (or per-player value) for one board."""
    solo = is_solo(board)
    survivors = sum(1 for p in board if p.centres)
    for slug in ("duct-tape-v2", "duct-tape-v2-elimination-order"):
        total = sum(get_system(slug).exact_scores(board, end_year=end_year))
        assert total == (75 if solo else duct_tape_total(board)), slug
    mischief = sum(get_system("mischief").exact_scores(board, end_year=end_year))
    assert mischief == (34 if solo else mischief_total(board))
    assert sum(get_system("solos").exact_scores(board, end_year=end_year)) == (100 if solo else 0)
    vulcan = sum(get_system("vulcan").exact_scores(board, end_year=end_year))
    assert vulcan == (130 + 5 * (survivors - 1) if solo else vulcan_total(board))
    for slug, solo_points in (("your-draw-size-short", 300), ("your-draw-size-unlimited", 320)):
        scores = get_system(slug).exact_scores(board, end_year=end_year)
        if solo:
            assert sorted(scores)[-1] == solo_points and sum(scores) == solo_points
        else:
            assert scores == [band_points(p.centres) for p in board]


@given(boards())
def test_every_board_adds_up_as_its_rule_says(board):
    check_totals(board)


@given(boards(size=5))
def test_short_boards_add_up_as_their_rule_says(board):
    check_totals(board)


@given(boards(no_solo=True))
def test_ranked_classic_survivors_score_30_10_a_centre_and_a_rank_bonus(board):
    scores = get_system("ranked-classic").exact_scores(board, end_year=1909)
    bonuses = [s - 30 - 10 * p.centres for p, s in zip(board, scores, strict=True) if p.centres]
    assert set(bonuses) <= set(RANK_BONUS) | set(TWO_TIED_BONUS)
    survivor_counts = [p.centres for p in board if p.centres]
    if len(set(survivor_counts)) == len(survivor_counts):  # no ties: the first values in turn
        assert sorted(bonuses, reverse=True) == list(RANK_BONUS[: len(bonuses)])
    eliminated = [s for p, s in zip(board, scores, strict=True) if not p.centres]
    assert all(
        s == p.eliminated_year - 1901 for p, s in zip(board, scores, strict=True) if not p.centres
    )
    # a survivor (at least 50) outscores anyone eliminated by 1909 (at most 8)
    assert all(b + 30 + 10 > e for b in bonuses for e in eliminated)


@given(boards(), st.integers(1909, 1920))
def test_ranked_classic_losers_to_a_solo_score_the_years_before_it(board, solo_year):
    if not is_solo(board):
        return
    scores = get_system("ranked-classic").exact_scores(board, end_year=solo_year)
    for p, s in zip(board, scores, strict=True):
        if p.centres >= 18:
            assert s == 550
        else:
            assert s == (solo_year if p.centres else p.eliminated_year) - 1901


@given(boards(), st.randoms(use_true_random=False), st.sampled_from(SLUGS))
def test_scores_follow_their_positions_when_the_board_is_shuffled(board, rnd, slug):
    system = get_system(slug)
    shuffled = list(board)
    rnd.shuffle(shuffled)
    by_power = dict(zip((p.power for p in board), system.exact_scores(board), strict=True))
    again = system.exact_scores(shuffled)
    assert {p.power: s for p, s in zip(shuffled, again, strict=True)} == by_power
    assert all(isinstance(s, Fraction) for s in again)


def _positions(rows):
    return tuple(Position(power, power, centres, year) for power, centres, year, _end in rows)


def test_the_40_real_boards_add_up_as_each_rule_says(real_boards):
    assert len(real_boards) == 40
    for rows in real_boards.values():
        check_totals(_positions(rows))


@pytest.mark.parametrize("slug", SLUGS)
def test_the_real_solos_score_the_solo_value(real_boards, slug):
    for game_id in ("439643", "449062"):
        board = _positions(real_boards[game_id])
        assert max(get_system(slug).exact_scores(board)) == SOLO_VALUE[slug]
