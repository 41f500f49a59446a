"""Shared fixtures: named users for access rules, and the real-boards data."""

import csv
import os
from pathlib import Path

import pytest
from django.utils import translation

SHARED = Path(__file__).resolve().parents[2] / "shared"
REAL_BOARDS_CSV = SHARED / "data" / "real-boards" / "webdiplomacy-2022-boards.csv"


def pytest_collection_modifyitems(config, items):
    skip_worker = pytest.mark.skip(reason="needs REDIS_URL and a running Celery worker")
    for item in items:
        if "worker" in item.keywords and not os.environ.get("REDIS_URL"):
            item.add_marker(skip_worker)


@pytest.fixture(autouse=True)
def _settings_language():
    """Each test starts in the settings' language (English). A request activates
    its visitor's language for the thread (LocaleMiddleware) and leaves it
    active, so a French page would otherwise word the next test's import
    messages in French."""
    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture(scope="session")
def real_boards():
    """The 40 real end positions: {game_id: [(power, centres, eliminated_year), ...]}."""
    boards: dict[str, list] = {}
    with REAL_BOARDS_CSV.open(newline="") as f:
        for row in csv.DictReader(f):
            year = int(row["eliminated_year"]) if row["eliminated_year"] else None
            boards.setdefault(row["game_id"], []).append(
                (row["power"], int(row["centres"]), year, row["end_date"])
            )
    return boards


@pytest.fixture
def run_on_commit(django_capture_on_commit_callbacks):
    """Run on_commit callbacks (recompute scheduling) as a real commit would."""

    def runner(fn, *args, **kwargs):
        with django_capture_on_commit_callbacks(execute=True):
            return fn(*args, **kwargs)

    return runner


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with an empty cache: the rendered pages (wdd.page_cache)
    of an earlier test, whose database was rolled back to the same data
    versions, must not answer this one's requests."""
    from django.core.cache import caches

    for alias in ("default", "pages"):
        caches[alias].clear()
