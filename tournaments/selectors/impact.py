"""An event's rating impact, for the tournament page: each player's rating
before and after the event in every table where it counted (its placements
in Dip Pouch, its boards, taken together, in the game-based tables), sortable
by change. The page reads the changes (``leaderboards.event_changes``), then
the names of the table it shows (``PlayerRef``s); the API reads the whole
players of every line in a second query."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.core.paginator import Page, Paginator

from ratings import leaderboards
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
    rows = leaderboards.event_changes(tournament.pk)
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
    """The event's rating impact for its page, two queries: every change of
    its placements and boards, then the names of the players of the table
    shown (``wanted``, ``system:category``, else the first), sorted by
    ``sort``, page ``number`` of its lines. Why not the names alongside the
    changes: the largest event has 1,969 changes in three tables, and
    joining each to its player cost 7.9 ms against 1.9 ms without."""
    found: dict[tuple[str, str], list[tuple]] = {}
    for system, category, *line in leaderboards.event_changes(tournament.pk):
        found.setdefault((system, category), []).append(line)
    tables = [_table(*k) for k in found]
    shown = next((t for t in tables if t.key == wanted), tables[0] if tables else None)
    if shown is None:
        return ImpactPage(tables, None, None)
    changes = found[shown.system, shown.category]
    names = {
        ref.id: ref
        for ref in map(
            player_ref,
            Player.objects.filter(pk__in=[player for player, *_ in changes])
            .order_by()
            .values_list(*PLAYER_REF_FIELDS),
        )
    }
    lines = [ImpactLine(names[player], *rest) for player, *rest in changes]
    lines.sort(key=SORTS[sort.lstrip("-")], reverse=sort.startswith("-"))
    page = Paginator(lines, IMPACT_PER_PAGE).get_page(number)
    shown.lines = list(page.object_list)
    return ImpactPage(tables, shown, page)
