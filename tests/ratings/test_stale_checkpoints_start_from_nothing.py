"""Checkpoints written by another Python (or damaged) are a cache that misses:
the recompute starts from nothing and the tables come out right."""

from datetime import date

import pytest

from ratings import services, tasks
from ratings.models import RatingCheckpoint

from .builders import bundle, game, player, tournament
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"s{i}" for i in range(7)]


def test_unreadable_checkpoints_and_rows_are_ignored(import_only):
    import_only(
        bundle(
            [player(k) for k in KEYS],
            [tournament("t1", "2015-01-01", KEYS), tournament("t2", "2019-06-01", KEYS[::-1])],
            [game("g1", "2016-02-02", [(k, 4) for k in KEYS])],
        )
    )
    services.recompute_all()
    assert RatingCheckpoint.objects.exists()
    RatingCheckpoint.objects.update(data=b"from another Python", rows=b"\x00junk")
    import_only(bundle([player(k) for k in KEYS], [tournament("t3", "2020-01-01", KEYS)]))
    tasks.mark_pending(since=date(2020, 1, 1))

    summaries = services.recompute_all()

    assert all(s["since"] is None for s in summaries)  # from nothing
    after = tables_by_key()
    services.recompute_all(rewrite=True)
    assert tables_by_key() == after
    assert any(row[1] == "t3" for rows in after["changes"].values() for row in rows)
