"""export_leaderboard: CSV, JSON and XLSX of a table; clear errors for bad names."""

import csv
import io
import json

import openpyxl
import pytest
from django.core.management import CommandError, call_command

from ratings import services
from ratings.models import Rating

from .builders import bundle, game, player, tournament

pytestmark = pytest.mark.django_db

PLAYERS = [
    player("fr1", "FR", "BE", "Renée", "Lefèvre"),
    player("de1", "DE", "DE", "Jörg", "Müller"),
    player("fr2", "FR"),
    player("gb1", "GB"),
]


@pytest.fixture
def tables(import_only):
    import_only(
        bundle(
            PLAYERS,
            [tournament("t", "2015-01-01", ["fr1", "de1", "fr2", "gb1"])],
            [game("g", "2019-01-01", [("fr1", 18), ("de1", 8), ("fr2", 8), ("gb1", 0)])],
        )
    )
    services.recompute_all()


def export(*args):
    out = io.StringIO()
    call_command("export_leaderboard", *args, stdout=out)
    return out.getvalue()


def test_json_lists_the_table_with_full_precision(tables):
    rows = json.loads(export("dip-pouch", "--format", "json"))
    stored = dict(Rating.objects.filter(system="dip-pouch").values_list("player__key", "rating"))
    assert [r["player"] for r in rows] == ["fr1", "de1", "fr2", "gb1"]
    assert rows[0] | {"rating": None} == {
        "rank": 1,
        "player": "fr1",
        "first_name": "Renée",
        "last_name": "Lefèvre",
        "homonym": None,
        "nationality": "FR",
        "location": "BE",
        "rating": None,
        "events": 1,
        "peak": rows[0]["peak"],
        "last_played": "2015-01-01",
        "international_rank": 1,
        "national_rank": 1,
    }
    assert {r["player"]: r["rating"] for r in rows} == stored  # exact floats


def test_csv_is_the_default_format(tables):
    rows = list(csv.DictReader(io.StringIO(export("dip-pouch"))))
    stored = dict(Rating.objects.filter(system="dip-pouch").values_list("player__key", "rating"))
    assert [r["rank"] for r in rows] == ["1", "2", "3", "4"]
    assert {r["player"]: float(r["rating"]) for r in rows} == stored
    assert rows[1]["last_name"] == "Müller"


def test_country_gives_the_national_table(tables):
    rows = json.loads(export("dip-pouch", "--country", "fr", "--format", "json"))
    assert [(r["player"], r["rank"], r["international_rank"]) for r in rows] == [
        ("fr1", 1, 1),
        ("fr2", 2, 3),
    ]


def test_category_picks_a_table_of_the_system(tables):
    rows = json.loads(export("ghost", "--category", "full-press", "--format", "json"))
    assert rows[0]["player"] == "fr1" and rows[0]["events"] == 1
    assert json.loads(export("ghost", "--category", "gunboat", "--format", "json")) == []


def test_output_writes_a_file(tables, tmp_path):
    target = tmp_path / "out.json"
    assert export("dip-pouch", "--format", "json", "--output", str(target)) == ""
    assert len(json.loads(target.read_text(encoding="utf-8"))) == 4


def test_xlsx_with_output(tables, tmp_path):
    target = tmp_path / "table.xlsx"
    export("ghost", "--format", "xlsx", "--output", str(target))
    sheet = openpyxl.load_workbook(target).active
    values = list(sheet.values)
    assert values[0][:3] == ("rank", "player", "first_name")
    # A solo: the three others tie, listed by player key (the same order after a restore).
    assert [row[:2] for row in values[1:]] == [(1, "fr1"), (2, "de1"), (2, "fr2"), (2, "gb1")]
    stored = Rating.objects.get(system="ghost", category="overall", player__key="fr1").rating
    assert values[1][6] == pytest.approx(stored, rel=1e-15)  # openpyxl writes 16 digits


def test_xlsx_to_a_binary_stdout(tables):
    out = io.BytesIO()
    call_command("export_leaderboard", "ghost", "--format", "xlsx", stdout=out)
    assert out.getvalue()[:2] == b"PK"  # a zip file


def test_xlsx_to_a_text_stream_asks_for_output(tables):
    with pytest.raises(CommandError, match="--output"):
        export("ghost", "--format", "xlsx")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nope"], "Unknown rating system 'nope'"),
        (["ghost", "--category", "blitz"], "Unknown category 'blitz' of ghost"),
        (["dip-pouch", "--country", "ZZ"], "Unknown country 'ZZ'"),
    ],
)
def test_unknown_names_fail_with_a_clear_message(tables, args, message):
    with pytest.raises(CommandError, match=message):
        export(*args)


def test_an_empty_table_exports_an_empty_list(db):
    assert json.loads(export("openskill", "--format", "json")) == []
    assert export("openskill").splitlines() == [
        "rank,player,first_name,last_name,nationality,location,rating,events,peak,"
        "last_played,international_rank,national_rank,homonym"
    ]
