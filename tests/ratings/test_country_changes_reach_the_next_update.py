"""A player who changes nationality or location between two recomputes is
placed again by the next update at the tip, although the update's games do
not touch them: their row and the national ranks of the compatriots they
leave and join come out exactly as a recompute from nothing writes them."""

from datetime import date

import pytest

from ratings import services
from ratings.tasks import mark_pending
from tournaments.models import Player

from ..rated_rows import rated_rows
from .builders import bundle, game, player

pytestmark = pytest.mark.django_db

NATIONS = ["FR", "DE", "US", ""]
KEYS = [f"p{i:02d}" for i in range(21)]
CENTRES = [10, 8, 6, 4, 3, 3, 0]


def board(key, day, seats):
    return game(key, day, list(zip(seats, CENTRES, strict=True)))


def stored_rows() -> list:
    return sorted(
        rated_rows(
            "system", "category", "player__key", "nationality", "location", "rating", "rank",
            "national_rank",
        )
    )  # fmt: skip


def test_a_player_who_moved_is_placed_again_at_the_tip(import_only):
    players = [player(k, NATIONS[i % 4]) for i, k in enumerate(KEYS)]
    import_only(
        bundle(
            players, games=[board(f"g{i}", f"2025-0{1 + i}-01", KEYS[i::3][:7]) for i in range(3)]
        )
    )
    services.recompute_all()
    moving = Player.objects.get(key="p00")  # FR, best placed of the first board
    moving.nationality, moving.location = "DE", "BE"
    moving.save()
    # A later board of players the changes do not concern.
    import_only(bundle(games=[board("later", "2026-02-01", KEYS[14:21])]))
    mark_pending(since=date(2026, 2, 1))
    summaries = services.recompute_all()
    assert {s["since"] for s in summaries if s["system"] != "dip-pouch"} == {"2025-03-02"}
    incremental = stored_rows()
    assert ("ghost", "overall", "p00", "DE", "BE") in {r[:5] for r in incremental}

    services.recompute_all(scratch=True, rewrite=True)
    assert stored_rows() == incremental
