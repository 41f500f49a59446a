"""`export_standings KEY --format csv|json|xlsx` writes the contract's columns at full precision."""

import csv
import io
import json

import pytest
import tablib
from django.core.management import CommandError, call_command

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db


@pytest.fixture
def scored():
    import_bundle_data(bundle())
    recompute_standings(None)


def run(*args):
    out = io.StringIO()
    call_command("export_standings", *args, stdout=out)
    return out.getvalue()


def test_json_has_rank_player_score_and_percentile(scored):
    rows = json.loads(run("t1", "--format", "json"))
    assert {"rank", "player", "score", "tier", "wins", "draws", "dip_pouch_score"} <= set(rows[0])
    assert rows[0]["player"] == "p1"
    assert rows[0]["score"] == pytest.approx(2 * 100 * 100 / 234, abs=1e-12)


def test_csv_keeps_full_precision(scored):
    rows = list(csv.DictReader(io.StringIO(run("t1"))))
    assert len(rows) == 7
    assert rows[0]["score"] == repr(2 * 100 * 100 / 234)


def test_xlsx_is_written_to_a_file(scored, tmp_path):
    out = tmp_path / "s.xlsx"
    call_command("export_standings", "t1", "--format", "xlsx", "--output", str(out))
    data = tablib.Dataset().load(out.read_bytes(), format="xlsx")
    assert data.headers[:3] == ["rank", "player", "first_name"]
    assert data[0][1] == "p1"


def test_an_unknown_tournament_is_a_clear_error(scored):
    with pytest.raises(CommandError, match="unknown tournament key 'nope'"):
        run("nope")
