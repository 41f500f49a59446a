"""Standings downloads: CSV, JSON and XLSX with the export_standings columns."""

import csv
import io
import json

import pytest

from tournaments.models import ComputedStanding

pytestmark = pytest.mark.django_db

CONTRACT = [
    "rank",
    "player",
    "first_name",
    "last_name",
    "score",
    "tier",
    "wins",
    "draws",
    "dip_pouch_score",
]


def export_url(tournament, fmt, slug=None):
    return f"/tournaments/{tournament.pk}/{slug or tournament.slug}/standings.{fmt}"


def test_the_csv_has_the_contract_columns_at_full_precision(site, client):
    pytest.importorskip("tournaments.standings")
    paris = site.tournaments["paris"]
    response = client.get(export_url(paris, "csv"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert set(CONTRACT) <= set(rows[0])
    best = ComputedStanding.objects.get(tournament=paris, rank=1)
    assert rows[0]["player"] == best.player.key
    assert float(rows[0]["score"]) == best.score  # not rounded to 2 decimals
    assert len(rows) == 7


def test_the_json_is_a_list_of_objects(site, client):
    pytest.importorskip("tournaments.standings")
    response = client.get(export_url(site.tournaments["london"], "json"))
    assert response.status_code == 200
    data = json.loads(response.content)
    assert set(CONTRACT) <= set(data[0])
    assert data[0]["player"] == "p3" and data[0]["tier"] == 1


def test_the_xlsx_is_a_spreadsheet(site, client):
    response = client.get(export_url(site.tournaments["wdc"], "xlsx"))
    assert response.status_code == 200
    assert response.content[:2] == b"PK"
    assert "spreadsheetml" in response["Content-Type"]


def test_published_standings_are_exported_when_there_are_no_boards(site, client):
    response = client.get(export_url(site.tournaments["wdc"], "json"))
    data = json.loads(response.content)
    assert [(r["player"], r["rank"]) for r in data[:2]] == [("p7", 1), ("p8", 2)]
    assert data[0]["dip_pouch_score"] == pytest.approx(93.75)


def test_a_wrong_slug_redirects_to_the_canonical_download(site, client):
    wdc = site.tournaments["wdc"]
    response = client.get(export_url(wdc, "csv", slug="old-name"))
    assert response.status_code == 301
    assert response["Location"] == export_url(wdc, "csv")


def test_an_unknown_format_is_not_found(site, client):
    assert client.get(export_url(site.tournaments["wdc"], "pdf")).status_code == 404


def test_an_unknown_tournament_is_not_found(db, client):
    assert client.get("/tournaments/999/x/standings.csv").status_code == 404
