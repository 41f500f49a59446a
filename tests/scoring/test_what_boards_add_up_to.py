"""Hypothesis properties of the issue #17 part B systems: what a board adds up to under each
rule, exactly (Fractions). Order independence, non-negativity, six-power boards, "more centres
never score less" and valid rankings are proved for every registered system, these included,
in test_properties.py."""

from fractions import Fraction

from hypothesis import given

from tournaments.scoring import get_system
from tournaments.scoring.c_diplo_namur import namur_centre_points
from tournaments.scoring.manorcon import years_played
from tournaments.scoring.positions import elimination_year
from tournaments.scoring.southern_sun import RANKING_POINTS
from tournaments.scoring.sydney_league import sydney_league_scores
from tournaments.scoring.types import DEFAULT_END_YEAR, FIRST_YEAR

from .test_properties import boards, is_solo


def exact(slug, board):
    return get_system(slug).exact_scores(board)


def owned(board):
    return sum(p.centres for p in board)


def survivors(board):
    return [p for p in board if p.centres]


def years(board, count):
    """Sum of ``count(elimination year)`` over the eliminated players (the boards' end year
    is 1909: the strategy records an elimination year for every 0-centre power)."""
    return sum(count(elimination_year(p, DEFAULT_END_YEAR)) for p in board if not p.centres)


def solo_check(slug, board, value):
    scores = exact(slug, board)
    winner = max(range(len(board)), key=lambda i: board[i].centres)
    assert scores[winner] == value
    assert sum(scores) == value


@given(boards())
def test_c_diplo_80_gives_owned_centres_plus_46_or_80_to_a_soloist(board):
    if is_solo(board):
        return solo_check("c-diplo-80", board, 80)
    assert sum(exact("c-diplo-80", board)) == owned(board) + 25 + 14 + 7


@given(boards())
def test_c_diplo_namur_gives_participation_centre_points_and_59_or_85_to_a_soloist(board):
    if is_solo(board):
        return solo_check("c-diplo-namur", board, 85)
    expected = len(board) + sum(namur_centre_points(p.centres) for p in board) + 38 + 14 + 7
    assert sum(exact("c-diplo-namur", board)) == expected


@given(boards())
def test_tribute_moves_points_to_the_topper_so_a_draw_adds_up_to_centres_plus_66(board):
    if is_solo(board):
        return solo_check("tribute", board, 100)
    scores = exact("tribute", board)
    assert sum(scores) == owned(board) + 66
    share = Fraction(66, len(survivors(board)))
    top = max(scores)
    for p, s in zip(board, scores, strict=True):
        if p.centres:
            # a survivor never pays more than their share of the 66
            assert p.centres <= s <= top
            assert s <= p.centres + share or s == top
        else:
            assert s == 0


@given(boards())
def test_omg_draws_add_up_to_centres_survival_and_bonuses_and_payers_keep_half(board):
    if is_solo(board):
        return solo_check("open-mind-the-gap", board, 100)
    scores = exact("open-mind-the-gap", board)
    expected = Fraction(3, 2) * owned(board) + 9 * len(survivors(board)) + 9
    assert sum(scores) == expected
    leader = max(p.centres for p in board)
    for p, s in zip(board, scores, strict=True):
        if p.centres and p.centres < leader:
            assert s >= (Fraction(3, 2) * p.centres + 9) / 2


@given(boards())
def test_original_manorcon_survivors_share_100_less_what_the_eliminated_16s_hold(board):
    scores = exact("manorcon-original", board)
    if is_solo(board):
        assert max(scores) == 100
        return
    values = [p.centres**2 + 4 * p.centres + 16 for p in survivors(board)]
    dead = len(board) - len(values)
    alive = sum(s for p, s in zip(board, scores, strict=True) if p.centres)
    assert alive == Fraction(100 * sum(values), sum(values) + 16 * dead)
    assert sum(scores) - alive == years(board, lambda y: Fraction(years_played(y), 10))


@given(boards())
def test_manorcon_v2_survivors_share_exactly_100(board):
    scores = exact("manorcon-v2", board)
    if is_solo(board):
        assert max(scores) == 100
        return
    assert sum(s for p, s in zip(board, scores, strict=True) if p.centres) == 100
    assert sum(scores) == 100 + years(board, lambda y: Fraction(years_played(y), 10))


@given(boards())
def test_southern_sun_survivors_share_the_top_fibonacci_places_to_within_rounding(board):
    if is_solo(board):
        return solo_check("southern-sun", board, 500)
    scores = exact("southern-sun", board)
    alive = survivors(board)
    ranking = sum(s - 30 - 10 * p.centres for p, s in zip(board, scores, strict=True) if p.centres)
    places = sum(RANKING_POINTS[place] for place in range(1, len(alive) + 1))
    assert abs(ranking - places) <= Fraction(len(alive), 2)
    assert all(s.denominator == 1 for s in scores)
    dead = sum(s for p, s in zip(board, scores, strict=True) if not p.centres)
    assert dead == years(board, lambda y: 3 * (y - FIRST_YEAR))


@given(boards())
def test_sydney_league_draws_share_2800_place_points_and_a_solo_scales_them(board):
    scores = exact("sydney-league", board)
    draw = sydney_league_scores(board, DEFAULT_END_YEAR)
    if is_solo(board):
        winner = max(range(len(board)), key=lambda i: board[i].centres)
        assert scores == [
            s * (Fraction(3, 2) if i == winner else Fraction(1, 2)) for i, s in enumerate(draw)
        ]
        return
    assert scores == draw
    assert sum(scores) == 2800 + 25 * owned(board) + years(board, years_played)


@given(boards())
def test_world_classic_draws_add_up_to_centres_survival_bonus_and_years(board):
    if is_solo(board):
        return solo_check("world-classic", board, 420)
    expected = (
        10 * owned(board) + 30 * len(survivors(board)) + 48 + years(board, lambda y: y - FIRST_YEAR)
    )
    assert sum(exact("world-classic", board)) == expected


@given(boards())
def test_summer_classic_is_world_classic_without_a_bonus_for_three_or_more_toppers(board):
    summer, world = exact("summer-classic", board), exact("world-classic", board)
    leader = max(p.centres for p in board)
    toppers = sum(1 for p in board if p.centres == leader)
    if is_solo(board) or toppers <= 2:
        assert summer == world
    else:
        assert sum(world) - sum(summer) == 48
        assert all(s <= w for s, w in zip(summer, world, strict=True))
