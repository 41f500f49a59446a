"""Small results bundles and table snapshots for the reliability tests.

Every bundle is interchange format v1 (tests.ratings.builders), small enough
that a full recompute of every system takes well under a second.
"""

from __future__ import annotations

from tests.ratings.builders import POWERS, bundle, game, player, tournament

KEYS = [f"r{i:02d}" for i in range(14)]
NEWCOMERS = {"a": [f"ra{i}" for i in range(3)], "b": [f"rb{i}" for i in range(3)]}


def players(keys=KEYS) -> list[dict]:
    return [player(k, "FR" if i % 2 else "DE") for i, k in enumerate(keys)]


def seven(offset: int, keys=KEYS) -> list[str]:
    return [keys[(offset + i) % len(keys)] for i in range(7)]


def base_bundle() -> dict:
    """Six events with published standings and four online games, 2010-2015."""
    events = [
        tournament(f"base-{i}", f"{2010 + i}-06-01", KEYS[i:] + KEYS[:i], rounds=1 + i % 3)
        for i in range(6)
    ]
    games = [
        game(
            f"base-g{i}",
            f"{2010 + i}-03-01",
            list(zip(seven(i), [10, 8, 6, 4, 3, 3, 0], strict=True)),
        )
        for i in range(4)
    ]
    return bundle(players(), events, games)


def event_bundle(name: str, end: str, offset: int, newcomers=()) -> dict:
    """One event (standings only) with the known players plus ``newcomers``."""
    keys = list(newcomers) + KEYS[offset:] + KEYS[:offset]
    return bundle(
        players(KEYS) + [player(k, "BE") for k in newcomers],
        [tournament(name, end, keys, rounds=2)],
    )


def boards_only_bundle(name: str, end: str, offset: int) -> dict:
    """An event with boards and a scoring system but no published standings: its
    placements (and so its Dip Pouch rating input) come from the computed
    standings that the recompute task writes."""
    boards = []
    for rnd in (1, 2):
        seated = seven(offset + rnd)
        centres = (12, 9, 6, 4, 2, 1, 0) if rnd == 1 else (10, 8, 7, 5, 3, 1, 0)
        boards.append(
            {
                "round": rnd,
                "board": 1,
                "players": [
                    {
                        "player": key,
                        "power": power,
                        "centres": c,
                        "eliminated_year": 1907 if c == 0 else None,
                    }
                    for key, power, c in zip(seated, POWERS, centres, strict=True)
                ],
            }
        )
    event = {
        "key": name,
        "name": f"Event {name}",
        "start_date": end,
        "end_date": end,
        "country": "FR",
        "world_championship": False,
        "rounds": 2,
        "scoring_system": "sum-of-squares",
        "boards": boards,
    }
    return bundle(players(), [event])


def seated(data: dict) -> int:
    """How many players sit at the boards of a bundle's first tournament."""
    boards = data["tournaments"][0]["boards"]
    return len({p["player"] for b in boards for p in b["players"]})


def game_bundle(name: str, end: str, offset: int) -> dict:
    return bundle(
        players(),
        [],
        [game(name, end, list(zip(seven(offset), [9, 9, 7, 5, 3, 1, 0], strict=True)))],
    )


def rating_tables() -> dict:
    """The stored rating tables by external keys (comparable across recomputes)."""
    from tests.ratings.snapshots import tables_by_key

    return tables_by_key()
