"""Day after day of games, a system keeps its 1 January checkpoints, the last
tip of each month of the current year and its tip, not one whole state per
update; an edit of a day whose tip went replays from an earlier checkpoint
and still gives exactly what a recompute from nothing gives."""

from datetime import date

import pytest

from ratings import services
from ratings.models import RatingCheckpoint
from ratings.tasks import mark_pending

from .builders import bundle, game, player, tournament
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"p{i:02d}" for i in range(10)]
PLAYERS = [player(k, "FR" if i % 2 else "DE") for i, k in enumerate(KEYS)]
CENTRES = [10, 8, 6, 4, 3, 3, 0]
DAYS = ["2026-03-01", "2026-03-05", "2026-04-02", "2026-04-20", "2026-06-10", "2027-01-15"]


def a_game(key, day, offset):
    seven = [KEYS[(offset + i) % len(KEYS)] for i in range(7)]
    return game(key, day, list(zip(seven, CENTRES, strict=True)))


def history():
    events = [
        tournament(f"t{y}", f"{y}-06-01", KEYS[y % 10 :] + KEYS[: y % 10]) for y in (2018, 2023)
    ]
    games = [a_game(f"g{y}", f"{y}-03-01", y) for y in range(2017, 2025)]
    return bundle(PLAYERS, events, games)


def update(import_only, key, day, offset):
    import_only(bundle(games=[a_game(key, day, offset)]))
    mark_pending(since=date.fromisoformat(day))
    return services.recompute_all()


def ghost_checkpoint_days():
    rows = RatingCheckpoint.objects.filter(system="ghost").order_by("day")
    return [d.isoformat() for d in rows.values_list("day", flat=True)]


def test_tips_thin_out_to_month_ends_of_the_current_year(import_only):
    import_only(history())
    services.recompute_all()
    for i, day in enumerate(DAYS[:5]):
        summaries = update(import_only, f"d{i}", day, i)
        assert {s["since"] for s in summaries if s["system"] == "ghost"} != {None}
    # the tip, the last tip of March and of April; 1 January of 2026 and the fifth years
    assert ghost_checkpoint_days() == [
        "2020-01-01", "2024-01-01", "2025-01-01", "2026-01-01",
        "2026-03-06", "2026-04-21", "2026-06-11",
    ]  # fmt: skip
    update(import_only, "d5", DAYS[5], 5)
    # a new year: last year's tips go, its 1 January comes
    assert ghost_checkpoint_days() == [
        "2020-01-01", "2024-01-01", "2025-01-01", "2026-01-01", "2027-01-01", "2027-01-16",
    ]  # fmt: skip
    assert RatingCheckpoint.objects.filter(rows__isnull=False).count() == 3  # one tip a system


def test_an_edit_behind_a_thinned_tip_equals_a_recompute_from_nothing(import_only):
    import_only(history())
    services.recompute_all()
    for i, day in enumerate(DAYS):
        update(import_only, f"d{i}", day, i)
    # an edit of 2026-03-05, whose tip is gone: replays from 1 January 2026
    summaries = update(import_only, "d1", DAYS[1], 7)
    assert {s["system"]: s["since"] for s in summaries if s["system"] != "dip-pouch"} == {
        "ghost": "2026-01-01",
        "openskill": "2026-01-01",
    }
    incremental = tables_by_key()

    services.recompute_all(scratch=True, rewrite=True)  # every row replaced
    assert tables_by_key() == incremental
