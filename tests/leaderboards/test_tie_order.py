"""Tied players are listed by their key everywhere, never by database id, so
pages, exports and the API list them the same after a restore or a rebuild.

Players ``tie-b`` (Aaron Able) and ``tie-a`` (Zed Zulu) share every placement:
tie-b was created first (the lower id) and sorts first by name, so any order
but the key's puts it first. A backup restored into an emptied database gives
them ids in the other order; every export is then byte for byte the same.
"""

import csv
import io
import json

import openpyxl
import pytest
from django.core.management import call_command

from ratings.models import Rating, TableState
from tests.ratings.builders import bundle, player, tournament
from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Game, Player, Tournament

pytestmark = pytest.mark.django_db

FIRST, SECOND = "tie-a", "tie-b"  # the key order
NAMES = {"tie-a": "Zulu", "tie-b": "Able"}
LEADERBOARD = "/ratings/dip-pouch/overall/"


def tie_bundle() -> dict:
    people = [
        player("tie-b", "FR", first="Aaron", last="Able"),  # first created: the lower id
        player("tie-a", "FR", first="Zed", last="Zulu"),
    ] + [player(f"o{i}", "DE", first=f"Other{i}", last=f"Person{i}") for i in range(1, 6)]
    ranking = [("o1", 1), ("tie-b", 2), ("tie-a", 2), ("o2", 4), ("o3", 5), ("o4", 6), ("o5", 7)]
    events = [
        tournament("tie-2015", "2015-06-01", ranking),
        tournament("tie-2016", "2016-06-01", ranking),
    ]
    data = bundle(people, events)
    data["circuits"] = [{"key": "tie-circuit", "name": "Tie Circuit", "best_of": 2}]
    for event in data["tournaments"]:
        event["circuits"] = ["tie-circuit"]
    return data


@pytest.fixture
def tied(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        import_bundle_data(tie_bundle())
    b, a = (Player.objects.get(key=k) for k in ("tie-b", "tie-a"))
    assert b.pk < a.pk  # ids in the opposite order of the keys
    ratings = Rating.objects.filter(system="dip-pouch", player__in=[a, b])
    assert len({(r.rank, r.rating) for r in ratings}) == 1  # tied
    return Tournament.objects.get(key="tie-2016")


def in_key_order(sequence) -> bool:
    """The two tied players appear, the first key before the second."""
    sequence = list(sequence)
    return sequence.index(FIRST) < sequence.index(SECOND)


def keys_in_text(text: str) -> list[str]:
    """tie-a / tie-b in the order they appear (by key or by last name)."""
    found = []
    for i in range(len(text)):
        for key, name in NAMES.items():
            if text.startswith(key, i) or text.startswith(name, i):
                found.append(key)
    return list(dict.fromkeys(found))


# -- leaderboards -----------------------------------------------------------------------


def test_the_leaderboard_page_lists_ties_by_key(client, tied):
    assert in_key_order(keys_in_text(client.get(LEADERBOARD).content.decode()))
    assert in_key_order(keys_in_text(client.get(LEADERBOARD + "FR/").content.decode()))


def test_every_leaderboard_download_lists_ties_by_key(client, tied):
    for fmt in ("csv", "json", "xlsx"):
        body = client.get(LEADERBOARD, {"_export": fmt}).content
        if fmt == "csv":
            keys = [row["player"] for row in csv.DictReader(io.StringIO(body.decode()))]
        elif fmt == "json":
            keys = [row["player"] for row in json.loads(body)]
        else:
            sheet = openpyxl.load_workbook(io.BytesIO(body)).active
            keys = [row[1] for row in sheet.iter_rows(min_row=2, values_only=True)]
        assert in_key_order(keys), (fmt, keys)


def test_the_command_and_the_api_list_ties_by_key(client, tied):
    out = io.StringIO()
    call_command("export_leaderboard", "dip-pouch", "--format", "json", stdout=out)
    assert in_key_order(row["player"] for row in json.loads(out.getvalue()))
    api = client.get("/api/v1/leaderboards/dip-pouch/overall/").json()
    assert in_key_order(row["player"] for row in api["results"])


# -- standings and circuits -------------------------------------------------------------


def test_standings_list_ties_by_key(client, tied):
    page = client.get(tied.get_absolute_url()).content.decode()
    assert in_key_order(keys_in_text(page.split("<table", 1)[1]))
    for fmt in ("csv", "json"):
        out = io.StringIO()
        call_command("export_standings", "tie-2016", "--format", fmt, stdout=out)
        text = out.getvalue()
        rows = json.loads(text) if fmt == "json" else list(csv.DictReader(io.StringIO(text)))
        assert in_key_order(r["player"] for r in rows)
    api = client.get(f"/api/v1/tournaments/{tied.pk}/").json()
    assert in_key_order(r["player"] for r in api["standings"])
    classification = wdd_pair(tied)["classification.csv"].decode()
    assert in_key_order(keys_in_text(classification))


def test_circuit_standings_list_ties_by_key(client, tied):
    circuit = Circuit.objects.get(key="tie-circuit")
    page = client.get(circuit.get_absolute_url()).content.decode()
    assert in_key_order(keys_in_text(page.split("<table", 1)[1]))


# -- a restore ----------------------------------------------------------------------------


def every_export(tournament_key: str) -> dict[str, bytes]:
    """Every leaderboard (CSV and JSON), the standings and the WDD pair."""
    out = {}
    for system, category in TableState.objects.values_list("system", "category"):
        for fmt in ("csv", "json"):
            buffer = io.StringIO()
            call_command(
                "export_leaderboard", system, "--category", category, "--format", fmt,
                stdout=buffer,
            )  # fmt: skip
            out[f"{system}/{category}.{fmt}"] = buffer.getvalue().encode()
    standings = io.StringIO()
    call_command("export_standings", tournament_key, stdout=standings)
    out["standings.csv"] = standings.getvalue().encode()
    out.update(wdd_pair(Tournament.objects.get(key=tournament_key)))
    return out


def test_a_restored_backup_exports_byte_identical_files(
    tied, tmp_path, django_capture_on_commit_callbacks
):
    before = every_export("tie-2016")
    backup = tmp_path / "backup.json"
    call_command("export_results", "--output", str(backup))
    data = json.loads(backup.read_text())
    data["players"].reverse()  # a rebuild from another source: ids come in another order
    backup.write_text(json.dumps(data))

    Tournament.objects.all().delete()
    Game.objects.all().delete()
    Circuit.objects.all().delete()
    Player.objects.all().delete()
    TableState.objects.all().delete()
    with django_capture_on_commit_callbacks(execute=True):
        call_command("import_results", str(backup))
    b, a = (Player.objects.get(key=k) for k in ("tie-b", "tie-a"))
    assert a.pk < b.pk  # new ids, in the key order this time

    after = every_export("tie-2016")
    assert after.keys() == before.keys()
    assert {name: after[name] for name in after if after[name] != before[name]} == {}
