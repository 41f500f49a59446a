"""Results without a centre chart or a status (nearly all) go in without those two
columns, which take their database default (""): they store what the full rows
stored. One result with either sends every column again."""

import pytest

from tests.importing.bundles import bundle
from tests.importing.test_centre_chart_bundle import charted
from tournaments.importing import games as games_module
from tournaments.importing import import_bundle_data
from tournaments.models import GameResult

pytestmark = pytest.mark.django_db


def results():
    return sorted(
        GameResult.objects.values_list(
            "game__key", "game__number", "player__key", "power", "centres", "eliminated_year",
            "centres_by_year", "status",
        ),
        key=repr,
    )  # fmt: skip


def result_inserts(data, monkeypatch, bulk):
    """The columns of each insert of results the import makes (COPY or INSERT)."""
    monkeypatch.setattr(games_module, "BULK_RESULTS", 0 if bulk else 10**9)
    columns, insert_rows = [], games_module.insert_rows

    def spy(model, fields, rows, **kwargs):
        if model is GameResult:
            columns.append(list(fields))
        return insert_rows(model, fields, rows, **kwargs)

    monkeypatch.setattr(games_module, "insert_rows", spy)
    import_bundle_data(data)
    return columns


@pytest.mark.parametrize("bulk", [True, False])
def test_plain_results_store_empty_charts_and_statuses(monkeypatch, bulk):
    inserts = result_inserts(bundle(), monkeypatch, bulk)
    assert inserts and not any("centres_by_year" in cs or "status" in cs for cs in inserts)
    assert {(r[-2], r[-1]) for r in results()} == {("", "")}


@pytest.mark.parametrize("field", ["status", "centres_by_year"])
def test_one_result_with_a_chart_or_status_sends_every_column(monkeypatch, field):
    data = charted() if field == "centres_by_year" else bundle()
    if field == "status":
        data["games"][0]["players"][0]["status"] = "resigned"
    inserts = result_inserts(data, monkeypatch, bulk=True)
    assert any("centres_by_year" in cs and "status" in cs for cs in inserts)
    stored = [r for r in results() if r[-2] or r[-1]]
    assert stored and all(("resigned" if field == "status" else "") == r[-1] for r in stored)
