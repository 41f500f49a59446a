"""Readers polling a leaderboard during recomputes only ever see a whole table.

A reader thread (its own connection) reads the Dip Pouch table as fast as it
can, as the leaderboard does: its size and rating sum in one query, and the
ranked rows in another (each query is checked on its own). Meanwhile the main thread runs recomputes that
change the table (new players, new ranks), each write held open a little
longer so that many reads land inside it. Every read must equal the table
before that recompute or after it: never a mix. (The reads at fixed points
inside the write transaction are in tests/ratings/test_readers_see_a_whole_table.py,
which also covers SQLite; the in-memory SQLite of the test run refuses reads
during a write instead of waiting, so this polling test needs PostgreSQL.)
"""

import threading
import time

import pytest
from django.core.cache import caches
from django.db import connection, connections
from django.db.models import Count, Sum

from ratings import leaderboards, services, tasks
from ratings.models import Rating
from ratings.services import store, trails
from tournaments.importing import import_bundle_data

from .helpers_data import NEWCOMERS, base_bundle, event_bundle

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

SYSTEM, CATEGORY = "dip-pouch", "overall"


@pytest.fixture(autouse=True)
def postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("polling readers during a write need PostgreSQL (MVCC)")


@pytest.fixture(autouse=True)
def clean_coordination():
    caches["default"].clear()
    tasks._local_tournaments.drain()
    yield
    caches["default"].clear()
    tasks._local_tournaments.drain()


def summary():
    agg = Rating.objects.filter(system=SYSTEM, category=CATEGORY).aggregate(
        n=Count("id"), total=Sum("rating")
    )
    return agg["n"], round(agg["total"] or 0, 6)


def rows():
    return tuple(
        (r.player_id, r.rating, r.position) for r in leaderboards.leaderboard(SYSTEM, CATEGORY)
    )


class Reader(threading.Thread):
    def __init__(self, writing: threading.Event):
        super().__init__()
        self.writing = writing
        self.stop = threading.Event()
        self.seen: list[tuple[bool, tuple, tuple]] = []
        self.error: Exception | None = None

    def run(self):
        try:
            while not self.stop.is_set():
                inside = self.writing.is_set()
                self.seen.append((inside, summary(), rows()))
        except Exception as e:  # reported by the test
            self.error = e
        finally:
            connections.close_all()


def test_readers_polling_during_recomputes_see_the_old_or_the_new_table(monkeypatch):
    import_bundle_data(base_bundle())  # eager: the first tables are computed here
    monkeypatch.setattr(tasks, "enqueue", lambda ids=(): False)  # the test recomputes itself

    writing = threading.Event()
    for module, name in ((trails, "write"), (store, "_write_ratings")):
        original = getattr(module, name)

        def slowed(*args, _original=original, **kwargs):
            writing.set()  # inside the write transaction from the first sync on
            result = _original(*args, **kwargs)
            time.sleep(0.02)
            return result

        monkeypatch.setattr(module, name, slowed)

    changes = [
        event_bundle("rd-1", "2012-01-01", 3, newcomers=NEWCOMERS["a"]),  # mid-history
        event_bundle("rd-2", "2016-01-01", 9, newcomers=NEWCOMERS["b"]),
        event_bundle("rd-3", "2011-01-01", 6),
    ]
    for change in changes:
        old = (summary(), rows())
        import_bundle_data(change)
        assert (summary(), rows()) == old  # imported, not yet recomputed

        reader = Reader(writing)
        reader.start()
        time.sleep(0.05)  # some reads before the write
        services.recompute(SYSTEM)
        writing.clear()
        time.sleep(0.05)  # and some after it
        reader.stop.set()
        reader.join(30)
        assert not reader.is_alive()
        assert reader.error is None, reader.error

        new = (summary(), rows())
        assert new[0] != old[0] and new[1] != old[1]
        # Each read (one query) is the whole old table or the whole new one.
        sizes = [s for _during, s, _r in reader.seen]
        tables = [r for _during, _s, r in reader.seen]
        assert all(s in (old[0], new[0]) for s in sizes), "a size or sum of a partial table"
        assert all(r in (old[1], new[1]) for r in tables), "a leaderboard mixing two tables"
        # And many of them were made while the new table was being written.
        inside = [r for during, _s, r in reader.seen if during and r == old[1]]
        assert len(inside) >= 5, f"only {len(inside)} reads landed inside the write"
