"""An import's preview (the admin upload) and `import_results --dry-run` say what
the import would create, update or leave unchanged, run the same validation
as the import, and write nothing."""

import json

import pytest
from django.core.management import CommandError, call_command

from tournaments.importing import import_bundle_data
from tournaments.importing.preview import preview_payloads
from tournaments.models import Game, GameResult, Player, Standing, Tournament

from .bundles import bundle

pytestmark = pytest.mark.django_db


def payload(data, name="results.json"):
    return [(name, json.dumps(data).encode())]


def table_sizes():
    return tuple(m.objects.count() for m in (Player, Tournament, Game, GameResult, Standing))


def history_sizes():
    return Player.history.count(), Tournament.history.count()


def test_a_new_bundle_is_all_created_and_nothing_is_written():
    histories_before = history_sizes()
    preview = preview_payloads(payload(bundle()))
    assert preview.ok, preview.error
    assert preview.counts["players"] == {"created": 7, "updated": 0, "unchanged": 0, "removed": 0}
    assert preview.counts["tournaments"]["created"] == 1
    assert preview.counts["boards"]["created"] == 2
    assert preview.counts["standings"]["created"] == 7
    assert preview.counts["games"]["created"] == 1
    assert table_sizes() == (0, 0, 0, 0, 0)
    # compared with before: rows an earlier test's teardown left do not matter
    assert history_sizes() == histories_before


def test_a_reimport_with_one_correction_is_mostly_unchanged():
    import_bundle_data(bundle())
    data = bundle()
    data["players"][0]["last_name"] = "Corrected"
    data["tournaments"][0]["boards"][1]["players"][0]["centres"] = 9
    data["tournaments"][0]["standings"] = data["tournaments"][0]["standings"][:6]
    before = table_sizes()
    preview = preview_payloads(payload(data))
    assert preview.counts["players"] == {"created": 0, "updated": 1, "unchanged": 6, "removed": 0}
    assert preview.counts["tournaments"] == {
        "created": 0,
        "updated": 0,
        "unchanged": 1,
        "removed": 0,
    }
    assert preview.counts["boards"] == {"created": 0, "updated": 1, "unchanged": 1, "removed": 0}
    assert preview.counts["standings"] == {"created": 0, "updated": 0, "unchanged": 6, "removed": 1}
    assert table_sizes() == before
    assert Player.objects.get(key="p1").last_name == "Låst1"


def test_the_preview_refuses_what_the_import_refuses_with_the_same_line():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["centres"] = 30
    preview = preview_payloads(payload(data))
    with pytest.raises(Exception) as refused:
        import_bundle_data(data, source="results.json")
    assert not preview.ok
    assert preview.error == str(refused.value)
    assert "centres add up to 54, more than 34" in preview.error


def test_the_preview_warns_about_likely_duplicates():
    import_bundle_data(bundle())
    data = bundle()
    data["players"].append({"key": "dup", "first_name": "First1", "last_name": "Last1"})
    data["tournaments"] = []
    data["games"] = []
    preview = preview_payloads(payload(data))
    assert preview.counts["players"]["created"] == 1
    assert any("dup" in w and "looks like" in w for w in preview.warnings)


def test_dry_run_prints_the_summary_and_changes_nothing(tmp_path, capsys):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(bundle()))
    call_command("import_results", str(path), "--dry-run")
    out = capsys.readouterr().out
    assert "Dry run of results.json: nothing was written." in out
    assert "  players: 7 created" in out and "  boards: 2 created" in out
    assert table_sizes() == (0, 0, 0, 0, 0)


def test_dry_run_of_a_bad_file_fails_like_the_import(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "diplomacy-results", "version": 1, "extra": 1}')
    with pytest.raises(
        CommandError, match="import would fail: bad.json: bundle: unknown field 'extra'"
    ):
        call_command("import_results", str(path), "--dry-run")
    with pytest.raises(CommandError, match="nothing was changed: bad.json: bundle: unknown field"):
        call_command("import_results", str(path))
