"""Ranked Classic v2: the Diplomacy Tournament Visualiser's worked examples A to F and its
four-way tie, scored for v2 ("If a rank is tied by 3+ players, all players receive rank
points as if there was a two way tie for the second lowest position (so 3 people tying for
first means they're all ranked tied second, and 4 people tying for fourth means they're all
ranked tied sixth)"), and the properties that tie v2 to Ranked Classic: the same scores
unless three or more survivors share a rank, and then exactly the two-tied bonus instead."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import SYSTEMS, Aggregation, Position, get_system
from tournaments.scoring.ranked_classic import RANK_BONUS, TWO_TIED_BONUS
from tournaments.scoring.ranked_classic_v2 import rank_bonus_v2

from .helpers import board, positions, ranks
from .test_properties import boards, is_solo

V2 = get_system("ranked-classic-v2")
V1 = get_system("ranked-classic")


def test_example_a_survivors_take_their_rank_bonus():
    """Example A, 1908: 0 (out 1904), 10, 9, 8, 5, 0 (out 1908), 2: England 30+100+200,
    France 30+90+90, Germany 30+80+60, Italy 30+50+40, Turkey 30+20+30; Austria 3, Russia 7
    (the same in both versions: no tie)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 10), ("f", 9), ("g", 8), ("i", 5), ("r", 0, 1908), ("t", 2)]
    )
    assert V2.exact_scores(board_, end_year=1908) == [3, 330, 210, 170, 120, 7, 80]


def test_example_b_the_ranking_is_among_the_survivors():
    """Example B: 17, 10, 4, 3 survive; England 30+170+200, Germany 30+100+90, Italy
    30+40+60, Turkey 30+30+40; eliminated 1904 (3) and 1908 (7, 7)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 17), ("f", 0, 1908), ("g", 10), ("i", 4), ("r", 0, 1908), ("t", 3)]
    )
    assert V2.exact_scores(board_, end_year=1908) == [3, 400, 7, 220, 130, 7, 100]


def test_example_c_three_tied_for_first_score_as_two_tied_for_second():
    """Example C, where the versions differ: 11-11-11 each score 30 + 110 + 70 in v2 (tied
    second), not Ranked Classic's 30 + 110 + 60 (third); Turkey on 1 is 4th (40)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 11), ("f", 0, 1908), ("g", 11), ("i", 11), ("r", 0, 1908), ("t", 1)]
    )
    assert V2.exact_scores(board_, end_year=1908) == [3, 210, 7, 210, 210, 7, 80]
    assert V1.exact_scores(board_, end_year=1908) == [3, 200, 7, 200, 200, 7, 80]


def test_example_d_two_tied_for_second_take_70():
    """Example D: England 12 alone (200); Germany and Italy on 11 tied for 2nd (70 each);
    Russia and Turkey out in 1907 score 6."""
    board_ = positions(
        [
            ("a", 0, 1904),
            ("e", 12),
            ("f", 0, 1908),
            ("g", 11),
            ("i", 11),
            ("r", 0, 1907),
            ("t", 0, 1907),
        ]
    )
    assert V2.exact_scores(board_, end_year=1908) == [3, 350, 7, 210, 210, 6, 6]


