"""A day of games at the tip, in the month in progress, updates the month's
stored rows of the players it moved and appends its newcomers' rows: the
other rows of the month stay as they are (same ids), and the tables come
out exactly as a recompute from nothing writes them, row order included."""

from datetime import date

import pytest

from ratings import services
from ratings.models import MonthlyRating
from ratings.tasks import mark_pending

from .builders import bundle, game, player
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"m{i:02d}" for i in range(18)]
CENTRES = [10, 8, 6, 4, 3, 3, 0]


def board(key, day, seats):
    return game(key, day, list(zip(seats, CENTRES, strict=True)))


def march_rows() -> dict:
    return {
        (system, category, key): (pk, rating)
        for pk, system, category, key, rating in MonthlyRating.objects.filter(
            month=date(2025, 3, 1)
        ).values_list("pk", "system", "category", "player__key", "rating")
    }


def test_the_month_in_progress_keeps_its_rows_and_gains_the_newcomers(import_only):
    import_only(
        bundle(
            [player(k) for k in KEYS],
            games=[board("a", "2025-03-01", KEYS[0:7]), board("b", "2025-03-05", KEYS[7:14])],
        )
    )
    services.recompute_all()
    before = march_rows()
    # Three players of the month play again, four play their first game.
    seats = [KEYS[0], KEYS[1], KEYS[7], *KEYS[14:18]]
    import_only(bundle(games=[board("c", "2025-03-10", seats)]))
    mark_pending(since=date(2025, 3, 10))
    summaries = services.recompute_all()
    assert {s["since"] for s in summaries if s["system"] != "dip-pouch"} == {"2025-03-06"}
    after = march_rows()

    moved = {k for k in before if k[2] in seats}
    assert moved and all(after[k][1] != before[k][1] for k in moved)
    # Every row of the month stays where it was, the moved ones updated in place.
    assert {k: pk for k, (pk, _r) in after.items() if k in before} == {
        k: pk for k, (pk, _r) in before.items()
    }
    newcomers = {k for k in after if k not in before}
    assert {k[2] for k in newcomers} == set(KEYS[14:18])
    assert min(after[k][0] for k in newcomers) > max(pk for pk, _r in before.values())
    incremental = tables_by_key()

    services.recompute_all(scratch=True, rewrite=True)
    assert tables_by_key() == incremental
