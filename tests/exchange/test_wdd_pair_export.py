"""The WDD upload pair: classification.csv and boards.csv columns and content."""

import csv
import io
import zipfile

import pytest
from django.core.management import call_command

from tournaments.exchange.wdd_export import wdd_pair
from tournaments.models import BoardScore, Player
from tournaments.views import download_wdd_pair

pytestmark = pytest.mark.django_db


def read(payload: bytes):
    return list(csv.DictReader(io.StringIO(payload.decode("utf-8"))))


def header(payload: bytes):
    return payload.decode("utf-8").splitlines()[0].split(",")


def test_classification_has_the_wdd_columns_in_order(scored):
    columns = header(wdd_pair(scored)["classification.csv"])
    assert columns[:16] == [
        "FIRST NAME",
        "NAME",
        "HOMONYME",
        "RANK",
        "EXAEQUO",
        "LOCATION",
        "NATIONALITY",
        "SCORE",
        "R1",
        "R2",
        "R3",
        "R4",
        "R5",
        "R6",
        "R7",
        "R8",
    ]
    assert "BEST_COUNTRY" in columns
    assert {"RK_0AU", "PT_0AU", "CT_0AU", "HEAT_0AU", "BOARD_0AU"} <= set(columns)


def test_boards_has_the_wdd_columns_in_order(scored):
    columns = header(wdd_pair(scored)["boards.csv"])
    assert columns == [
        "FIRST NAME",
        "NAME",
        "HOMONYME",
        "ROUND",
        "BOARD",
        "COUNTRY",
        "RANK",
        "EXAEQUO",
        "SCORE",
        "NB_CENTRE",
        "YEAR_ELIMINATION",
        "DRAW",
    ] + [f"CT_{i:02d}" for i in range(1, 21)]


def test_classification_rows_carry_rank_countries_score_and_round_scores(scored):
    rows = {r["NAME"]: r for r in read(wdd_pair(scored)["classification.csv"])}
    top = rows["Låst1"]
    assert (top["FIRST NAME"], top["RANK"], top["EXAEQUO"], top["HOMONYME"]) == (
        "Fïrst1",
        "1",
        "0",
        "1",
    )
    assert (top["NATIONALITY"], top["LOCATION"]) == ("FRA", "BEL")
    one = 100 * 100 / 234
    assert float(top["R1"]) == pytest.approx(one)
    assert float(top["R2"]) == pytest.approx(one)
    assert top["R3"] == ""
    assert top["BEST_COUNTRY"] == "Austria"
    assert (top["RK_0AU"], top["CT_0AU"], top["HEAT_0AU"], top["BOARD_0AU"]) == (
        "1",
        "10",
        "1",
        "1",
    )
    assert float(top["PT_0AU"]) == pytest.approx(one)


def test_shared_ranks_are_marked_exaequo(scored):
    from tournaments.models import Standing

    Standing.objects.filter(player__key__in=["p5", "p6"]).update(rank=5)
    rows = {r["NAME"]: r for r in read(wdd_pair(scored)["classification.csv"])}
    assert (rows["Låst5"]["RANK"], rows["Låst5"]["EXAEQUO"]) == ("5", "1")
    assert (rows["Låst6"]["RANK"], rows["Låst6"]["EXAEQUO"]) == ("5", "1")
    assert rows["Låst4"]["EXAEQUO"] == "0"


def test_board_rows_carry_power_codes_rank_centres_elimination_and_draw(scored):
    rows = read(wdd_pair(scored)["boards.csv"])
    assert len(rows) == 14
    first = [r for r in rows if r["ROUND"] == "1" and r["BOARD"] == "1"]
    by_power = {r["COUNTRY"]: r for r in first}
    assert set(by_power) == {"0AU", "0EN", "0FR", "0GE", "0IT", "0RU", "0TU"}
    austria, italy, russia, turkey = (
        by_power["0AU"],
        by_power["0IT"],
        by_power["0RU"],
        by_power["0TU"],
    )
    assert (austria["RANK"], austria["EXAEQUO"], austria["NB_CENTRE"], austria["DRAW"]) == (
        "1",
        "0",
        "10",
        "1",
    )
    assert (italy["RANK"], italy["EXAEQUO"]) == ("5", "1")  # 3 centres, shared with Russia
    assert russia["RANK"] == "5"
    assert (turkey["NB_CENTRE"], turkey["YEAR_ELIMINATION"], turkey["DRAW"]) == ("0", "7", "0")
    score = BoardScore.objects.get(result__power="Austria", result__game__round__number=1).score
    assert float(austria["SCORE"]) == score
    assert all(r[f"CT_{i:02d}"] == "" for r in rows for i in range(1, 21))


def test_a_solo_gives_draw_1_to_the_soloist_only(scored):
    from tests.importing.bundles import board, bundle
    from tournaments.importing import import_bundle_data

    data = bundle()
    data["tournaments"][0]["boards"] = [board(1, 1, centres=(18, 8, 4, 4, 0, 0, 0))]
    import_bundle_data(data)
    rows = read(wdd_pair(scored)["boards.csv"])
    assert {r["COUNTRY"]: r["DRAW"] for r in rows} == {
        "0AU": "1",
        "0EN": "0",
        "0FR": "0",
        "0GE": "0",
        "0IT": "0",
        "0RU": "0",
        "0TU": "0",
    }


def test_players_with_the_same_name_get_distinct_homonyme_numbers(scored):
    Player.objects.filter(key="p2").update(first_name="Fïrst1", last_name="Låst1", nationality="DE")
    rows = read(wdd_pair(scored)["classification.csv"])
    same = sorted((r["NATIONALITY"], r["HOMONYME"]) for r in rows if r["NAME"] == "Låst1")
    assert same == [("ALL", "2"), ("FRA", "1")]


def test_a_stored_homonym_is_the_homonyme_column(scored):
    Player.objects.filter(key="p2").update(
        first_name="Fïrst1", last_name="Låst1", nationality="DE", homonym=3
    )
    rows = read(wdd_pair(scored)["classification.csv"])
    same = sorted((r["NATIONALITY"], r["HOMONYME"]) for r in rows if r["NAME"] == "Låst1")
    assert same == [("ALL", "3"), ("FRA", "1")]


def test_export_wdd_command_writes_the_pair(scored, tmp_path):
    call_command("export_wdd", "t1", "--out", str(tmp_path / "out"))
    pair = wdd_pair(scored)
    assert (tmp_path / "out" / "classification.csv").read_bytes() == pair["classification.csv"]
    assert (tmp_path / "out" / "boards.csv").read_bytes() == pair["boards.csv"]


def test_the_download_is_a_zip_of_the_pair(scored, rf):
    response = download_wdd_pair(rf.get("/"), scored.pk, scored.slug)
    assert response["Content-Type"] == "application/zip"
    assert "attachment" in response["Content-Disposition"]
    archive = zipfile.ZipFile(io.BytesIO(response.content))
    assert sorted(archive.namelist()) == ["boards.csv", "classification.csv"]
    assert archive.read("boards.csv") == wdd_pair(scored)["boards.csv"]
