"""Digests of every table the engines compute on the seeded history, as frozen
in ``frozen_outputs.json``: computed by the engines as they were before they
were made fast (one pass per category, an object per change: the branch's
first commit, 57e5561), on ``seeded.seeded_history()``.

A digest covers every bit of every value: each float is taken as ``float.hex``.
Run this module (``python -m tests.ratings.engines.frozen``) only to freeze a
deliberate change of the rules; the test that reads the file proves that
speed work changed nothing.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ratings.engines import ENGINES, month_ends

from .seeded import seeded_history

FROZEN = Path(__file__).with_name("frozen_outputs.json")


def _f(x) -> str | None:
    return None if x is None else float(x).hex()


def monthly_history(changes) -> list[tuple]:
    """(player, month, rating after) of every player's month ends, in order of
    each month's first appearance, then of the player's in it: the monthly rows
    the tables kept when the file was frozen."""
    by_player: dict = {}
    for c in changes:
        by_player.setdefault(c.player, []).append((c.date, c.after))
    ends = {p: dict(month_ends(points)) for p, points in by_player.items()}
    order: dict = {}
    for c in changes:
        order.setdefault((c.player, c.date.replace(day=1)), None)
    return [(p, m, ends[p][m]) for p, m in order]


def digest(ratings, changes, monthly) -> dict:
    """{"players", "changes", "months", "sha256"} of one table."""
    h = hashlib.sha256()
    players = sorted(ratings.values(), key=lambda r: r.player)
    for r in players:
        row = (r.player, _f(r.rating), r.count, _f(r.peak), str(r.last_played))
        h.update(repr((*row, _f(r.mu), _f(r.sigma))).encode())
    n = 0
    for c in changes:
        row = (c.player, c.source_id, str(c.date), _f(c.before), _f(c.after))
        h.update(repr((*row, _f(c.score), _f(c.weight))).encode())
        n += 1
    for p, month, rating in monthly:
        h.update(repr((p, str(month), _f(rating))).encode())
    return {"players": len(players), "changes": n, "months": len(monthly), "sha256": h.hexdigest()}


def legacy_digests() -> dict[str, dict]:
    """{"system/category": digest} through ``engine.compute``, one category at a time."""
    events, games = seeded_history()
    out = {}
    for slug, engine in ENGINES.items():
        records = events if engine.input == "events" else games
        for cat in engine.categories:
            table = engine.compute(records, cat.slug)
            out[f"{slug}/{cat.slug}"] = digest(
                table.ratings, table.changes, monthly_history(table.changes)
            )
    return out


def run_digests() -> dict[str, dict]:
    """The same through ``engine.run``: every category of a system in one pass."""
    events, games = seeded_history()
    out = {}
    for slug, engine in ENGINES.items():
        run = engine.run(events if engine.input == "events" else games)
        for cat, table in run.tables.items():
            out[f"{slug}/{cat}"] = digest(
                table.standing.ratings(),
                table.ledger.changes(),
                monthly_history(table.ledger.changes()),
            )
    return out


if __name__ == "__main__":
    FROZEN.write_text(json.dumps(legacy_digests(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {FROZEN}")
