"""Open Mind the Gap (issue #17; a cousin of spec "More systems: OpenTribute").

The rules, as the Nexus community published them (quoted by UEWBot/dipvis issue #208):
"a) Each supply center (SC) is worth 1.5 points (total = 51 points) b) Surviving in a draw is
worth 9 points (average = 40.5 points per game) c) Bonuses for the Top 3: 4.5 points for 1st,
3 points for 2nd, 1.5 points for 3rd d) Tribute paid to the board topper is equal to 1st place
SCs - 2nd place SCs, capped at 50% of a players score from a, b, and c e) a solo victory is
worth 100 points."
"""

from fractions import Fraction

from tournaments.scoring import get_system

from .helpers import positions

OMG = get_system("open-mind-the-gap")


def test_a_draw_without_a_lead_is_centres_survival_and_shared_bonuses():
    """a) + b) + c) with a three-way tie on top (no lead, so no tribute): "(total = 51
    points)" for the 34 centres, 9 for each of the seven survivors and the 9 bonus points."""
    board_ = positions([("a", 6), ("b", 4), ("c", 6), ("d", 6), ("e", 4), ("f", 4), ("g", 4)])
    top = 9 + 9 + Fraction(9, 3)  # (4.5 + 3 + 1.5) / 3
    assert OMG.exact_scores(board_) == [top, 15, top, top, 15, 15, 15]
    assert sum(OMG.exact_scores(board_)) == 51 + 7 * 9 + 9


def test_a_two_way_tie_for_second_shares_the_second_and_third_bonuses():
    """The Visualiser's worked rule: "a 2-way tie for second awards each player (3 + 1.5) /
    2 = 2.25 points"; a lone topper then collects the gap from each."""
    board_ = positions(
        [("a", 12), ("b", 8), ("c", 8), ("d", 4), ("e", 2), ("f", 0, 1905), ("g", 0, 1906)]
    )
    scores = OMG.exact_scores(board_)
    # b and c: 12 + 9 + 2.25 = 23.25, pay the gap 4; d: 15, pays 4; e: 12, pays 4
    assert scores[1:] == [Fraction(77, 4), Fraction(77, 4), 11, 8, 0, 0]
    assert scores[0] == 18 + 9 + Fraction(9, 2) + 4 * 4


def test_tribute_is_capped_at_half_of_the_payers_own_score():
    """d) "... capped at 50% of a players score from a, b, and c"."""
    board_ = positions(
        [("a", 13), ("b", 6), ("c", 5), ("d", 4), ("e", 3), ("f", 3), ("g", 0, 1904)]
    )
    scores = OMG.exact_scores(board_)
    # gap 7: b (9 + 9 + 3 = 21) pays 7; c (7.5 + 9 + 1.5 = 18) pays 7; d (15) pays 7;
    # e and f (13.5) pay half, 6.75 each
    assert scores[1:] == [14, 11, 8, Fraction(27, 4), Fraction(27, 4), 0]
    assert scores[0] == Fraction(39, 2) + 9 + Fraction(9, 2) + 7 + 7 + 7 + Fraction(27, 2)


def test_a_shared_top_has_no_gap_so_no_tribute():
    board_ = positions([("a", 0, 1904), ("b", 5), ("c", 4), ("d", 8), ("e", 4), ("f", 5), ("g", 8)])
    scores = OMG.exact_scores(board_)
    assert scores == [
        0,
        Fraction(15, 2) + 9 + Fraction(3, 4),
        15,
        12 + 9 + Fraction(15, 4),
        15,
        Fraction(15, 2) + 9 + Fraction(3, 4),
        12 + 9 + Fraction(15, 4),
    ]


def test_a_solo_scores_100_and_everyone_else_0():
    """e) "a solo victory is worth 100 points"."""
    board_ = positions([("a", 18), ("b", 4), ("c", 5), ("d", 7), ("e", 0, 1906)])
    assert OMG.score_game(board_) == [100, 0, 0, 0, 0]


def test_eliminated_players_share_a_bonus_they_cover_and_pay_half_of_it():
    board_ = positions([("a", 17), ("b", 10), ("c", 7)] + [(f"x{i}", 0, 1905) for i in range(4)])
    scores = OMG.exact_scores(board_)
    # 3rd place is c's alone, so eliminated players cover no bonus and score 0
    assert scores[3:] == [0, 0, 0, 0]
    board_ = positions([("a", 17), ("b", 10)] + [(f"x{i}", 0, 1905) for i in range(5)])
    scores = OMG.exact_scores(board_)
    # the five on 0 share the 3rd place's 1.5 (0.3 each) and pay the topper half of it
    assert scores[2:] == [Fraction(3, 20)] * 5
