"""Builders for hand-written boards in the scoring tests."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from tournaments.scoring import POWERS, BoardInput, Position

Entry = tuple[Hashable, int] | tuple[Hashable, int, int | None]


def positions(entries: Sequence[Entry]) -> tuple[Position, ...]:
    """Positions for ``(player, centres[, eliminated_year])`` entries, powers in board order
    (Austria, England, France, ...)."""
    out = []
    for power, entry in zip(POWERS, entries, strict=False):
        player, centres, *rest = entry
        out.append(Position(player, power, centres, rest[0] if rest else None))
    return tuple(out)


def board(round_: int, number: int, entries: Sequence[Entry], end_year=None) -> BoardInput:
    return BoardInput(round_, number, positions(entries), end_year)


def filler(prefix: str, centres: Sequence[int], years: Sequence[int | None] | None = None):
    """Entries for anonymous opponents named ``prefix0``, ``prefix1``, ..."""
    years = years or [None] * len(centres)
    return [(f"{prefix}{i}", c, y) for i, (c, y) in enumerate(zip(centres, years, strict=True))]


def ranks(result) -> dict:
    return {row.player: row.rank for row in result.rows}


def scores(result) -> dict:
    return {row.player: row.score for row in result.rows}
