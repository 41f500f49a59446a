"""Detour09 (spec: "More systems: Detour09")."""

from fractions import Fraction

import pytest

from tournaments.scoring import get_system

from .helpers import positions

D09 = get_system("detour09")


def test_draw_raw_scores_are_normalised_to_100():
    board_ = positions([("a", 10), ("b", 8), ("c", 6), ("d", 4), ("e", 3), ("f", 2), ("g", 1)])
    # raw: 10+2+4+2 lead, 8+2+3, 6+2+2, 4+2+1, 3+2, 2+2, 1+2 -> total 60
    raw = [18, 13, 10, 7, 5, 4, 3]
    assert D09.exact_scores(board_) == [Fraction(100 * r, 60) for r in raw]


def test_tied_toppers_get_no_lead_and_take_second_place_points():
    board_ = positions(
        [("a", 10), ("b", 10), ("c", 6), ("d", 4), ("e", 3), ("f", 1), ("g", 0, 1906)]
    )
    raw = [15, 15, 10, 7, 5, 3]
    expected = [Fraction(100 * r, 55) for r in raw] + [Fraction(5, 4)]  # 1901-1905: 5 years
    assert D09.exact_scores(board_) == expected


def test_three_tied_for_second_take_fourth_place_points():
    board_ = positions(
        [("a", 10), ("b", 6), ("c", 6), ("d", 6), ("e", 4), ("f", 2), ("g", 0, 1908)]
    )
    raw = [20, 9, 9, 9, 6, 4]  # lead 4; 6s take 4th place's 1 point
    assert D09.exact_scores(board_)[:6] == [Fraction(100 * r, 57) for r in raw]
    assert D09.exact_scores(board_)[6] == Fraction(7, 4)


def test_solo_scores_110_and_the_losers_a_quarter_per_year_survived():
    board_ = positions(
        [("a", 18), ("b", 6), ("c", 4), ("d", 3), ("e", 3), ("f", 0, 1903), ("g", 0, 1905)]
    )
    # solo in 1906: the survivors survived 1901..1905, f 1901..1902, g 1901..1904
    assert D09.score_game(board_, end_year=1906) == [110, 1.25, 1.25, 1.25, 1.25, 0.5, 1.0]


def test_the_year_of_a_solo_is_not_a_year_survived():
    """The published rule (spec, "More systems: Detour09"): "A year of survival is when the
    player has at least 1 centre during winter and no other player has 18 or more", so the
    year of the solo does not count: a survivor of a 1905 solo survived 1901..1904, 1.0 (not
    1.25), as does a player eliminated in 1905; one eliminated in 1903 survived 1901..1902."""
    board_ = positions(
        [("a", 18), ("b", 7), ("c", 5), ("d", 4), ("e", 0, 1905), ("f", 0, 1903), ("g", 0, 1902)]
    )
    scores = D09.exact_scores(board_, end_year=1905)
    assert scores == [110, 1, 1, 1, 1, Fraction(1, 2), Fraction(1, 4)]


def test_a_solo_year_past_the_cap_still_pays_at_most_2():
    """A solo in 1908 leaves its survivors 1901..1907, 7 years (1.75); 1909 gives 8 years,
    exactly the 2-point cap; 1912 gives 11 years, capped at 2."""
    board_ = positions([("a", 18), ("b", 10), ("c", 6), ("d", 0, 1904)])
    assert D09.exact_scores(board_, end_year=1908)[1:] == [Fraction(7, 4)] * 2 + [Fraction(3, 4)]
    assert D09.exact_scores(board_, end_year=1909)[1:3] == [2, 2]
    assert D09.exact_scores(board_, end_year=1912)[1:] == [2, 2, Fraction(3, 4)]


def test_survival_allowance_is_capped_at_2():
    board_ = positions(
        [("a", 18), ("b", 6), ("c", 4), ("d", 3), ("e", 3), ("f", 0, 1910), ("g", 0, 1905)]
    )
    assert D09.score_game(board_, end_year=1911) == [110, 2, 2, 2, 2, 2, 1.0]


def test_same_year_eliminations_score_the_same():
    board_ = positions(
        [("a", 12), ("b", 11), ("c", 6), ("d", 5), ("e", 0, 1907), ("f", 0, 1907), ("g", 0, 1907)]
    )
    scores = D09.score_game(board_)
    assert scores[4] == scores[5] == scores[6] == 1.5
    assert sum(scores[:4]) == pytest.approx(100, abs=1e-9)
