"""An event's rating impact, for the tournament page: each player's rating
before and after the event in every table where it counted (its placements
in Dip Pouch, its boards, taken together, in the game-based tables), sortable
by change. One query (``leaderboards.event_changes``): the page reads its
players' names alongside and makes a Player for the lines it shows only; the
API reads the whole players of every line in a second."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from django.core.paginator import Page, Paginator

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


#: impact lines a page
IMPACT_PER_PAGE = 50
#: the player fields an impact line shows (its name, flag and link)
PLAYER_FIELDS = ("key", "first_name", "last_name", "homonym", "nationality", "slug")


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


class Name(NamedTuple):
    """What an impact line shows of its player and sorts by: a Player is
    made only for the lines of the page shown."""

    pk: int
    key: str
    first_name: str
    last_name: str
    homonym: str
    nationality: str
    slug: str


@dataclass
class ImpactPage:
    """The tables where the event counted (no lines), the one shown with a
    page of its lines, and that page."""

    tables: list[ImpactTable]
    shown: ImpactTable | None
    page: Page | None


def event_impact(tournament, wanted: str | None, sort: str, number=None) -> ImpactPage:
    """The event's rating impact for its page, one query: every change of its
    placements and boards with the player's name read alongside (no player
    read for a line not shown); the table ``wanted`` (``system:category``,
    else the first), sorted by ``sort``, page ``number`` of its lines."""
    found: dict[tuple[str, str], list[ImpactLine]] = {}
    for system, category, player, before, after, n, *fields in leaderboards.event_changes(
        tournament.pk, PLAYER_FIELDS
    ):
        line = ImpactLine(Name(player, *fields), before, after, n)
        found.setdefault((system, category), []).append(line)
    tables = [_table(*k) for k in found]
    shown = next((t for t in tables if t.key == wanted), tables[0] if tables else None)
    if shown is None:
        return ImpactPage(tables, None, None)
    lines = found[shown.system, shown.category]
    lines.sort(key=SORTS[sort.lstrip("-")], reverse=sort.startswith("-"))
    page = Paginator(lines, IMPACT_PER_PAGE).get_page(number)
    shown.lines = [
        ImpactLine(Player(**line.player._asdict()), line.before, line.after, line.results)
        for line in page.object_list
    ]
    return ImpactPage(tables, shown, page)