def test_example_e_a_survivor_after_a_two_way_tie_takes_the_next_rank():
    """Example E: 12, then 10-10 tied 2nd (70 each), then Turkey on 2 is 4th (40)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 12), ("f", 0, 1908), ("g", 10), ("i", 10), ("r", 0, 1908), ("t", 2)]
    )
    assert V2.exact_scores(board_, end_year=1908) == [3, 350, 7, 200, 200, 7, 90]


def test_example_f_a_solo_scores_550_and_the_others_their_years():
    """Example F, a solo in 1911: England 550; the survivors count as eliminated in 1911
    (10 points each); Austria out 1904 (3), France and Russia out 1908 (7)."""
    board_ = positions(
        [("a", 0, 1904), ("e", 18), ("f", 0, 1908), ("g", 10), ("i", 4), ("r", 0, 1908), ("t", 2)]
    )
    assert V2.exact_scores(board_, end_year=1911) == [3, 550, 7, 10, 10, 7, 10]


def test_four_tied_for_fourth_score_as_two_tied_for_sixth():
    """The four-way tie, 1908: Austria, France, Russia and Turkey on 2 each score
    30 + 20 + 15 in v2 ("4 people tying for fourth ... ranked tied sixth"), 30 + 20 + 10 in
    Ranked Classic; England 7 (3rd, 60), Germany 9 (2nd, 90), Italy 10 (1st, 200)."""
    board_ = positions([("a", 2), ("e", 7), ("f", 2), ("g", 9), ("i", 10), ("r", 2), ("t", 2)])
    assert V2.exact_scores(board_, end_year=1908) == [65, 160, 65, 210, 330, 65, 65]
    assert V1.exact_scores(board_, end_year=1908) == [60, 160, 60, 210, 330, 60, 60]


@pytest.mark.parametrize(
    ("place", "tied", "bonus"),
    [
        (1, 1, 200),
        (7, 1, 10),
        (1, 2, 135),
        (6, 2, 15),
        (1, 3, 70),  # two tied for 2nd
        (2, 3, 50),  # two tied for 3rd
        (4, 4, 15),  # two tied for 6th
        (5, 3, 15),
        (1, 7, 15),  # all seven tied: two tied for 6th
        (1, 5, 35),  # two tied for 4th
    ],
)
def test_rank_bonus_table(place, tied, bonus):
    assert rank_bonus_v2(place, tied) == bonus


def test_six_tied_for_first_score_as_two_tied_for_fifth():
    board_ = positions([(k, c) for k, c in zip("aefgirt", [5, 5, 5, 5, 5, 5, 4], strict=True)])
    # six tied for 1st cover places 1-6: two tied for 5th, 25 each; the 4 is 7th (10)
    assert V2.exact_scores(board_) == [105] * 6 + [80]


def test_a_short_board_uses_the_top_bonus_values():
    """Three survivors tied on a five-power board: the two-tied value of 2nd (70)."""
    board_ = positions([("a", 8), ("e", 8), ("f", 8), ("g", 0, 1905), ("i", 0, 1906)])
    assert V2.exact_scores(board_, end_year=1907) == [180, 180, 180, 4, 5]


def test_a_zero_centre_power_without_a_year_counts_as_eliminated_at_the_end():
    board_ = positions([("a", 18), ("e", 10), ("f", 6), ("g", 0)])
    # no end year recorded: the solo is taken in 1909, Germany eliminated then too
    assert V2.exact_scores(board_) == [550, 8, 8, 8]


def test_the_tournament_total_is_the_sum_and_ties_share_a_rank():
    boards_ = [
        board(1, 1, [("x", 11), ("y", 11), ("z", 11), ("w", 1)], end_year=1908),
        board(2, 1, [("x", 12), ("y", 11), ("z", 11), ("w", 0, 1906)], end_year=1908),
    ]
    result = V2.rank(boards_, Aggregation("system"))
    # x: 210 + 350; y and z: 210 + 210; w: 80 + 5
    assert {r.player: r.score for r in result.rows} == {"x": 560, "y": 420, "z": 420, "w": 85}
    assert ranks(result) == {"x": 1, "y": 2, "z": 2, "w": 4}


def _tied_blocks(board_):
    """place -> size of each block of survivors sharing a centre count."""
    counts = sorted((p.centres for p in board_ if p.centres), reverse=True)
    blocks, place = {}, 1
    for c in sorted(set(counts), reverse=True):
        blocks[c] = (place, counts.count(c))
        place += counts.count(c)
    return blocks


@given(boards())
def test_v2_differs_from_ranked_classic_only_for_three_or_more_tied(board_):
    v1, v2 = V1.exact_scores(board_), V2.exact_scores(board_)
    if is_solo(board_):
        assert v1 == v2
        return
    blocks = _tied_blocks(board_)
    for p, s1, s2 in zip(board_, v1, v2, strict=True):
        if not p.centres:
            assert s1 == s2
            continue
        place, tied = blocks[p.centres]
        if tied < 3:
            assert s1 == s2
        else:
            # v1: the bonus of the lowest place covered; v2: the two-tied one of the place
            # above it, never less
            assert s1 - 30 - 10 * p.centres == RANK_BONUS[place + tied - 2]
            assert s2 - 30 - 10 * p.centres == TWO_TIED_BONUS[place + tied - 3]
            assert s2 > s1


@given(boards())
def test_a_board_adds_up_to_its_survivors_values_and_the_years_survived(board_):
    scores = V2.exact_scores(board_, end_year=1909)
    assert all(isinstance(s, Fraction) and s >= 0 for s in scores)
    years = sum(p.eliminated_year - 1901 for p in board_ if not p.centres)
    if is_solo(board_):
        survivors = sum(1 for p in board_ if 0 < p.centres < 18)
        assert sum(scores) == 550 + years + survivors * (1909 - 1901)
        return
    blocks = _tied_blocks(board_)
    survivors = [p for p in board_ if p.centres]
    expected = years + sum(
        30 + 10 * p.centres + rank_bonus_v2(*blocks[p.centres]) for p in survivors
    )
    assert sum(scores) == expected


@given(boards(), st.randoms(use_true_random=False))
def test_scores_follow_their_positions_when_the_board_is_shuffled(board_, rnd):
    shuffled = list(board_)
    rnd.shuffle(shuffled)
    by_power = dict(zip((p.power for p in board_), V2.exact_scores(board_), strict=True))
    again = V2.exact_scores(shuffled)
    assert {p.power: s for p, s in zip(shuffled, again, strict=True)} == by_power


def _real(rows):
    return tuple(Position(power, power, centres, year) for power, centres, year, _end in rows)


def test_every_real_board_scores_and_the_solos_score_550(real_boards):
    assert len(real_boards) == 40
    for game_id, rows in real_boards.items():
        board_ = _real(rows)
        scores = V2.exact_scores(board_)
        assert len(scores) == 7 and all(s >= 0 for s in scores)
        if game_id in ("439643", "449062"):
            assert max(scores) == 550


def test_registered_after_the_other_issue_17_systems():
    assert SYSTEMS["ranked-classic-v2"] is V2
    slugs = list(SYSTEMS)
    assert slugs.index("ranked-classic-v2") > slugs.index("ranked-classic")
