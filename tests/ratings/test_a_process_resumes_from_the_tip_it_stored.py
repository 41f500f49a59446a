"""A recompute resumes from the tip this process stored last without decoding
it again (the same state, taken as it is), and decodes any other bytes; the
tables come out exactly as a recompute from nothing writes them."""

from datetime import date

import pytest

from ratings import services
from ratings.engines import codec
from ratings.models import RatingCheckpoint
from ratings.services import checkpoints
from ratings.services import rows as rating_rows
from ratings.tasks import mark_pending

from .builders import bundle, game, player
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"p{i:02d}" for i in range(21)]
PLAYERS = [player(k, ("FR", "DE", "")[i % 3]) for i, k in enumerate(KEYS)]
CENTRES = [10, 8, 6, 4, 3, 3, 0]


def board(key, day, seats):
    return game(key, day, list(zip(seats, CENTRES, strict=True)))


def _decodes(monkeypatch) -> list[str]:
    """The kinds of bytes decoded from now on ("data": a state, "rows": rating rows)."""
    seen = []
    decode, unpack = codec.decode, rating_rows.unpack
    monkeypatch.setattr(codec, "decode", lambda data: seen.append("data") or decode(data))
    monkeypatch.setattr(rating_rows, "unpack", lambda data: seen.append("rows") or unpack(data))
    return seen


def _history(import_only):
    import_only(
        bundle(
            PLAYERS,
            games=[board(f"g{i}", f"2025-0{1 + i % 9}-01", KEYS[i % 3 :: 3]) for i in range(9)],
        )
    )
    services.recompute_all()


def _day_at_the_tip(import_only, key, day, seats):
    import_only(bundle(games=[board(key, day.isoformat(), seats)]))
    mark_pending(since=day)
    return services.recompute_all(["ghost", "openskill"])


def test_the_next_day_resumes_from_the_kept_tip_and_equals_a_recompute_from_nothing(
    import_only, monkeypatch
):
    _history(import_only)
    stored = dict(RatingCheckpoint.objects.filter(rows__isnull=False).values_list("system", "data"))
    assert checkpoints._kept[("ghost", "data")][0] == bytes(stored["ghost"])

    decoded = _decodes(monkeypatch)
    summaries = _day_at_the_tip(import_only, "up", date(2026, 2, 1), KEYS[20::-3])
    assert {s["system"]: s["since"] for s in summaries} == {
        "ghost": "2025-09-02",  # resumed at the tip
        "openskill": "2025-09-02",
    }
    assert decoded == []  # neither the state nor the rows were decoded again
    incremental = tables_by_key()

    services.recompute_all(rewrite=True)
    assert tables_by_key() == incremental


def test_bytes_another_process_stored_are_decoded(import_only, monkeypatch):
    _history(import_only)
    ours = dict(checkpoints._kept)
    # Another process stores the next day: its tip is in the database, ours is not.
    _day_at_the_tip(import_only, "elsewhere", date(2026, 1, 10), KEYS[::3])
    checkpoints._kept.clear()
    checkpoints._kept.update(ours)

    decoded = _decodes(monkeypatch)
    _day_at_the_tip(import_only, "up", date(2026, 2, 1), KEYS[20::-3])
    assert decoded.count("data") == 2 and decoded.count("rows") == 2  # ghost's and openskill's
    incremental = tables_by_key()

    services.recompute_all(rewrite=True)
    assert tables_by_key() == incremental
