"""An event's rating impact, for the tournament page: each player's rating
before and after the event in every table where it counted (its placements
in Dip Pouch, its boards, taken together, in the game-based tables), sortable
by change. One query (``leaderboards.event_changes``), the players taken from
what the page already read."""

from __future__ import annotations

from dataclasses import dataclass, field

from ratings import leaderboards
from ratings.engines import ENGINES

from ..models import Player

SORTS = {
    "change": lambda line: (line.change, line.player.last_name),
    "name": lambda line: (line.player.last_name.casefold(), line.player.first_name.casefold()),
    "before": lambda line: (line.before, line.player.last_name),
    "after": lambda line: (line.after, line.player.last_name),
}
DEFAULT_SORT = "-change"


@dataclass
class ImpactLine:
    player: Player
    before: float
    after: float
    results: int  # placements (1) or boards counted

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass
class ImpactTable:
    system: str
    category: str
    system_name: str
    category_name: str
    events: bool  # an event-based system (else its boards)
    lines: list[ImpactLine] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.system}:{self.category}"


def sort_key(value: str | None) -> str:
    """A valid ``?impact_sort=`` value (the default when not)."""
    return value if value and value.lstrip("-") in SORTS else DEFAULT_SORT


def rating_impact(
    tournament, board_ids, players: dict[int, Player], sort: str
) -> list[ImpactTable]:
    """Every table where the event counted, in registry order, each sorted by ``sort``."""
    tables: dict[tuple[str, str], ImpactTable] = {}
    rows = leaderboards.event_changes(tournament.pk, board_ids)
    missing = [row[2] for row in rows if row[2] not in players]
    if missing:  # a rated player the page did not show (should not happen): one query
        players = {**players, **Player.objects.in_bulk(missing)}
    for system, category, player_id, before, after, n in rows:
        table = tables.get((system, category))
        if table is None:
            engine = ENGINES[system]
            table = tables[system, category] = ImpactTable(
                system,
                category,
                engine.name,
                engine.category(category).name,
                engine.input == "events",
            )
        table.lines.append(ImpactLine(players[player_id], before, after, n))
    key = SORTS[sort.lstrip("-")]
    for table in tables.values():
        table.lines.sort(key=key, reverse=sort.startswith("-"))
    return list(tables.values())
