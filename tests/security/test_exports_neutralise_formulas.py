"""No tabular export carries a live spreadsheet formula; JSON, pages, the API
and the backup keep names exactly as written.

Players named like formulas (``=HYPERLINK(...)``, ``+``, ``-``, ``@``, tab and
CR prefixes) go through every CSV and XLSX export, from the web and from the
commands: each such text cell comes out with a leading single quote (OWASP's
CSV-injection advice), every XLSX cell is a string or a number (never a
formula), and numbers stay numbers. The WDD pair still imports back to the
same players and standings.
"""

import csv
import io
import json
import zipfile

import openpyxl
import pytest
from django.core.management import call_command

from tests.importing.bundles import bundle
from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import import_bundle_data, import_payloads
from tournaments.models import Player, Standing, Tournament

pytestmark = pytest.mark.django_db

HOSTILE = {
    "p1": ('=HYPERLINK("http://x","y")', "Eq"),
    "p2": ("Plus", "+1+cmd|' /C calc'!A0"),
    "p3": ("-2+3", "Minus"),
    "p4": ("At", "@SUM(A1:A9)"),
    "p5": ("\tTab", "Tab"),
    "p6": ("Cr", "\rCR"),
}
TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
LEADERBOARD = "/ratings/dip-pouch/overall/"


@pytest.fixture
def hostile(django_capture_on_commit_callbacks):
    """Tournament t1 (boards, published standings) and its ratings, with players
    p1..p6 named like formulas (tab and CR set afterwards: imports strip them)."""
    data = bundle()
    for player in data["players"]:
        if player["key"] in HOSTILE and "\t" not in "".join(HOSTILE[player["key"]]):
            player["first_name"], player["last_name"] = HOSTILE[player["key"]]
    with django_capture_on_commit_callbacks(execute=True):
        import_bundle_data(data)
    for key in ("p5", "p6"):
        first, last = HOSTILE[key]
        Player.objects.filter(key=key).update(first_name=first, last_name=last)
    return Tournament.objects.get(key="t1")


def neutralised(name: str) -> str:
    return "'" + name if name.startswith(TRIGGERS) else name


def expected_names() -> dict[str, tuple[str, str]]:
    return {k: (neutralised(f), neutralised(last)) for k, (f, last) in HOSTILE.items()}


def assert_no_live_formula(cells) -> None:
    for cell in cells:
        if isinstance(cell, str) and cell.startswith(TRIGGERS):
            float(cell)  # only a number may start with + or -


def csv_cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def xlsx_rows(body: bytes) -> list[tuple]:
    """The sheet's values; every cell must be a string or a number. (XML reads
    a CR back as a line feed: put it back, to compare with what was written.)"""
    sheet = openpyxl.load_workbook(io.BytesIO(body)).active
    for row in sheet.iter_rows():
        for cell in row:
            assert cell.data_type in ("s", "n"), (cell.coordinate, cell.data_type, cell.value)
    return [
        tuple("" if v is None else v.replace("\n", "\r") if isinstance(v, str) else v for v in r)
        for r in sheet.iter_rows(values_only=True)
    ]


def names_by_key(rows: list, key="player", first="first_name", last="last_name") -> dict:
    header = list(rows[0])
    i, f, la = header.index(key), header.index(first), header.index(last)
    return {r[i]: (r[f], r[la]) for r in rows[1:] if r[i] in HOSTILE}


# -- leaderboards -----------------------------------------------------------------------


def test_leaderboard_csv_from_the_web_and_the_command(client, hostile):
    web = client.get(LEADERBOARD, {"_export": "csv"}).content.decode("utf-8-sig")
    out = io.StringIO()
    call_command("export_leaderboard", "dip-pouch", "--format", "csv", stdout=out)
    for text in (web, out.getvalue()):
        rows = csv_cells(text)
        assert names_by_key(rows) == expected_names()
        assert_no_live_formula(c for r in rows for c in r)


def test_leaderboard_xlsx_from_the_web_and_the_command(client, hostile, tmp_path):
    web = client.get(LEADERBOARD, {"_export": "xlsx"}).content
    target = tmp_path / "t.xlsx"
    call_command("export_leaderboard", "dip-pouch", "--format", "xlsx", "--output", str(target))
    for body in (web, target.read_bytes()):
        rows = xlsx_rows(body)
        assert names_by_key(rows) == expected_names()
        assert_no_live_formula(c for r in rows for c in r)
        header = rows[0]
        assert all(isinstance(r[header.index("rating")], float) for r in rows[1:])
        assert all(isinstance(r[header.index("rank")], int) for r in rows[1:])


