"""A day of games at the tip moves a few players; the rows of the players
they pass, whose ranks alone moved (the national rank too, or not), are not
written: the table's sheet carries their ranks, and the table reads exactly
as a recompute from nothing writes it."""

from datetime import date

import pytest

from ratings import services
from ratings.models import Rating
from ratings.services import rows, store
from ratings.tasks import mark_pending

from .builders import bundle, game, player
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

NATIONS = ["FR", "DE", "US", ""]
KEYS = [f"p{i:02d}" for i in range(21)]
PLAYERS = [player(k, NATIONS[i % 4]) for i, k in enumerate(KEYS)]
CENTRES = [10, 8, 6, 4, 3, 3, 0]


def board(key, day, seats):
    return game(key, day, list(zip(seats, CENTRES, strict=True)))


def test_a_day_at_the_tip_writes_no_row_whose_ranks_alone_moved(import_only, monkeypatch):
    import_only(
        bundle(
            PLAYERS,
            games=[board(f"g{i}", f"2025-0{1 + i % 9}-01", KEYS[i % 3 :: 3]) for i in range(9)],
        )
    )
    services.recompute_all()
    seen = {"rank": set(), "national": set(), "written": set()}
    real_rerank = rows.rerank
    real_upsert = store.upsert_rows

    def spy_upsert(model, fields, batch, **kwargs):
        if model is Rating:
            seen["written"] |= {row[fields.index("player")] for row in batch}
        return real_upsert(model, fields, batch, **kwargs)

    def spy_rerank(engine, standing, people, old, *args):
        moved = real_rerank(engine, standing, people, old, *args)
        before, after = old.ranks(), moved.ranked.ranks()
        for p in moved.shifted:
            for i, kind in enumerate(("rank", "national")):
                if before[p][i] != after[p][i]:
                    seen[kind].add(p)
        return moved

    monkeypatch.setattr(rows, "rerank", spy_rerank)
    monkeypatch.setattr(store, "upsert_rows", spy_upsert)
    # The last seats of the first boards now win: they pass most of the table.
    import_only(bundle(games=[board("up", "2026-02-01", KEYS[20::-3])]))
    mark_pending(since=date(2026, 2, 1))
    summaries = services.recompute_all()
    assert {s["system"]: s["since"] for s in summaries if s["system"] != "dip-pouch"} == {
        "ghost": "2025-09-02",  # the tip: the day after the last game
        "openskill": "2025-09-02",
    }
    # Some national ranks moved with the rank, some did not; no such row was written.
    assert seen["national"] and seen["rank"] - seen["national"]
    assert seen["written"]  # the players of the new game
    assert not (seen["rank"] | seen["national"]) & seen["written"]
    incremental = tables_by_key()

    services.recompute_all(scratch=True, rewrite=True)
    assert tables_by_key() == incremental
