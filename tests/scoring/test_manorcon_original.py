"""Original ManorCon (issue #17; the earlier form of spec "More systems: ManorCon")."""

import pytest

from tournaments.scoring import get_system

from .helpers import positions

ORIGINAL = get_system("manorcon-original")


def test_the_12_10_8_4_draw_scores_as_in_manorcon():
    """The worked example quoted with ManorCon's rules (UEWBot/dipvis issue #143): "let's say
    it's a 12-10-8-4 draw. The 12 is worth 144 + 48 + 16 = 208 ... The three eliminations are
    each worth 16 toward the total. The sum of these is 208 + 156 + 112 + 48 + (3 x 16) = 572.
    For the 12: 100 x 208 / 572 = 36.3636; For the 10: 100 x 156 / 572 = 27.2727; For the 8:
    100 x 112 / 572 = 19.5804; For the 4: 100 x 48 / 572 = 8.3916"."""
    board_ = positions(
        [("a", 12), ("b", 10), ("c", 8), ("d", 4), ("e", 0, 1905), ("f", 0, 1905), ("g", 0, 1903)]
    )
    scores = ORIGINAL.score_game(board_)
    assert scores[:4] == pytest.approx([36.3636, 27.2727, 19.5804, 8.3916], abs=5e-5)
    assert scores[4:] == pytest.approx([0.5, 0.5, 0.3])
    assert scores == get_system("manorcon").score_game(board_)


def test_a_solo_scores_100_where_manorcon_gives_75():
    """Stab Beurfou's "Squares (Manorcon)": "We calculate f(c) = c^2 + 4c + 16 ... Solo scores
    100"."""
    board_ = positions(
        [("a", 18), ("b", 8), ("c", 4), ("d", 2), ("e", 2), ("f", 0, 1905), ("g", 0, 1903)]
    )
    assert ORIGINAL.score_game(board_, end_year=1907) == pytest.approx(
        [100, 0.7, 0.7, 0.7, 0.7, 0.5, 0.3]
    )
    assert get_system("manorcon").score_game(board_, end_year=1907)[0] == 75


def test_survivors_on_a_solo_board_count_as_eliminated_in_1909_when_no_end_year_is_recorded():
    board_ = positions([("a", 0, 1906), ("b", 19), ("c", 15)])
    assert ORIGINAL.score_game(board_) == pytest.approx([0.6, 100, 0.9])
