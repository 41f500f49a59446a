"""Standing rows come best first, and players sharing a rank are listed in player order
(numbers, then strings: ``player_sort_key``), whatever order their boards list them in."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.scoring import POWERS, SYSTEMS, BoardInput, Position, get_system
from tournaments.scoring.ordering import player_sort_key

from .test_properties import AGGS, tournaments


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(), st.sampled_from(list(SYSTEMS)), AGGS)
def test_rows_are_in_rank_then_player_order(boards_, slug, agg):
    rows = get_system(slug).rank(boards_, agg).rows
    expected = sorted(rows, key=lambda r: (r.rank, player_sort_key(r.player)))
    assert [r.player for r in rows] == [r.player for r in expected]


def test_players_tied_on_a_board_are_listed_by_name_not_by_seat():
    # a five-way tie on 6 centres: "zed" holds Austria, the first seat, yet comes last
    names = ["zed", "amy", "kim", "bob", "eve", "ann", "tom"]
    centres = [6, 6, 6, 6, 6, 4, 0]
    positions = tuple(
        Position(name, power, c, 1905 if c == 0 else None)
        for name, power, c in zip(names, POWERS, centres, strict=True)
    )
    rows = get_system("sum-of-squares").rank([BoardInput(1, 1, positions)]).rows
    assert [(r.player, r.rank) for r in rows] == [
        ("amy", 1),
        ("bob", 1),
        ("eve", 1),
        ("kim", 1),
        ("zed", 1),
        ("ann", 6),
        ("tom", 7),
    ]
