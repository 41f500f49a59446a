"""A seeded, realistic history as engine records, built without a database.

``tournaments.demo.bundle.generate_bundle`` (pure Python) makes the bundle; this
module turns it into the records ``ratings.history`` would read: one event per
tournament (its published standings, or, lacking them, players ranked by
their total centres, a stand-in for the computed standings), and one game per
tournament board and per online game. Player keys become small integers, as
database ids are.
"""

from __future__ import annotations

from datetime import date
from functools import cache

from ratings.engines import EventRecord, GameRecord
from tournaments.demo.bundle import generate_bundle


def _results(rows, ids) -> tuple:
    return tuple(sorted((ids[r["player"]], r["centres"], r["eliminated_year"]) for r in rows))


def _ranked(totals: dict[int, int]) -> tuple:
    order = sorted(totals, key=lambda p: (-totals[p], p))
    out = []
    for i, p in enumerate(order):
        rank = out[-1][1] if out and totals[order[i - 1]] == totals[p] else i + 1
        out.append((p, rank))
    return tuple(out)


@cache
def seeded_history(
    players: int = 200, tournaments: int = 40, games: int = 15000, seed: int = 11
) -> tuple[tuple[EventRecord, ...], tuple[GameRecord, ...]]:
    """(events, games) of ``generate_bundle(players, tournaments, games, seed)``."""
    bundle = generate_bundle(players, tournaments, games, seed)
    ids = {p["key"]: i + 1 for i, p in enumerate(bundle["players"])}
    events: list[EventRecord] = []
    game_records: list[GameRecord] = []
    next_game = 1
    for tid, t in enumerate(bundle["tournaments"], 1):
        end = date.fromisoformat(t["end_date"])
        totals: dict[int, int] = {}
        for board in t["boards"]:
            results = _results(board["players"], ids)
            for p, c, _ in results:
                totals[p] = totals.get(p, 0) + c
            game_records.append(
                GameRecord(
                    next_game,
                    end,
                    board.get("variant", "classic"),
                    board.get("press", "full"),
                    board.get("phase_minutes"),
                    board.get("game_scoring", "dss"),
                    results,
                )
            )
            next_game += 1
        standings = t.get("standings")
        if standings:
            placements = tuple(sorted((ids[s["player"]], s["rank"]) for s in standings))
            placements = tuple(sorted(placements, key=lambda pr: (pr[1], pr[0])))
        else:
            placements = _ranked(totals)
        if placements:
            events.append(
                EventRecord(
                    tid,
                    end,
                    date.fromisoformat(t["start_date"]),
                    bool(t.get("world_championship")),
                    t.get("rounds", 1),
                    placements,
                )
            )
    for g in bundle["games"]:
        game_records.append(
            GameRecord(
                next_game,
                date.fromisoformat(g["end_date"]),
                g["variant"],
                g["press"],
                g.get("phase_minutes"),
                g["game_scoring"],
                _results(g["players"], ids),
            )
        )
        next_game += 1
    return tuple(events), tuple(game_records)
