"""Downloads (CSV, XLSX, JSON) hold exactly the filtered, sorted table: every page's
rows, in the page order, with the columns of ``manage.py export_leaderboard``."""

import csv
import io
import json

import openpyxl
import pytest
from django.core.management import call_command, get_commands

from .test_filters import all_records

URL = "/ratings/dip-pouch/overall/"
REQUIRED = {
    "rank",
    "player",
    "first_name",
    "last_name",
    "nationality",
    "location",
    "rating",
    "events",
}


def download(client, url, params, fmt):
    response = client.get(url, {**params, "_export": fmt})
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    body = b"".join(response.streaming_content) if response.streaming else response.content
    return response, body


def rows_of(body: bytes, fmt: str) -> list[dict]:
    if fmt == "json":
        return json.loads(body)
    if fmt == "csv":
        return list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"))))
    sheet = openpyxl.load_workbook(io.BytesIO(body), read_only=True).active
    values = list(sheet.iter_rows(values_only=True))
    header = [str(h) for h in values[0]]
    return [dict(zip(header, row, strict=False)) for row in values[1:]]


CASES = [
    ({}, URL),
    ({"min_events": "3"}, URL),
    ({"sort": "name"}, URL),
    ({"sort": "-rating", "location": "BE"}, URL),
    ({"q": "first00"}, URL),
    ({}, URL + "FR/"),
    ({"sort": "-events", "active": "5"}, URL + "GB/"),
]


@pytest.mark.parametrize("fmt", ["csv", "xlsx", "json"])
@pytest.mark.parametrize(("params", "url"), CASES)
def test_a_download_equals_the_filtered_sorted_table(client, table_120, fmt, params, url):
    records, _ = all_records(client, params, url)
    _, body = download(client, url, params, fmt)
    rows = rows_of(body, fmt)
    assert [str(r["player"]) for r in rows] == [r.player.key for r in records]
    assert [int(r["rank"]) for r in rows] == [r.position for r in records]
    assert [int(r["international_rank"]) for r in rows] == [r.rank for r in records]
    assert [float(r["rating"]) for r in rows] == pytest.approx(
        [r.rating for r in records], abs=1e-9
    )
    assert [int(r["events"]) for r in rows] == [r.events for r in records]


@pytest.mark.parametrize("fmt", ["csv", "xlsx", "json"])
def test_downloads_have_the_documented_columns(client, table_120, fmt):
    _, body = download(client, URL, {}, fmt)
    rows = rows_of(body, fmt)
    assert REQUIRED <= set(rows[0])
    assert len(rows) == 120


def test_json_keeps_full_precision(client, table_120):
    _, body = download(client, URL, {}, "json")
    assert json.loads(body)[1]["rating"] == 89.75


def test_the_download_is_named_after_the_table(client, table_120):
    response, _ = download(client, URL + "FR/", {}, "csv")
    assert 'filename="dip-pouch-overall-fr.csv"' in response["Content-Disposition"]


def test_an_unknown_format_is_404(client, table_120):
    assert client.get(URL, {"_export": "pdf"}).status_code == 404


def test_the_page_links_the_three_downloads_with_its_filters(client, table_120):
    html = client.get(URL, {"min_events": "2", "page": "2"}).content.decode()
    for fmt in ("csv", "xlsx", "json"):
        assert f'href="?min_events=2&amp;_export={fmt}"' in html


@pytest.mark.skipif("export_leaderboard" not in get_commands(), reason="command not there yet")
@pytest.mark.parametrize("country", [None, "FR"])
def test_the_download_equals_the_command_export(client, table_120, country, tmp_path):
    url = URL + (f"{country}/" if country else "")
    _, body = download(client, url, {}, "json")
    out = tmp_path / "out.json"
    args = ["dip-pouch", "--format", "json", "--output", str(out)]
    if country:
        args += ["--country", country]
    call_command("export_leaderboard", *args)
    assert json.loads(body) == json.loads(out.read_text())
