"""Recomputing every tournament empties the computed tables with one DELETE each and,
when the insert is big enough, drops their plain indexes and builds them again: the rows
and the indexes must come out as a tournament-by-tournament recompute leaves them."""

import pytest
from django.db import connection

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding, CountryAward, Tournament
from tournaments.standings import recompute_standings
from wdd import bulk

pytestmark = pytest.mark.django_db

TABLES = {
    ComputedStanding: ["tournament", "player", "rank", "score", "tier", "wins", "draws"],
    BoardScore: ["result", "score", "dropped"],
    CountryAward: ["tournament", "power", "player"],
}


def snapshot():
    rows = {m: sorted(m.objects.values_list(*fields)) for m, fields in TABLES.items()}
    with connection.cursor() as cursor:
        indexes = {
            m: sorted(connection.introspection.get_constraints(cursor, m._meta.db_table))
            for m in TABLES
        }
    return rows, indexes


def test_recomputing_everything_gives_the_rows_and_indexes_of_a_recompute_by_ids(
    monkeypatch,
):
    import_bundle_data(bundle())
    recompute_standings(list(Tournament.objects.values_list("id", flat=True)))
    by_ids = snapshot()
    assert all(by_ids[0].values())
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)  # rebuild the indexes of these few rows
    recompute_standings(None)
    assert snapshot() == by_ids
