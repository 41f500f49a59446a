"""An event's rating impact, for the tournament page: each player's rating
before and after the event in every table where it counted (its placements
in Dip Pouch, its boards, taken together, in the game-based tables), sortable
by change. The page reads the tables the event counts in, then the changes
of the one it shows (``histories.event_changes``) with their players' names
(``PlayerRef``s); the API reads every table's, and the whole players of
every line in a second query."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.core.paginator import Page, Paginator

from ratings import histories
from ratings.engines import ENGINES

from ..models import Player
from .refs import PLAYER_REF_FIELDS, PlayerRef, player_ref

SORTS = {
    "change": lambda line: (line.change, line.player.last_name),
    "name": lambda line: (line.player.last_name.casefold(), line.player.first_name.casefold()),
    "before": lambda line: (line.before, line.player.last_name),
    "after": lambda line: (line.after, line.player.last_name),
}
DEFAULT_SORT = "-change"


@dataclass
class ImpactLine:
    player: Player | PlayerRef  # the API's lines: a Player; the page's: a PlayerRef
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


#: impact lines a page
IMPACT_PER_PAGE = 50


def rating_impact(tournament, sort: str) -> list[ImpactTable]:
    """Every table where the event counted, in registry order, each sorted by
    ``sort``, every line with its whole player (the API's impact)."""
    tables: dict[tuple[str, str], ImpactTable] = {}
    rows = histories.event_changes(tournament)
    players = Player.objects.in_bulk({row[2] for row in rows})
    for system, category, player_id, before, after, n in rows:
        table = tables.get((system, category))
        if table is None:
            table = tables[system, category] = _table(system, category)
        table.lines.append(ImpactLine(players[player_id], before, after, n))
    key = SORTS[sort.lstrip("-")]
    for table in tables.values():
        table.lines.sort(key=key, reverse=sort.startswith("-"))
    return list(tables.values())


def _table(system: str, category: str) -> ImpactTable:
    engine = ENGINES[system]
    return ImpactTable(
        system,
        category,
        engine.name,
        engine.category(category).name,
        engine.input == "events",
    )


@dataclass
class ImpactPage:
    """The tables where the event counted (no lines), the one shown with a
    page of its lines, and that page."""

    tables: list[ImpactTable]
    shown: ImpactTable | None
    page: Page | None


def event_impact(tournament, wanted: str | None, sort: str, number=None) -> ImpactPage:
    """The event's rating impact for its page, two queries: the event (its
    players and boards, so the tables it counts in), then the trails of its
    players in the table shown (``wanted``, ``system:category``, else the
    first) with their names (``PlayerRef``), sorted by ``sort``, page
    ``number`` of its lines. No line: not rated yet, no impact shown."""
    event = histories.event(tournament)
    tables = [_table(system, c) for system, cats in event.tables.items() for c in cats]
    shown = next((t for t in tables if t.key == wanted), tables[0] if tables else None)
    if shown is None:
        return ImpactPage(tables, None, None)
    found = histories.event_changes(
        event, PLAYER_REF_FIELDS[1:], only=(shown.system, shown.category)
    )
    if not found:
        return ImpactPage([], None, None)
    lines = [
        ImpactLine(player_ref((player, *names)), before, after, n)
        for _system, _category, player, before, after, n, *names in found
    ]
    lines.sort(key=SORTS[sort.lstrip("-")], reverse=sort.startswith("-"))
    page = Paginator(lines, IMPACT_PER_PAGE).get_page(number)
    shown.lines = list(page.object_list)
    return ImpactPage(tables, shown, page)
