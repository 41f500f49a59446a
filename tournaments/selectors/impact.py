"""An event's rating impact, for the tournament page: each player's rating
before and after the event in every table where it counted (its placements
in Dip Pouch, its boards, taken together, in the game-based tables), sortable
by change. One query (``leaderboards.event_changes``), the players taken from
what the page already read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from django.core.paginator import Page, Paginator
from django.db.models import Q

from ratings import leaderboards
from ratings.engines import ENGINES
from ratings.models import RatingChange

from ..models import Game, Player

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
    boards = Game.objects.filter(round__tournament=tournament).values("pk")
    rows = (
        RatingChange.objects.filter(Q(tournament_id=tournament.pk) | Q(game_id__in=boards))
        .order_by("id")
        .values_list(
            "system",
            "category",
            "player_id",
            "before",
            "after",
            *(f"player__{f}" for f in PLAYER_FIELDS),
        )
    )
    found: dict[tuple[str, str], dict[int, list]] = {}
    for system, category, player, before, after, *fields in rows:
        lines = found.setdefault((system, category), {})
        line = lines.get(player)
        if line is None:
            lines[player] = [Name(player, *fields), before, after, 1]
        else:
            line[2] = after
            line[3] += 1
    order = {
        (e.slug, c.slug): i
        for i, (e, c) in enumerate((e, c) for e in ENGINES.values() for c in e.categories)
    }
    keys = sorted((k for k in found if k in order), key=order.__getitem__)
    tables = [_table(*k) for k in keys]
    shown = next((t for t in tables if t.key == wanted), tables[0] if tables else None)
    if shown is None:
        return ImpactPage(tables, None, None)
    lines = [ImpactLine(*line) for line in found[shown.system, shown.category].values()]
    lines.sort(key=SORTS[sort.lstrip("-")], reverse=sort.startswith("-"))
    page = Paginator(lines, IMPACT_PER_PAGE).get_page(number)
    shown.lines = [
        ImpactLine(Player(**line.player._asdict()), line.before, line.after, line.results)
        for line in page.object_list
    ]
    return ImpactPage(tables, shown, page)