def test_leaderboard_json_keeps_the_names(client, hostile):
    web = json.loads(client.get(LEADERBOARD, {"_export": "json"}).content)
    out = io.StringIO()
    call_command("export_leaderboard", "dip-pouch", "--format", "json", stdout=out)
    for rows in (web, json.loads(out.getvalue())):
        names = {r["player"]: (r["first_name"], r["last_name"]) for r in rows}
        assert {k: names[k] for k in HOSTILE} == HOSTILE


# -- standings --------------------------------------------------------------------------


def standings_download(client, tournament, fmt) -> bytes:
    url = f"/tournaments/{tournament.pk}/{tournament.slug}/standings.{fmt}"
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content


def standings_command(fmt, tmp_path) -> bytes:
    target = tmp_path / f"s.{fmt}"
    call_command("export_standings", "t1", "--format", fmt, "--output", str(target))
    return target.read_bytes()


def test_standings_csv_and_xlsx_from_the_web_and_the_command(client, hostile, tmp_path):
    for body in (standings_download(client, hostile, "csv"), standings_command("csv", tmp_path)):
        rows = csv_cells(body.decode("utf-8-sig"))
        assert names_by_key(rows) == expected_names()
        assert_no_live_formula(c for r in rows for c in r)
    for body in (standings_download(client, hostile, "xlsx"), standings_command("xlsx", tmp_path)):
        rows = xlsx_rows(body)
        assert names_by_key(rows) == expected_names()
        assert_no_live_formula(c for r in rows for c in r)


def test_standings_json_keeps_the_names(client, hostile, tmp_path):
    for body in (standings_download(client, hostile, "json"), standings_command("json", tmp_path)):
        names = {r["player"]: (r["first_name"], r["last_name"]) for r in json.loads(body)}
        assert {k: names[k] for k in HOSTILE} == HOSTILE


# -- the WDD upload pair ----------------------------------------------------------------


def wdd_names(text: str) -> set[tuple[str, str]]:
    rows = csv_cells(text)
    header = rows[0]
    f, la = header.index("FIRST NAME"), header.index("NAME")
    return {(r[f], r[la]) for r in rows[1:]}


def test_the_wdd_pair_from_the_web_and_the_command(client, hostile, tmp_path):
    response = client.get(f"/tournaments/{hostile.pk}/{hostile.slug}/wdd-upload.zip")
    assert response.status_code == 200
    archive = zipfile.ZipFile(io.BytesIO(response.content))
    call_command("export_wdd", "t1", "--out", str(tmp_path))
    for name in ("classification.csv", "boards.csv"):
        for text in (archive.read(name).decode(), (tmp_path / name).read_bytes().decode()):
            assert set(expected_names().values()) <= wdd_names(text)
            assert_no_live_formula(c for r in csv_cells(text) for c in r)


def test_the_wdd_pair_imports_back_to_the_same_players_and_standings(hostile):
    from tests.exchange.conftest import empty_tournament

    import_bundle_data(empty_tournament("t2"))
    players = Player.objects.count()
    import_payloads(list(wdd_pair(hostile).items()), tournament_key="t2")
    assert Player.objects.count() == players
    standings = {
        t: sorted(Standing.objects.filter(tournament__key=t).values_list("player__key", "rank"))
        for t in ("t1", "t2")
    }
    assert standings["t2"] == standings["t1"]


# -- everywhere else the names are exact ------------------------------------------------


def test_pages_the_api_and_the_backup_keep_the_names_exactly(client, hostile, tmp_path):
    page = client.get(f"/tournaments/{hostile.pk}/{hostile.slug}/").content.decode()
    assert "@SUM(A1:A9)" in page and "'@SUM" not in page
    api = client.get(f"/api/v1/tournaments/{hostile.pk}/").json()
    assert "'" + HOSTILE["p4"][1] not in json.dumps(api)
    assert HOSTILE["p4"][1] in json.dumps(api, ensure_ascii=False)
    target = tmp_path / "backup.json"
    call_command("export_results", "--output", str(target))
    people = {
        p["key"]: (p["first_name"], p["last_name"])
        for p in json.loads(target.read_text())["players"]
    }
    assert {k: people[k] for k in HOSTILE} == HOSTILE
