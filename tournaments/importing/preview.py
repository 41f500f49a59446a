"""What an import would do, before anything is written.

The preview runs the real import (the same readers, the same writer, the same
validation, the database's own constraints) inside a transaction that is then
rolled back, and compares what the import touches before and after: players,
tournaments, boards, standings and online games created, updated, left
unchanged or removed (replaced boards and standings that are gone). The
warnings (likely duplicates, ...) are the import's own; an error is the
import's one-line refusal. Nothing is queued: the rolled-back transaction
never commits. ``import_results --dry-run`` prints the same summary.
"""

from dataclasses import dataclass, field

from django.db import DatabaseError, IntegrityError, transaction

from ratings.engines.records import gc_paused

from ..exchange.errors import ImportFailed
from ..exchange.records import TOURNAMENT_FIELDS, Batch
from ..models import Game, GameResult, Player, Standing, Tournament
from . import database_error, parse_payloads, rejected_by_database
from .writer import Writer

KINDS = ("players", "tournaments", "boards", "standings", "games")
OUTCOMES = ("created", "updated", "unchanged", "removed")


@dataclass
class Preview:
    files: list[str]
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error

    def summary_lines(self) -> list[str]:
        """One line a kind, in English (the command's output)."""
        lines = []
        for kind in KINDS:
            counts = self.counts.get(kind, {})
            parts = [f"{counts[o]} {o}" for o in OUTCOMES if counts.get(o)]
            if parts:
                lines.append(f"{kind}: {', '.join(parts)}")
        return lines or ["nothing to change"]


class _RollBack(Exception):
    """Raised inside the preview's transaction so that nothing it wrote stays."""


@gc_paused()  # the import's own work, rolled back
def preview_payloads(payloads, *, tournament_key: str | None = None, user=None) -> Preview:
    names = [name for name, _raw in payloads]
    try:
        batch, names = parse_payloads(payloads, tournament_key=tournament_key)
    except ImportFailed as e:
        return Preview(names, error=str(e))
    return preview_batch(batch, ", ".join(names) or "import", names, user)


def preview_batch(batch: Batch, source: str, names: list[str], user=None) -> Preview:
    preview = Preview(names)
    try:
        with transaction.atomic():
            before = _snapshot(batch)
            Writer(batch, source, user=user).write()
            after = _snapshot(batch)
            raise _RollBack
    except _RollBack:
        pass
    except ImportFailed as e:
        preview.error = str(e)
        return preview
    except IntegrityError as e:
        preview.error = str(ImportFailed(source, "", rejected_by_database(e)))
        return preview
    except DatabaseError as e:
        preview.error = str(ImportFailed(source, "", database_error(e)))
        return preview
    preview.counts = {kind: _compare(before[kind], after[kind]) for kind in KINDS}
    preview.warnings = list(batch.warnings)
    return preview


def _compare(before: dict, after: dict) -> dict[str, int]:
    counts = dict.fromkeys(OUTCOMES, 0)
    for key, value in after.items():
        if key not in before:
            counts["created"] += 1
        elif before[key] != value:
            counts["updated"] += 1
        else:
            counts["unchanged"] += 1
    counts["removed"] = sum(1 for key in before if key not in after)
    return counts


def _snapshot(batch: Batch) -> dict[str, dict]:
    """What the batch may touch, keyed by natural keys (so rows replaced under new
    ids compare equal when their content is the same)."""
    player_keys = list(batch.players)
    tournament_keys = list(
        {
            *batch.tournaments,
            *batch.csv_standings,
            *batch.csv_boards,
            *batch.round_boards,
            *batch.partial,
        }
    )
    players = {
        row[0]: row[1:]
        for row in Player.objects.filter(key__in=player_keys).values_list(
            "key", "first_name", "last_name", "nationality", "location", "homonym"
        )
    }
    tournaments = {
        row[0]: row[1:]
        for row in Tournament.objects.filter(key__in=tournament_keys).values_list(
            "key", *TOURNAMENT_FIELDS
        )
    }
    boards: dict[tuple, list] = {}
    for spot in Game.objects.filter(round__tournament__key__in=tournament_keys).values_list(
        "round__tournament__key", "round__number", "number", "variant", "press",
        "phase_minutes", "game_scoring",
    ):  # fmt: skip
        boards[spot[:3]] = [spot[3:]]
    for row in GameResult.objects.filter(
        game__round__tournament__key__in=tournament_keys
    ).values_list(
        "game__round__tournament__key", "game__round__number", "game__number",
        "power", "player__key", "centres", "eliminated_year",
    ):  # fmt: skip
        boards.setdefault(row[:3], [()]).append(row[3:])
    standings = {
        row[:2]: row[2:]
        for row in Standing.objects.filter(tournament__key__in=tournament_keys).values_list(
            "tournament__key", "player__key", "rank", "score"
        )
    }
    games: dict[str, list] = {}
    for row in GameResult.objects.filter(game__key__in=list(batch.games)).values_list(
        "game__key", "game__end_date", "game__variant", "power", "player__key", "centres",
        "eliminated_year",
    ):  # fmt: skip
        games.setdefault(row[0], []).append(row[1:])
    return {
        "players": players,
        "tournaments": tournaments,
        "boards": {k: sorted(v, key=repr) for k, v in boards.items()},
        "standings": standings,
        "games": {k: sorted(v, key=repr) for k, v in games.items()},
    }
