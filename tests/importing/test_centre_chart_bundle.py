"""The results bundle's optional ``boards[].players[].centres_by_year``: stored when given,
absent is no chart (older bundles import as before), refused on online games, and every bad
chart refused with one line naming the file, tournament, round and board, and power."""

import json

import pytest

from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import GameResult

from .bundles import bundle
from .test_bad_input import nothing_written

pytestmark = pytest.mark.django_db

#: a board ending in 1909 on 10, 8, 6, 4, 3, 3 and Turkey out in 1907 (bundles.board())
CHARTS = {
    "Austria": [4, 5, 6, 7, 8, 9, 10, 10, 10],
    "England": [4, 4, 5, 6, 7, 7, 8, 8, 8],
    "France": [5, 5, 5, 6, 6, 6, 6, 6, 6],
    "Germany": [5, 5, 4, 4, 4, 4, 4, 4, 4],
    "Italy": [4, 4, 4, 3, 3, 3, 3, 3, 3],
    "Russia": [5, 5, 4, 4, 3, 3, 3, 3, 3],
    "Turkey": [4, 4, 4, 3, 2, 1, 0],
}


def charted(**changes):
    """The bundle with every result of round 1 board 1 charted; ``changes`` replaces (or,
    with None, removes) a power's chart."""
    data = bundle()
    for result in data["tournaments"][0]["boards"][0]["players"]:
        chart = changes.get(result["power"], CHARTS[result["power"]])
        if chart is not None:
            result["centres_by_year"] = chart
    return data


def refuse(data, *needles):
    with pytest.raises(ImportFailed) as info:
        import_payloads([("results.json", json.dumps(data).encode())])
    message = str(info.value)
    assert "\n" not in message and message.startswith("results.json: ")
    for needle in needles:
        assert needle in message, message
    assert nothing_written()
    return message


def test_a_board_result_s_chart_is_stored():
    import_bundle_data(charted())
    stored = dict(
        GameResult.objects.filter(game__round__number=1).values_list("power", "centres_by_year")
    )
    assert stored["Austria"] == "4,5,6,7,8,9,10,10,10"
    assert stored["Turkey"] == "4,4,4,3,2,1,0"
    assert set(
        GameResult.objects.filter(game__round__number=2).values_list("centres_by_year", flat=True)
    ) == {""}


def test_a_bundle_without_charts_imports_as_before():
    import_bundle_data(bundle())
    assert set(GameResult.objects.values_list("centres_by_year", flat=True)) == {""}


def test_an_online_game_takes_no_chart():
    data = bundle()
    data["games"][0]["players"][0]["centres_by_year"] = CHARTS["Austria"]
    refuse(data, "game g1", "unknown field 'centres_by_year'")


BOARD = "tournament t1 round 1 board 1"


@pytest.mark.parametrize(
    ("changes", "where", "problem"),
    [
        ({"Austria": "4 5 6"}, "(Austria)", "centres_by_year must be a list, got a string"),
        ({"Austria": []}, "(Austria)", "centres_by_year is empty"),
        ({"England": [4, "5", 8]}, "(England)", "must list whole numbers, got a string for 1902"),
        ({"England": [4, True, 8]}, "(England)", "must list whole numbers, got a boolean for 1902"),
        ({"France": [5, 35, 6]}, "(France)", "the centre chart gives 35 centres in 1902 (0..34)"),
        (
            {"Austria": [4, 5, 6, 7, 8, 9, 10, 10, 9]},
            "(Austria)",
            "the centre chart ends with 9 centres in 1909 but the end position holds 10",
        ),
        (
            {"Turkey": [4, 0, 4, 3, 2, 1, 0]},
            "(Turkey)",
            "holds no centre in 1902, then 4 in 1903: an eliminated power stays out",
        ),
        (
            {"Turkey": [4, 4, 4, 3, 2, 0]},
            "(Turkey)",
            "first holds no centre in 1906, but the power is eliminated in 1907",
        ),
        ({"Italy": None}, "(Italy)", "Italy has no centre chart but Austria has one"),
        (
            {"Russia": [5, 5, 4, 4, 3, 3, 3, 3]},
            "(Russia)",
            "the centre chart of Russia runs to 1908, that of Austria to 1909",
        ),
        (
            {"Austria": [9, 5, 6, 7, 8, 9, 10, 10, 10]},
            "board 1: centres_by_year",
            "the centre charts add up to 36 centres in 1901, more than 34",
        ),
        ({"Austria": [3] * 51}, "(Austria)", "centres_by_year has more than 50 items"),
    ],
)
def test_a_bad_chart_is_refused_with_one_line(changes, where, problem):
    message = refuse(charted(**changes), BOARD, where, problem)
    assert message.startswith(f"results.json: {BOARD}")
