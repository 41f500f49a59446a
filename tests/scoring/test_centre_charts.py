"""What a valid per-year centre chart is (tournaments/scoring/charts.py), as every entry path
and the engine judge it: it ends in the end position, an eliminated power stays out from the
year it went out, a year holds at most 34 centres, the powers still in at the end cover the
same years, and the importers want every power's chart or none."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import Position, get_system
from tournaments.scoring.charts import (
    MAX_YEARS,
    board_problem,
    from_text,
    parse_typed,
    position_problem,
    to_text,
)

#: a board ending in 1905 whose every chart is right
GOOD = (
    Position("a", "Austria", 10, None, (5, 6, 7, 8, 10)),
    Position("b", "England", 8, None, (4, 5, 6, 8, 8)),
    Position("c", "France", 8, None, (5, 5, 7, 7, 8)),
    Position("d", "Germany", 5, None, (3, 4, 4, 4, 5)),
    Position("e", "Italy", 3, None, (4, 4, 4, 3, 3)),
    Position("f", "Russia", 0, 1905, (5, 4, 2, 1, 0)),
    Position("g", "Turkey", 0, 1904, (4, 3, 3, 0)),
)


def replace(board, index, **changes):
    p = board[index]
    fields = {
        "player": p.player,
        "power": p.power,
        "centres": p.centres,
        "eliminated_year": p.eliminated_year,
        "centres_by_year": p.centres_by_year,
        **changes,
    }
    return (*board[:index], Position(**fields), *board[index + 1 :])


def problem_of(board, **kwargs) -> str:
    found = board_problem(board, **kwargs)
    assert found is not None
    return str(found[1])


def test_a_board_of_right_charts_has_no_problem():
    assert board_problem(GOOD, require_all=True) is None
    get_system("maxonian").score_game(GOOD)  # the engine takes it too


def test_no_chart_is_never_wrong():
    bare = tuple(Position(p.player, p.power, p.centres, p.eliminated_year) for p in GOOD)
    assert position_problem(bare[0]) is None
    assert board_problem(bare, require_all=True) is None


def test_a_chart_ends_in_the_end_position():
    board = replace(GOOD, 0, centres_by_year=(5, 6, 7, 8, 9))
    assert problem_of(board) == (
        "the centre chart ends with 9 centres in 1905 but the end position holds 10"
    )


def test_an_eliminated_power_stays_out():
    board = replace(GOOD, 5, centres_by_year=(5, 0, 2, 1, 0))
    assert problem_of(board) == (
        "the centre chart holds no centre in 1902, then 2 in 1903: an eliminated power stays out"
    )


def test_the_first_empty_year_is_the_year_of_elimination():
    board = replace(GOOD, 6, eliminated_year=1903)
    assert problem_of(board) == (
        "the centre chart first holds no centre in 1904, but the power is eliminated in 1903"
    )


def test_an_eliminated_chart_may_stop_at_its_elimination_or_run_on_with_zeros():
    assert board_problem(replace(GOOD, 6, centres_by_year=(4, 3, 3, 0, 0))) is None
    assert board_problem(replace(GOOD, 6, centres_by_year=(4, 3, 3, 0))) is None


@pytest.mark.parametrize("value", [35, -1, True, 2.5])
def test_a_year_holds_0_to_34_whole_centres(value):
    board = replace(GOOD, 1, centres_by_year=(4, value, 6, 8, 8))
    assert problem_of(board) == f"the centre chart gives {value} centres in 1902 (0..34)"


def test_the_board_holds_at_most_34_centres_in_any_year():
    board = replace(GOOD, 0, centres_by_year=(5, 6, 7, 15, 10))
    assert problem_of(board) == "the centre charts add up to 38 centres in 1904, more than 34"


def test_the_powers_still_in_cover_the_same_years_and_no_chart_runs_longer():
    shorter = replace(GOOD, 1, centres_by_year=(5, 6, 8, 8))
    assert problem_of(shorter) == (
        "the centre chart of England runs to 1904, that of Austria to 1905: the charts of the "
        "powers still in at the end cover the same years, and no chart runs longer"
    )
    longer = replace(GOOD, 6, centres_by_year=(4, 3, 3, 0, 0, 0))
    assert "the centre chart of Turkey runs to 1906" in problem_of(longer)


def test_the_importers_want_every_chart_or_none_and_the_engine_takes_a_partial_board():
    partial = replace(GOOD, 3, centres_by_year=())
    assert problem_of(partial, require_all=True) == (
        "Germany has no centre chart but Austria has one: give every power's chart or none"
    )
    assert board_problem(partial) is None


def test_the_engine_refuses_an_impossible_chart_like_an_impossible_board():
    board = replace(GOOD, 0, centres_by_year=(5, 6, 7, 8, 9))
    with pytest.raises(ValueError, match="Austria: the centre chart ends with 9 centres"):
        get_system("maxonian").score_game(board)


def test_at_most_fifty_years_are_kept():
    chart = (3,) * MAX_YEARS
    assert position_problem(Position("a", "Austria", 3, None, chart)) is None
    problem = position_problem(Position("a", "Austria", 3, None, (*chart, 3)))
    assert str(problem) == "the centre chart has 51 years; at most 50 are kept"


@given(st.lists(st.integers(0, 34), max_size=MAX_YEARS))
def test_the_stored_text_gives_the_chart_back(chart):
    assert from_text(to_text(chart)) == tuple(chart)
    assert to_text(()) == "" and from_text("") == ()


@pytest.mark.parametrize("typed", ["4 5 5 6", "4,5,5,6", " 4, 5;5  6 ", "4;5;5;6"])
def test_a_typed_chart_takes_spaces_commas_or_semicolons(typed):
    assert parse_typed(typed) == (4, 5, 5, 6)


@pytest.mark.parametrize(("typed", "item"), [("4 5 x 6", "x"), ("4 -5", "-5"), ("4 5.5", "5.5")])
def test_a_typed_chart_names_what_is_not_a_whole_number(typed, item):
    with pytest.raises(ValueError, match=f"^{item}$"):
        parse_typed(typed)
