"""While a recompute writes, readers see the old tables; after it, the new ones.

A reader in another thread (its own connection) reads the tables at several
points inside the writing transaction. PostgreSQL (MVCC) and file SQLite in
WAL mode give it the old tables; the in-memory SQLite of the test run (shared
cache) refuses the read instead ("table is locked"). Never a mix.
"""

import threading

import pytest
from django.db import OperationalError, connection, connections

from ratings import services
from ratings.services import store, trails

from ..rated_rows import rated_rows
from ..stored_changes import stored_changes, stored_past_rows
from .builders import bundle, player, tournament

KEYS = [f"p{i}" for i in range(12)]


def snapshot():
    return (
        sorted(rated_rows("system", "category", "player_id", "rating", "rank")),
        sorted((c.player_id, c.tournament_id, c.after) for c in stored_changes()),
        sorted((r.as_of, r.player_id, r.rating, r.rank) for r in stored_past_rows()),
    )


def read_in_another_thread():
    result = {}

    def read():
        try:
            result["tables"] = snapshot()
        except OperationalError as e:
            result["error"] = str(e)
        finally:
            connections.close_all()

    thread = threading.Thread(target=read)
    thread.start()
    thread.join(30)
    assert not thread.is_alive()
    return result


@pytest.mark.django_db(transaction=True)
def test_readers_see_the_old_tables_until_the_commit(import_only, monkeypatch):
    import_only(
        bundle(
            [player(k) for k in KEYS],
            [tournament("t1", "2015-01-01", KEYS), tournament("t3", "2017-01-01", KEYS[::-1])],
        )
    )
    services.recompute("dip-pouch")
    old = snapshot()
    # An event in the middle of the history changes what follows it.
    import_only(
        bundle([player(k) for k in KEYS], [tournament("t2", "2016-01-01", KEYS[3:] + KEYS[:3])])
    )

    seen = []
    for module, name in ((trails, "write"), (store, "_write_ratings")):
        original = getattr(module, name)

        def synced(*args, _original=original, **kwargs):
            result = _original(*args, **kwargs)
            assert connection.in_atomic_block
            seen.append(read_in_another_thread())
            return result

        monkeypatch.setattr(module, name, synced)

    services.recompute("dip-pouch")
    new = snapshot()

    assert new != old
    assert len(seen) == 2
    for read in seen:
        if "error" in read:
            assert connection.vendor == "sqlite" and "locked" in read["error"]
        else:
            assert read["tables"] == old
    if connection.vendor == "postgresql":
        assert all("tables" in read for read in seen)
    assert read_in_another_thread() == {"tables": new}
