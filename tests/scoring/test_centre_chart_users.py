"""Only the systems that say they read the centre chart (``centre_chart``) change their
scores when a board has one: for every other system a board scores the same with or without
its charts, and each system that reads it has a board where the chart decides."""

import pytest
from hypothesis import given, settings

from tournaments.scoring import SYSTEMS, Position

from .test_board_totals_and_countback import charted_boards

READERS = sorted(slug for slug, system in SYSTEMS.items() if system.centre_chart)
OTHERS = sorted(slug for slug, system in SYSTEMS.items() if not system.centre_chart)

#: b and c end on 8 centres; at the end of 1904 b held 8 and c 7, so the chart puts b ahead
CHARTED = (
    Position("a", "Austria", 10, None, (5, 6, 7, 8, 10)),
    Position("b", "England", 8, None, (4, 5, 6, 8, 8)),
    Position("c", "France", 8, None, (5, 5, 7, 7, 8)),
    Position("d", "Germany", 5, None, (3, 4, 4, 4, 5)),
    Position("e", "Italy", 3, None, (4, 4, 4, 3, 3)),
    Position("f", "Russia", 0, 1905, (5, 4, 2, 1, 0)),
    Position("g", "Turkey", 0, 1904, (4, 3, 3, 0)),
)


def without_charts(board):
    return tuple(Position(p.player, p.power, p.centres, p.eliminated_year) for p in board)


def test_the_systems_that_read_the_chart_say_so_in_both_languages():
    assert READERS == ["7eleven", "maxonian"]
    for slug in READERS:
        system = SYSTEMS[slug]
        assert "Without" in system.centre_chart and "Sans" in system.centre_chart_fr


@settings(max_examples=60)
@given(charted_boards())
def test_a_system_that_does_not_read_the_chart_scores_the_same_without_it(board):
    bare = without_charts(board)
    for slug in OTHERS:
        assert SYSTEMS[slug].exact_scores(board) == SYSTEMS[slug].exact_scores(bare), slug


@pytest.mark.parametrize("slug", READERS)
def test_a_system_that_reads_the_chart_breaks_a_tie_with_it(slug):
    system = SYSTEMS[slug]
    charted = system.exact_scores(CHARTED)
    bare = system.exact_scores(without_charts(CHARTED))
    assert charted[1] > charted[2]  # England was ahead most recently
    assert bare[1] == bare[2]  # without the chart they share the places
