"""export_results writes a bundle that import_results restores into an empty database."""

import json

import pytest
from django.core.management import call_command

from tests.importing.bundles import bundle
from tournaments.exchange.backup import export_bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Game, GameResult, Player, Standing, Tournament

pytestmark = pytest.mark.django_db


def snapshot():
    return {
        "players": sorted(
            Player.objects.values_list("key", "first_name", "last_name", "nationality")
        ),
        "standings": sorted(Standing.objects.values_list("tournament__key", "player__key", "rank")),
        "results": sorted(
            GameResult.objects.values_list(
                "game__key",
                "game__round__number",
                "player__key",
                "power",
                "centres",
                "eliminated_year",
            ),
            key=repr,
        ),
        "tournaments": sorted(Tournament.objects.values_list("key", "name", "end_date", "rounds")),
    }


def wipe():
    GameResult.objects.all().delete()
    Game.objects.all().delete()
    Standing.objects.all().delete()
    Tournament.objects.all().delete()
    Player.objects.all().delete()


def test_a_backup_restores_identically(tmp_path):
    data = bundle()
    data["players"][0]["first_name"] = "Zoë"
    import_bundle_data(data)
    before = snapshot()
    out = tmp_path / "backup.json"
    call_command("export_results", "--output", str(out))
    wipe()
    assert not Player.objects.exists()
    call_command("import_results", str(out))
    assert snapshot() == before


def test_a_backup_is_a_fixed_point():
    import_bundle_data(bundle())
    first = export_bundle()
    import_bundle_data(json.loads(json.dumps(first)))
    assert export_bundle() == first


def test_webdiplomacy_fields_of_online_games_round_trip(tmp_path):
    data = bundle()
    game = data["games"][0]
    game.update(turns=9, bot=True, end_time="2019-04-02T08:30:00+00:00")
    game["players"][1]["status"] = "resigned"
    import_bundle_data(data)
    exported = export_bundle()
    again = exported["games"][0]
    assert (again["turns"], again["bot"], again["end_time"]) == (
        9,
        True,
        "2019-04-02T08:30:00+00:00",
    )
    assert [p.get("status") for p in again["players"]] == [None, "resigned"] + [None] * 5
    wipe()
    import_bundle_data(exported)
    assert export_bundle() == exported
