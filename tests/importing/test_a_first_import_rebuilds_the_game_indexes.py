"""An import that brings most of the game and result rows drops those tables'
plain indexes and builds them again from the final rows (SQLite): the rows
stored are those an import with the indexes in place stores, the indexes are
all back, and an import that fails meanwhile leaves indexes and rows as they
were."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from tests.importing.test_bulk_paths import bundle, over_the_limit, snapshot
from tournaments.importing import ImportFailed, _write, import_bundle_data
from tournaments.importing import games as games_module
from tournaments.models import Game, GameResult
from wdd import bulk

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("no_recompute"),
    pytest.mark.skipif(connection.vendor != "sqlite", reason="an SQLite bulk-write path"),
]


@pytest.fixture
def rebuild_always(monkeypatch):
    monkeypatch.setattr(games_module, "REBUILD_ROWS", 1)
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    monkeypatch.setattr(bulk, "REBUILD_SHARE", 0)
    monkeypatch.setattr(games_module, "BULK_RESULTS", 0)  # the totals checked meanwhile


def indexes() -> dict[str, str]:
    """The game and result tables' indexes, by name, with their SQL."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN (%s, %s)",
            [Game._meta.db_table, GameResult._meta.db_table],
        )
        return dict(cursor.fetchall())


def plain(found: dict[str, str]) -> set[str]:
    return {name for name, sql in found.items() if sql and not sql.startswith("CREATE UNIQUE")}


def test_the_rows_are_those_of_an_import_with_its_indexes_in_place(rebuild_always, monkeypatch):
    before = indexes()
    assert plain(before) >= {"game_order_idx", "game_round_order_idx"}
    with transaction.atomic():
        with monkeypatch.context() as m:
            m.setattr(games_module, "REBUILD_ROWS", 10**9)
            m.setattr(bulk, "REBUILD_ROWS", 10**9)
            import_bundle_data(bundle())
        expected = snapshot()
        transaction.set_rollback(True)
    assert expected[0] and expected[1]

    with CaptureQueriesContext(connection) as queries:
        import_bundle_data(bundle())
    statements = [q["sql"] for q in queries.captured_queries]
    for name in plain(before):
        assert f'DROP INDEX "{name}"' in statements
        assert before[name] in statements  # built again
    assert snapshot() == expected
    assert indexes() == before


def test_a_failed_import_leaves_the_indexes_and_rows_as_they_were(rebuild_always):
    import_bundle_data(bundle())
    stored, before = snapshot(), indexes()
    with CaptureQueriesContext(connection) as queries:
        with pytest.raises(ImportFailed, match="34"):
            _write(over_the_limit(), "over.json", ["over.json"], None)
    assert any(q["sql"].startswith("DROP INDEX") for q in queries.captured_queries)
    assert indexes() == before
    assert snapshot() == stored
