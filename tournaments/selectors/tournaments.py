"""The tournament pages: the list and one tournament's standings, boards and awards."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from django.db.models import CharField
from django.db.models.functions import Cast, Substr

from ..models import (
    POWERS,
    ComputedStanding,
    CountryAward,
    GameResult,
    Player,
    Standing,
    Tournament,
    board_url,
)
from ..scoring import SYSTEMS
from ..scoring.types import SOLO_CENTRES
from .common import with_player_counts
from .refs import PLAYER_REF_THROUGH, PlayerRef, player_ref

POWER_ORDER = {p: i for i, p in enumerate(POWERS)}


def tournaments_for_list():
    return with_player_counts(Tournament.objects.all())


def tournament_years() -> list[int]:
    """The years events ended in, newest first. The year is cut from the date
    in SQL: ``dates()`` truncates each row through a Python function on
    SQLite (12 ms for 5,000 events; this reads the end-date index, 0.4 ms)."""
    years = (
        Tournament.objects.annotate(year=Substr(Cast("end_date", CharField()), 1, 4))
        .order_by()
        .values_list("year", flat=True)
        .distinct()
    )
    return sorted(map(int, years), reverse=True)


def dip_pouch_coefficient(
    n: int, rounds: int, world_championship: bool, end_date: date | None
) -> float:
    """Dip Pouch tournament value V (rating-systems.md): 20 for a world championship;
    otherwise 0 for an event that ended before 2001; otherwise N / 7 + 2 for one round
    and N / 3.5 + 2 for more, capped at 15."""
    if world_championship:
        return 20.0
    if end_date is not None and end_date < date(2001, 1, 1):
        return 0.0
    value = n / 7 + 2 if rounds <= 1 else n / 3.5 + 2
    return min(value, 15.0)


@dataclass(frozen=True, slots=True)
class PublishedLine:
    """What a standings line shows of a published placement."""

    rank: int
    score: float | None
    dip_pouch_score: float | None


@dataclass(frozen=True, slots=True)
class ComputedLine:
    """What a standings line shows of a computed one (``COMPUTED_COLUMNS``)."""

    rank: int
    score: float
    tier: int | None
    wins: int | None
    draws: int | None
    games: int
    dip_pouch_score: float | None


@dataclass
class StandingLine:
    """A player's line of a tournament's standings: what the event published and what the
    site computed from the boards, side by side (the page's lines: the values it shows,
    ``tournament_page.standings_page``; the exports': model instances)."""

    player: Player | PlayerRef
    published: Standing | PublishedLine | None = None
    computed: ComputedStanding | ComputedLine | None = None

    @property
    def rank(self) -> int | None:
        return (self.published or self.computed).rank

    @property
    def percentile(self) -> float | None:
        if self.published is not None and self.published.dip_pouch_score is not None:
            return self.published.dip_pouch_score
        if self.published is None and self.computed is not None:
            return self.computed.dip_pouch_score
        return None


@dataclass
class Standings:
    lines: list[StandingLine]
    has_published: bool
    has_computed: bool
    has_published_scores: bool
    uses_tiers: bool

    @property
    def differ(self) -> bool:
        """Both kinds exist and some player's published rank is not their computed rank
        (or a player is in one and not the other)."""
        if not (self.has_published and self.has_computed):
            return False
        return any(
            line.published is None
            or line.computed is None
            or line.published.rank != line.computed.rank
            for line in self.lines
        )

    @property
    def players(self) -> int:
        """N: the players classified (published placements, else computed)."""
        if self.has_published:
            return sum(1 for line in self.lines if line.published is not None)
        return len(self.lines)


def tournament_standings(tournament: Tournament) -> Standings:
    published = list(
        Standing.objects.filter(tournament=tournament)
        .select_related("player")
        .order_by("rank", "player__key")
    )
    computed = list(
        ComputedStanding.objects.filter(tournament=tournament)
        .select_related("player")
        .order_by("rank", "player__key")
    )
    lines: dict[int, StandingLine] = {}
    for s in published:
        lines[s.player_id] = StandingLine(s.player, published=s)
    for c in computed:
        line = lines.get(c.player_id)
        if line is None:
            lines[c.player_id] = StandingLine(c.player, computed=c)
        else:
            line.computed = c
    ordered = sorted(
        lines.values(),
        key=lambda line: (
            line.published is None,
            line.published.rank if line.published else line.computed.rank,
            line.player.key,  # ties by key: the same order after a restore
        ),
    )
    system = SYSTEMS.get(tournament.scoring_system or "")
    return Standings(
        lines=ordered,
        has_published=bool(published),
        has_computed=bool(computed),
        has_published_scores=any(s.score is not None for s in published),
        uses_tiers=bool(system and system.uses_tiers and computed),
    )


@dataclass(slots=True)
class BoardLine:
    """A power's line on a board: its end position, its player and its board
    score, read as values (the largest round's 91 lines read as model
    instances were 455 of them)."""

    power: str
    centres: int
    eliminated_year: int | None
    player: PlayerRef
    score: float | None
    dropped: bool
    solo: bool = False


@dataclass
class BoardView:
    """A board: its round, number, game (its page and settings) and lines."""

    round: int
    number: int
    url: str
    variant: str
    press: str
    game_scoring: str
    lines: list[BoardLine] = field(default_factory=list)

    @property
    def soloist(self) -> BoardLine | None:
        for line in self.lines:
            if line.centres >= SOLO_CENTRES:
                return line
        return None

    @property
    def survivors(self) -> int:
        return sum(1 for line in self.lines if line.centres > 0)

    @property
    def key(self) -> str:
        return f"r{self.round}b{self.number}"


@dataclass
class RoundView:
    number: int
    boards: list[BoardView] = field(default_factory=list)


def tournament_boards(tournament: Tournament, round_number: int | None = None) -> list[RoundView]:
    """Every board's end position and per-board score, grouped by round, in one
    query (only round ``round_number``'s when given)."""
    results = GameResult.objects.filter(game__round__tournament=tournament)
    if round_number is not None:
        results = results.filter(game__round__number=round_number)
    rows = results.order_by("game__round__number", "game__number", "id").values_list(
        "game__round__number",
        "game__number",
        "game_id",
        "game__variant",
        "game__press",
        "game__game_scoring",
        "power",
        "centres",
        "eliminated_year",
        "board_score__score",
        "board_score__dropped",
        *PLAYER_REF_THROUGH,
    )
    rounds: dict[int, RoundView] = {}
    boards: dict[tuple[int, int], BoardView] = {}
    for (
        rnd,
        number,
        game,
        variant,
        press,
        scoring,
        power,
        centres,
        out,
        score,
        dropped,
        *who,
    ) in rows:
        board = boards.get((rnd, number))
        if board is None:
            url = board_url(game, tournament.name, rnd, number)
            board = boards[rnd, number] = BoardView(rnd, number, url, variant, press, scoring)
            rounds.setdefault(rnd, RoundView(rnd)).boards.append(board)
        board.lines.append(
            BoardLine(
                power, centres, out, player_ref(who), score, bool(dropped), centres >= SOLO_CENTRES
            )
        )
    for board in boards.values():
        board.lines.sort(key=lambda line: (POWER_ORDER.get(line.power, 99), line.power))
    return [rounds[n] for n in sorted(rounds)]


def tournament_awards(tournament: Tournament) -> list[CountryAward]:
    awards = list(CountryAward.objects.filter(tournament=tournament).select_related("player"))
    awards.sort(key=lambda a: (POWER_ORDER.get(a.power, 99), a.power, a.player.key))
    return awards
