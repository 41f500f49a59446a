"""The WDD pair's CT_01..CT_20 columns carry each board result's centre chart both ways:
written from the stored chart (empty where none was recorded), read back into the same
chart, extended past CT_20 for a longer game, and refused line by line when impossible."""

import csv
import io

import pytest

from tests.importing.test_centre_chart_bundle import CHARTS, charted
from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import GameResult, Tournament

from .conftest import empty_tournament

pytestmark = pytest.mark.django_db


def rows(raw: bytes) -> tuple[list[str], list[dict]]:
    reader = csv.DictReader(io.StringIO(raw.decode()))
    return reader.fieldnames, list(reader)


def write(header: list[str], lines: list[dict]) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=header, lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(lines)
    return out.getvalue().encode()


def chart_of(row: dict) -> list[int]:
    cells = [row[c] for c in row if c.startswith("CT_")]
    return [int(c) for c in cells if c != ""]


def charts_of(key: str) -> dict:
    """{power: stored chart} of the tournament's round 1 board 1."""
    return dict(
        GameResult.objects.filter(
            game__round__tournament__key=key, game__round__number=1
        ).values_list("power", "centres_by_year")
    )


@pytest.fixture
def pair():
    import_bundle_data(charted())
    import_bundle_data(empty_tournament("t2"))
    return wdd_pair(Tournament.objects.get(key="t1"))


def import_into_t2(classification: bytes, boards: bytes):
    return import_payloads(
        [("classification.csv", classification), ("boards.csv", boards)], tournament_key="t2"
    )


def test_the_export_writes_the_recorded_charts_and_leaves_the_rest_empty(pair):
    header, lines = rows(pair["boards.csv"])
    assert header[-20:] == [f"CT_{i:02d}" for i in range(1, 21)]
    first = {r["COUNTRY"]: r for r in lines if r["ROUND"] == "1"}
    assert chart_of(first["0AU"]) == CHARTS["Austria"]
    assert first["0AU"]["CT_09"] == "10" and first["0AU"]["CT_10"] == ""
    assert chart_of(first["0TU"]) == CHARTS["Turkey"]
    assert all(chart_of(r) == [] for r in lines if r["ROUND"] == "2")


def test_the_pair_imports_back_to_the_same_charts(pair):
    import_into_t2(pair["classification.csv"], pair["boards.csv"])
    assert charts_of("t2") == charts_of("t1")
    assert charts_of("t2")["Austria"] == "4,5,6,7,8,9,10,10,10"
    assert set(
        GameResult.objects.filter(
            game__round__tournament__key="t2", game__round__number=2
        ).values_list("centres_by_year", flat=True)
    ) == {""}


def test_a_game_longer_than_twenty_years_adds_columns_and_still_round_trips():
    data = charted(**{p: [c[0]] * 20 + c for p, c in CHARTS.items() if p != "Turkey"})
    data["tournaments"][0]["boards"][0]["players"][6]["centres_by_year"] = [4] * 20 + [
        4,
        4,
        4,
        3,
        2,
        1,
        0,
    ]
    data["tournaments"][0]["boards"][0]["players"][6]["eliminated_year"] = 1927
    import_bundle_data(data)
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(Tournament.objects.get(key="t1"))
    header, _lines = rows(pair["boards.csv"])
    assert header[-1] == "CT_29"
    import_into_t2(pair["classification.csv"], pair["boards.csv"])
    assert charts_of("t2") == charts_of("t1")


def edited(pair, power_code: str, **cells) -> bytes:
    header, lines = rows(pair["boards.csv"])
    for line in lines:
        if line["ROUND"] == "1" and line["COUNTRY"] == power_code:
            line.update(cells)
    return write(header, lines)


def refuse(pair, boards: bytes, *needles) -> str:
    with pytest.raises(ImportFailed) as info:
        import_into_t2(pair["classification.csv"], boards)
    message = str(info.value)
    assert message.startswith("boards.csv: ") and "\n" not in message
    for needle in needles:
        assert needle in message, message
    assert not GameResult.objects.filter(game__round__tournament__key="t2").exists()
    return message


def test_a_hole_in_the_chart_names_the_line(pair):
    refuse(pair, edited(pair, "0EN", CT_03=""), "line 3", "CT_03 is empty but CT_09 is given")


def test_a_value_out_of_range_names_the_line_and_column(pair):
    refuse(pair, edited(pair, "0FR", CT_02="40"), "line 4", "CT_02 40 is out of range (0..34)")


def test_a_chart_that_does_not_end_in_the_end_position_names_the_line_and_power(pair):
    refuse(
        pair,
        edited(pair, "0AU", CT_09="9"),
        "line 2 (round 1 board 1, Austria)",
        "CT_nn columns: the centre chart ends with 9 centres in 1909 but the end position holds 10",
    )


def test_a_board_with_some_charts_only_is_refused(pair):
    blank = {f"CT_{i:02d}": "" for i in range(1, 21)}
    refuse(
        pair,
        edited(pair, "0IT", **blank),
        "(round 1 board 1, Italy)",
        "give every power's chart or none",
    )


def test_all_zero_cells_are_no_chart(pair):
    """Some spreadsheets fill the CT columns with 0s: no power ever holds 0 centres in every
    year, so that is read as a chart not recorded."""
    header, lines = rows(pair["boards.csv"])
    for line in lines:
        if line["ROUND"] == "1":
            line.update({f"CT_{i:02d}": "0" for i in range(1, 21)})
    import_into_t2(pair["classification.csv"], write(header, lines))
    assert set(charts_of("t2").values()) == {""}
