"""End positions: random valid ones for any variant, and real ones read from a
boards CSV and dealt without repeats."""

from __future__ import annotations

import csv
import random
from pathlib import Path

from .variants import CLASSIC_POWERS, TOTAL_CENTRES, VariantSpec

Position = list[tuple[int, int | None]]  # (centres, eliminated_year), one per power


def _spread(rng: random.Random, owned: int, survivors: int, cap: int) -> list[int]:
    """``owned`` centres over ``survivors`` players, each 1..cap (owned fits)."""
    weights = [rng.expovariate(1.0) + 0.08 for _ in range(survivors)]
    total_w = sum(weights)
    vals = [min(cap, max(1, int(owned * w / total_w))) for w in weights]
    diff = owned - sum(vals)
    rand = rng.random
    while diff > 0:
        i = int(rand() * survivors)
        if vals[i] < cap:
            vals[i] += 1
            diff -= 1
    while diff < 0:
        i = int(rand() * survivors)
        if vals[i] > 1:
            vals[i] -= 1
            diff += 1
    return vals


def _elimination_years(rng: random.Random, count: int, first_year: int, last_year: int):
    """Years in which powers lost their last centre: after the first year, by
    the last one, later years likelier (the larger of two draws)."""
    lo = min(first_year + 1, last_year)
    span = last_year - lo + 1
    rand = rng.random
    return [lo + int(max(rand(), rand()) * span) for _ in range(count)]


def random_position(
    rng: random.Random,
    spec: VariantSpec,
    *,
    solo: bool,
    last_year: int,
) -> Position:
    """A valid end position, in random power order: survivors hold 1 or more
    centres, eliminated powers 0 with a year, at most 34 centres in all (and no
    more than the map has); with ``solo`` (on maps of 34 centres) one power
    holds the target or more, otherwise everyone stays below it."""
    n = len(spec.powers)
    result: Position = []
    if n == 2:  # 1v1: a winner with the target, or a draw below it
        if solo:
            winner = min(34, spec.target + int(rng.expovariate(0.6)))
            left = min(spec.centres - winner - rng.randint(0, 3), winner - 1)
            if left < 1 or rng.random() < 0.5:
                loser: tuple[int, int | None] = (
                    0,
                    _elimination_years(rng, 1, spec.first_year, last_year)[0],
                )
            else:
                loser = (left, None)
            result = [(winner, None), loser]
        else:
            a = rng.randint(12, spec.target - 1)
            b = rng.randint(max(1, 12), min(spec.target - 1, spec.centres - a))
            result = [(a, None), (b, None)]
        rng.shuffle(result)
        return result

    lo, hi = spec.survivors
    centres = min(spec.centres, TOTAL_CENTRES)
    if solo and spec.target <= centres:
        winner = min(centres, spec.target + int(rng.expovariate(0.7)))
        cap = min(winner - 1, spec.target - 1)
        owned = max(0, centres - winner - rng.randint(0, 2))
        others = min(rng.randint(max(1, lo - 1), max(1, hi - 2)), owned)
        owned = min(owned, others * cap)
        result.append((winner, None))
        if others:
            result.extend((c, None) for c in _spread(rng, owned, others, cap))
        survivors = others + 1
    else:
        if spec.slug == "classic":
            survivors = rng.choices((2, 3, 4, 5, 6, 7), (3, 14, 26, 29, 20, 8))[0]
        else:
            survivors = rng.randint(lo, hi)
        cap = min(TOTAL_CENTRES, spec.target - 1)
        owned = centres - rng.randint(0, 2)
        owned = max(survivors, min(owned, survivors * cap))
        result.extend((c, None) for c in _spread(rng, owned, survivors, cap))
    years = _elimination_years(rng, n - survivors, spec.first_year, last_year)
    result.extend((0, y) for y in years)
    rng.shuffle(result)
    return result


def read_real_boards(path: Path) -> list[Position]:
    """The real end positions of a boards CSV (README of data/real-boards), in
    file order; boards that are not 7 distinct classic powers are skipped."""
    games: dict[str, dict[str, tuple[int, int | None]]] = {}
    with Path(path).open(newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            year = int(row["eliminated_year"]) if row["eliminated_year"].strip() else None
            games.setdefault(row["game_id"], {})[row["power"].strip()] = (
                int(row["centres"]),
                year,
            )
    boards = []
    for by_power in games.values():
        if sorted(by_power) != sorted(CLASSIC_POWERS):
            continue
        position = [by_power[p] for p in CLASSIC_POWERS]
        if sum(c for c, _ in position) <= TOTAL_CENTRES:
            boards.append(position)
    return boards


class _Deck:
    """Real positions dealt without repeats until all are used, then reshuffled."""

    def __init__(self, rng: random.Random, items: list[Position]):
        self.rng = rng
        self.items = items
        self.left: list[Position] = []

    def deal(self) -> Position:
        if not self.left:
            self.left = list(self.items)
            self.rng.shuffle(self.left)
        return self.left.pop()
