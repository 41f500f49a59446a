"""A seeded, realistic history as engine records, built here with nothing else.

Its own small generator (``random.Random(seed)``), so that the frozen digests
of ``frozen_outputs.json`` depend on the engines only: 200 players, events over
1995-2026 (ties, one-round events, world championships, events before 2001),
and about 2,500 games across the variants, press types, phase lengths and game
scorings, with solos, draws, eliminations and 1v1 games. Player ids are
integers, as database ids are.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from functools import cache

from ratings.engines import EventRecord, GameRecord

VARIANTS = (
    ("classic", 7, 60),
    ("ancient-mediterranean", 5, 6),
    ("world-ix", 9, 4),
    ("modern-ii", 10, 3),
    ("fall-of-the-american-empire", 8, 3),
    ("classic-chaos", 12, 2),
    ("fva", 2, 12),
    ("gvi", 2, 10),
)
PRESS = ("full", "rulebook", "public", "gunboat")
PHASES = (None, 5, 15, 30, 1440, 2880)
FIRST_DAY = date(1995, 1, 1)
DAYS = (date(2026, 12, 31) - FIRST_DAY).days


def _position(rng: random.Random, players: list) -> tuple:
    """A valid end position: at most 34 centres, eliminated players hold none."""
    n = len(players)
    if rng.random() < 0.12:  # a solo
        centres = [18] + [0] * (n - 1)
        left = 16
    else:
        centres = [0] * n
        left = 34
    survivors = rng.sample(range(n), rng.randint(1 if n == 2 else 2, n))
    for i in survivors:
        if centres[i] == 0 and left:
            give = rng.randint(1, max(1, min(left, 17)))
            centres[i] = give
            left -= give
    out = []
    for p, c in zip(players, centres, strict=True):
        year = None if c else rng.randint(1902, 1912)
        out.append((p, c, year))
    return tuple(sorted(out, key=lambda r: r[0]))


@cache
def seeded_history(
    players: int = 200, events: int = 40, games: int = 2500, seed: int = 11
) -> tuple[tuple[EventRecord, ...], tuple[GameRecord, ...]]:
    """(events, games), the same for the same arguments on any machine."""
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    event_records = []
    for eid in range(1, events + 1):
        end = FIRST_DAY + timedelta(days=rng.randrange(DAYS))
        field = rng.sample(ids, rng.randint(7, 60))
        ranks = []
        for i in range(len(field)):
            tie = i and rng.random() < 0.1
            ranks.append(ranks[-1] if tie else i + 1)
        event_records.append(
            EventRecord(
                eid,
                end,
                end - timedelta(days=rng.randint(0, 3)),
                rng.random() < 0.08,
                rng.choice((1, 1, 3, 5, 7)),
                tuple(zip(field, ranks, strict=True)),
            )
        )
    weights = [w for _, _, w in VARIANTS]
    game_records = []
    for gid in range(1, games + 1):
        variant, size, _ = rng.choices(VARIANTS, weights)[0]
        game_records.append(
            GameRecord(
                gid,
                FIRST_DAY + timedelta(days=rng.randrange(DAYS)),
                variant,
                rng.choice(PRESS),
                rng.choice(PHASES),
                rng.choice(("dss", "sos")),
                _position(rng, rng.sample(ids, size)),
            )
        )
    return tuple(event_records), tuple(game_records)
