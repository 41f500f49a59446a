"""A day of games at the tip moves a few players; the rows of the players
they pass only have their ranks set, in ranges (the national rank too only
where it moved), and the table comes out exactly as a recompute from nothing
writes it."""

from datetime import date

import pytest

from ratings import services
from ratings.services import rows
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


def test_a_day_at_the_tip_sets_only_the_shifted_ranks(import_only, monkeypatch):
    import_only(
        bundle(
            PLAYERS,
            games=[board(f"g{i}", f"2025-0{1 + i % 9}-01", KEYS[i % 3 :: 3]) for i in range(9)],
        )
    )
    services.recompute_all()
    seen = {"rank": set(), "national": set(), "moves": 0}
    real_rerank = rows.rerank

    def spy_rerank(engine, standing, people, old, *args):
        moved = real_rerank(engine, standing, people, old, *args)
        before, after = old.ranks(), moved.ranked.ranks()
        for p in moved.shifted:
            for i, kind in enumerate(("rank", "national")):
                if before[p][i] != after[p][i]:
                    seen[kind].add(p)
        seen["moves"] += len(moved.rank_moves) + len(moved.national_moves)
        return moved

    monkeypatch.setattr(rows, "rerank", spy_rerank)
    # The last seats of the first boards now win: they pass most of the table.
    import_only(bundle(games=[board("up", "2026-02-01", KEYS[20::-3])]))
    mark_pending(since=date(2026, 2, 1))
    summaries = services.recompute_all()
    assert {s["system"]: s["since"] for s in summaries if s["system"] != "dip-pouch"} == {
        "ghost": "2025-09-02",  # the tip: the day after the last game
        "openskill": "2025-09-02",
    }
    # Some national ranks moved with the rank, some did not; ranges set them.
    assert seen["national"] and seen["rank"] - seen["national"]
    assert seen["moves"]
    incremental = tables_by_key()

    services.recompute_all(scratch=True, rewrite=True)
    assert tables_by_key() == incremental
