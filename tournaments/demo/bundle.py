"""Seeded synthetic results bundles in the interchange format (version 1).

``generate_bundle(players, tournaments, games, seed)`` returns a bundle dict
exactly as docs/interchange (``/work/shared/spec/interchange.md``) defines it
and nothing more: players from many countries (accented, Greek, Japanese and
Cyrillic names included), face-to-face tournaments with 7-player boards and
valid end positions, circuits, and standalone online games across variants,
press types and phase lengths. Pure Python (no Django): the same seed gives
the same bundle on any machine, whatever ``PYTHONHASHSEED`` is.

``games`` counts online-game *results* (one player's end position in one
standalone game); the generator adds whole games until it has exactly that
many (a request of 1 or 3, which no game sizes can make up, gives one fewer).
Tournament boards come on top of that.

Everything is written straight into plain lists and dicts, so 30,000 players,
5,000 tournaments and a million online results take seconds.
"""

from __future__ import annotations

import json
from pathlib import Path

from .generator import Generator
from .online import online_games
from .positions import read_real_boards

FORMAT = "diplomacy-results"
VERSION = 1


def generate_bundle(
    players: int,
    tournaments: int,
    games: int,
    seed: int,
    *,
    start_year: int = 1995,
    end_year: int = 2026,
    real_boards_csv: Path | None = None,
) -> dict:
    """A realistic results bundle (interchange format v1), the same for the same arguments.

    ``players`` players; ``tournaments`` face-to-face events between
    ``start_year`` and ``end_year`` (about one world championship a year when
    there are enough events); ``games`` online-game results (see the module
    docstring). With ``real_boards_csv``, about 30% of the boards (and of the
    classic online games) reuse the file's real end positions, each of them
    before any repeats.
    """
    real = read_real_boards(real_boards_csv) if real_boards_csv else []
    gen = Generator(players, tournaments, games, seed, start_year, end_year, real)
    player_list = gen.players()
    events = gen.tournaments()
    circuits = gen.circuits(events)
    online = online_games(gen)
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": player_list,
        "circuits": circuits,
        "tournaments": events,
        "games": online,
    }


def bundle_sizes(bundle: dict) -> dict[str, int]:
    """Counts for a summary line: players, circuits, tournaments, boards, board
    results, standings, games and game results."""
    events = bundle["tournaments"]
    boards = [b for e in events for b in e["boards"]]
    return {
        "players": len(bundle["players"]),
        "circuits": len(bundle["circuits"]),
        "tournaments": len(events),
        "boards": len(boards),
        "board_results": sum(len(b["players"]) for b in boards),
        "standings": sum(len(e.get("standings", ())) for e in events),
        "games": len(bundle["games"]),
        "game_results": sum(len(g["players"]) for g in bundle["games"]),
    }


def dumps_bundle(bundle: dict) -> str:
    return json.dumps(bundle, ensure_ascii=False, separators=(",", ":"))


def write_bundle(bundle: dict, path: Path | str) -> Path:
    """Write the bundle as compact UTF-8 JSON (non-ASCII kept as is)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps_bundle(bundle), encoding="utf-8")
    return path
