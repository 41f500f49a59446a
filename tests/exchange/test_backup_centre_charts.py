"""export_results writes each board result's centre chart where it was recorded (and only
there), so a backup restores the charts, and with them the standings they decide."""

import pytest
from django.core.management import call_command

from tests.importing.test_centre_chart_bundle import CHARTS, charted
from tournaments.exchange.backup import export_bundle
from tournaments.importing import import_bundle_data
from tournaments.models import ComputedStanding, GameResult
from tournaments.standings import recompute_standings

from .test_backup_round_trip import wipe

pytestmark = pytest.mark.django_db


def charts_stored():
    return sorted(
        GameResult.objects.values_list(
            "game__key", "game__round__number", "power", "centres_by_year"
        ),
        key=repr,
    )


def test_the_backup_carries_the_recorded_charts_and_nothing_else():
    import_bundle_data(charted())
    exported = export_bundle()
    first, second = exported["tournaments"][0]["boards"]
    assert {r["power"]: r["centres_by_year"] for r in first["players"]} == CHARTS
    assert all("centres_by_year" not in r for r in second["players"])
    assert all("centres_by_year" not in r for g in exported["games"] for r in g["players"])


def test_a_backup_restores_the_charts_and_the_standings_they_decide(tmp_path):
    data = charted()
    data["tournaments"][0]["scoring_system"] = "maxonian"
    import_bundle_data(data)
    recompute_standings(None)
    before = (charts_stored(), sorted(ComputedStanding.objects.values_list("player__key", "rank")))
    out = tmp_path / "backup.json"
    call_command("export_results", "--output", str(out))
    wipe()
    assert not GameResult.objects.exists()
    call_command("import_results", str(out))
    recompute_standings(None)
    after = (charts_stored(), sorted(ComputedStanding.objects.values_list("player__key", "rank")))
    assert after == before
