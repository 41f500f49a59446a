"""Import A, recompute, import B, recompute == import A+B into an empty database, recompute.

B adds an event and games in the middle of A's history and edits one of A's
events, so the second recompute must rewrite part of what it stored.
"""

import copy

import pytest

from ratings import services
from tournaments.models import (
    Player,
)

from .builders import bundle, game, player, tournament
from .snapshots import tables_by_key, wipe_results

pytestmark = pytest.mark.django_db

KEYS = [f"p{i:02d}" for i in range(14)]
PLAYERS = [player(k, "FR" if i % 2 else "DE") for i, k in enumerate(KEYS)]


def seven(offset):
    return [KEYS[(offset + i) % len(KEYS)] for i in range(7)]


def part_a():
    events = [
        tournament(f"a{i}", f"{2010 + i}-06-01", KEYS[i:] + KEYS[:i], rounds=1 + i % 3)
        for i in range(6)
    ]
    games = [
        game(
            f"ga{i}",
            f"{2010 + i}-03-0{1 + i % 5}",
            list(zip(seven(i), [10, 8, 6, 4, 3, 3, 0], strict=True)),
            press=("full", "gunboat")[i % 2],
        )
        for i in range(6)
    ]
    return bundle(PLAYERS, events, games)


def part_b():
    edited = tournament("a2", "2012-06-01", KEYS[::-1], rounds=2)  # a2 re-published
    middle = tournament("b1", "2013-01-15", KEYS[5:] + KEYS[:5], rounds=2)
    late = tournament("b2", "2020-01-15", KEYS[::2] + KEYS[1::2], wdc=True)
    games = [
        game(
            f"gb{i}",
            f"{2011 + 2 * i}-09-01",
            list(zip(seven(3 * i), [18, 6, 5, 3, 2, 0, 0], strict=True)),
            phase_minutes=5,
        )
        for i in range(4)
    ]
    return bundle(PLAYERS, [edited, middle, late], games)


def merged():
    a, b = part_a(), part_b()
    data = copy.deepcopy(a)
    replaced = {t["key"]: t for t in b["tournaments"]}
    data["tournaments"] = [replaced.pop(t["key"], t) for t in a["tournaments"]]
    data["tournaments"] += list(replaced.values())
    data["games"] += b["games"]
    return data


def wipe_everything():
    wipe_results()
    Player.objects.all().delete()


def test_incremental_recomputes_equal_one_full_recompute(import_only):
    import_only(part_a())
    services.recompute_all()
    import_only(part_b())
    summaries = services.recompute_all()
    incremental = tables_by_key()
    # The second run kept the unchanged start of the history and rewrote the rest.
    dip = summaries[0]["categories"]["overall"]
    assert 0 < dip["changes_kept"] < dip["changes"]

    wipe_everything()
    import_only(merged())
    services.recompute_all()

    assert tables_by_key() == incremental
