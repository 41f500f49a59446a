"""Reads for the public pages: each function is one page section in a bounded number of queries.

Views call these and render; they build no querysets of their own. Rating
tables are read through ``ratings.leaderboards`` (the one module that queries
them) when it is installed, with a plain fallback so the pages still render
while it is missing.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

from django.db import connection
from django.db.models import Count, IntegerField, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import NoReverseMatch, reverse

from .circuits import Placement, circuit_standings
from .models import (
    POWERS,
    Circuit,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    Player,
    Standing,
    Tournament,
)
from .scoring import SYSTEMS

try:  # built concurrently; the pages degrade gracefully until it lands
    from ratings import leaderboards
except ImportError:  # pragma: no cover - depends on the ratings work
    leaderboards = None

PER_PAGE = 50
POWER_ORDER = {p: i for i, p in enumerate(POWERS)}
SOLO_CENTRES = 18

#: the tables shown on the home page: (system, category)
HOME_TABLES = (("dip-pouch", "overall"), ("ghost", "overall"), ("openskill", "overall"))


# ---------------------------------------------------------------------------------------------
# Small pure helpers
# ---------------------------------------------------------------------------------------------


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


def system_name(slug: str) -> str:
    system = SYSTEMS.get(slug or "")
    return system.name if system else (slug or "")


def _attr(obj, name, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


# ---------------------------------------------------------------------------------------------
# Counts and annotations
# ---------------------------------------------------------------------------------------------


def _count_of(model) -> Subquery:
    rows = (
        model.objects.filter(tournament=OuterRef("pk"))
        .order_by()
        .values("tournament")
        .annotate(c=Count("pk"))
        .values("c")
    )
    return Subquery(rows, output_field=IntegerField())


def with_player_counts(queryset):
    """Annotate ``n_players``: the published placements, or the computed ones when none."""
    return queryset.annotate(
        n_players=Coalesce(_count_of(Standing), _count_of(ComputedStanding), Value(0))
    )


def site_totals() -> dict[str, int]:
    """Players, tournaments, boards and online games, in one query."""
    player = Player._meta.db_table
    tournament = Tournament._meta.db_table
    game = Game._meta.db_table
    sql = (
        f"SELECT (SELECT COUNT(*) FROM {player}), (SELECT COUNT(*) FROM {tournament}), "
        f"(SELECT COUNT(*) FROM {game} WHERE round_id IS NOT NULL), "
        f"(SELECT COUNT(*) FROM {game} WHERE round_id IS NULL)"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        players, tournaments, boards, games = cursor.fetchone()
    return {"players": players, "tournaments": tournaments, "boards": boards, "games": games}


def latest_tournaments(limit: int = 8) -> list[Tournament]:
    return list(with_player_counts(Tournament.objects.all())[:limit])


# ---------------------------------------------------------------------------------------------
# Ratings (through ratings.leaderboards)
# ---------------------------------------------------------------------------------------------


def engines() -> dict:
    try:
        from ratings.engines import ENGINES
    except ImportError:  # pragma: no cover
        return {}
    return ENGINES


def leaderboard_url(system: str, category: str | None = None) -> str:
    """The leaderboard page of a table, whatever the leaderboard urls call their arguments."""
    attempts = []
    if category:
        attempts += [
            ("leaderboard", (system, category)),
            ("leaderboard-category", (system, category)),
            ("leaderboard-detail", (system, category)),
        ]
    attempts += [("leaderboard", (system,)), ("leaderboard-system", (system,))]
    for name, args in attempts:
        try:
            return reverse(name, args=args)
        except NoReverseMatch:
            continue
    return reverse("leaderboard-index")


def top_of_table(system: str, category: str, limit: int = 10) -> list:
    """The first ``limit`` ratings of a table, player loaded."""
    if leaderboards is not None and hasattr(leaderboards, "leaderboard"):
        try:
            rows = leaderboards.leaderboard(system, category)
        except LookupError:  # a system or category that is not registered
            return []
    else:
        from ratings.models import Rating

        rows = Rating.objects.filter(system=system, category=category).order_by("rank", "id")
        rows = rows.select_related("player")
    return list(rows[:limit])


def home_tables(limit: int = 10) -> list[dict]:
    """The home page's leaderboards: the main table of each rating system present."""
    known = engines()
    tables = []
    for system, category in HOME_TABLES:
        engine = known.get(system)
        if engine is None:
            continue
        rows = top_of_table(system, category, limit)
        name = engine.name
        try:
            category_name = engine.category(category).name
        except KeyError:
            category_name = category
        tables.append(
            {
                "system": system,
                "category": category,
                "name": name,
                "category_name": category_name,
                "rows": rows,
                "url": leaderboard_url(system, category),
            }
        )
    return tables


@dataclass
class RatingLine:
    system: str
    system_name: str
    category: str
    category_name: str
    rating: float
    rank: int | None
    national_rank: int | None
    peak: float | None
    events: int | None
    last_played: date | None
    players: int | None = None  # table size
    url: str = ""
    input: str = "events"


def player_ratings(player: Player) -> list[RatingLine]:
    """Every table the player is rated in, in registry order."""
    if leaderboards is not None and hasattr(leaderboards, "player_ratings"):
        raw = list(leaderboards.player_ratings(player.pk))
        sizes = {}
        if raw and hasattr(leaderboards, "table_states"):
            sizes = {key: state.players for key, state in leaderboards.table_states().items()}
    else:
        from ratings.models import Rating, TableState

        raw = list(Rating.objects.filter(player_id=player.pk))
        sizes = {(t.system, t.category): t.players for t in TableState.objects.all()}
    known = engines()
    order = {
        (slug, c.slug): (i, j)
        for i, (slug, engine) in enumerate(known.items())
        for j, c in enumerate(engine.categories)
    }
    lines = []
    for r in raw:
        system, category = _attr(r, "system"), _attr(r, "category")
        engine = known.get(system)
        category_name = category
        if engine is not None:
            try:
                category_name = engine.category(category).name
            except KeyError:
                pass
        lines.append(
            RatingLine(
                system=system,
                system_name=engine.name if engine else system,
                category=category,
                category_name=category_name,
                rating=_attr(r, "rating"),
                rank=_attr(r, "rank"),
                national_rank=_attr(r, "national_rank"),
                peak=_attr(r, "peak"),
                events=_attr(r, "events"),
                last_played=_attr(r, "last_played"),
                players=_attr(r, "players")
                or _attr(r, "table_size")
                or sizes.get((system, category)),
                url=leaderboard_url(system, category),
                input=getattr(engine, "input", "events"),
            )
        )
    lines.sort(key=lambda line: order.get((line.system, line.category), (99, 99)))
    return lines


def player_rating_history(player: Player) -> dict[tuple[str, str], list[tuple[date, float]]]:
    """{(system, category): [(month, rating), ...]} from the monthly table, in one query."""
    from ratings.models import MonthlyRating

    rows = (
        MonthlyRating.objects.filter(player_id=player.pk)
        .order_by("system", "category", "month")
        .values_list("system", "category", "month", "rating")
    )
    history: dict[tuple[str, str], list[tuple[date, float]]] = defaultdict(list)
    for system, category, month, rating in rows:
        history[system, category].append((month, rating))
    return dict(history)


# ---------------------------------------------------------------------------------------------
# Tournament page
# ---------------------------------------------------------------------------------------------


@dataclass
class StandingLine:
    """A player's line of a tournament's standings: what the event published and what the
    site computed from the boards, side by side."""

    player: Player
    published: Standing | None = None
    computed: ComputedStanding | None = None

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
    def players(self) -> int:
        """N: the players classified (published placements, else computed)."""
        if self.has_published:
            return sum(1 for line in self.lines if line.published is not None)
        return len(self.lines)


def tournament_standings(tournament: Tournament) -> Standings:
    published = list(
        Standing.objects.filter(tournament=tournament)
        .select_related("player")
        .order_by("rank", "player__last_name", "player__first_name", "id")
    )
    computed = list(
        ComputedStanding.objects.filter(tournament=tournament)
        .select_related("player")
        .order_by("rank", "player__last_name", "player__first_name", "id")
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
            line.player.last_name,
            line.player.first_name,
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


@dataclass
class BoardLine:
    result: GameResult
    score: float | None
    dropped: bool
    solo: bool = False


@dataclass
class BoardView:
    round: int
    number: int
    lines: list[BoardLine] = field(default_factory=list)

    @property
    def soloist(self) -> BoardLine | None:
        for line in self.lines:
            if line.result.centres >= SOLO_CENTRES:
                return line
        return None

    @property
    def survivors(self) -> int:
        return sum(1 for line in self.lines if line.result.centres > 0)

    @property
    def key(self) -> str:
        return f"r{self.round}b{self.number}"


@dataclass
class RoundView:
    number: int
    boards: list[BoardView] = field(default_factory=list)


def tournament_boards(tournament: Tournament) -> list[RoundView]:
    """Every board's end position and per-board score, grouped by round, in one query."""
    results = (
        GameResult.objects.filter(game__round__tournament=tournament)
        .select_related("game__round", "player", "board_score")
        .order_by("game__round__number", "game__number", "id")
    )
    rounds: dict[int, RoundView] = {}
    boards: dict[tuple[int, int], BoardView] = {}
    for r in results:
        rnd, number = r.game.round.number, r.game.number
        board = boards.get((rnd, number))
        if board is None:
            board = boards[rnd, number] = BoardView(rnd, number)
            rounds.setdefault(rnd, RoundView(rnd)).boards.append(board)
        bs = getattr(r, "board_score", None)
        board.lines.append(
            BoardLine(
                result=r,
                score=bs.score if bs else None,
                dropped=bool(bs and bs.dropped),
                solo=r.centres >= SOLO_CENTRES,
            )
        )
    for board in boards.values():
        board.lines.sort(
            key=lambda line: (POWER_ORDER.get(line.result.power, 99), line.result.power)
        )
    return [rounds[n] for n in sorted(rounds)]


def tournament_awards(tournament: Tournament) -> list[CountryAward]:
    awards = list(CountryAward.objects.filter(tournament=tournament).select_related("player"))
    awards.sort(key=lambda a: (POWER_ORDER.get(a.power, 99), a.power, a.player.last_name))
    return awards


# ---------------------------------------------------------------------------------------------
# Circuits
# ---------------------------------------------------------------------------------------------


def circuit_list() -> list[Circuit]:
    return list(
        Circuit.objects.annotate(n_tournaments=Count("tournaments")).order_by("-season", "name")
    )


def circuit_tournaments(circuit: Circuit) -> list[Tournament]:
    rows = with_player_counts(circuit.tournaments.all()).order_by("end_date", "start_date", "id")
    return list(rows)


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """Just enough of a player for a table row (link, name, flag)."""

    id: int
    first_name: str
    last_name: str
    slug: str
    nationality: str

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    def get_absolute_url(self) -> str:
        return reverse("player-detail", args=[self.id, self.slug or "x"])


_PLACEMENT_FIELDS = (
    "tournament_id",
    "player_id",
    "rank",
    "player__first_name",
    "player__last_name",
    "player__slug",
    "player__nationality",
)


def circuit_placements(circuit: Circuit) -> list[Placement]:
    """Published and computed placements of every event of the circuit, in one query."""
    published = (
        Standing.objects.filter(tournament__circuits=circuit)
        .order_by()
        .annotate(published=Value(1, output_field=IntegerField()))
        .values_list(*_PLACEMENT_FIELDS, "published")
    )
    computed = (
        ComputedStanding.objects.filter(tournament__circuits=circuit)
        .order_by()
        .annotate(published=Value(0, output_field=IntegerField()))
        .values_list(*_PLACEMENT_FIELDS, "published")
    )
    players: dict[int, PlayerRef] = {}
    placements = []
    for tid, pid, rank, first, last, slug, nat, pub in published.union(computed, all=True):
        ref = players.get(pid)
        if ref is None:
            ref = players[pid] = PlayerRef(pid, first, last, slug, nat or "")
        placements.append(Placement(tid, ref, rank, bool(pub)))
    return placements


def circuit_table(circuit: Circuit, tournaments: list[Tournament]):
    return circuit_standings(
        circuit_placements(circuit),
        circuit.best_of,
        event_order=[t.pk for t in tournaments],
        name_key=lambda p: (p.last_name, p.first_name, p.id),
    )


# ---------------------------------------------------------------------------------------------
# Player page
# ---------------------------------------------------------------------------------------------


@dataclass
class EventLine:
    tournament: Tournament
    rank: int
    players: int
    percentile: float | None
    score: float | None
    published: bool


def player_events(player: Player) -> list[EventLine]:
    """The player's placements, newest first: published ones, and the computed ones of events
    without published placements (two queries)."""
    published = (
        Standing.objects.filter(player=player)
        .select_related("tournament")
        .annotate(n=_count_in(Standing))
    )
    computed = (
        ComputedStanding.objects.filter(player=player)
        .select_related("tournament")
        .annotate(n=_count_in(ComputedStanding), n_published=_count_in(Standing))
    )
    lines = [
        EventLine(s.tournament, s.rank, s.n or 0, s.dip_pouch_score, s.score, True)
        for s in published
    ]
    seen = {line.tournament.pk for line in lines}
    lines += [
        EventLine(c.tournament, c.rank, c.n or 0, c.dip_pouch_score, c.score, False)
        for c in computed
        if c.tournament_id not in seen and not c.n_published
    ]
    lines.sort(
        key=lambda e: (e.tournament.end_date, e.tournament.start_date, e.tournament.pk),
        reverse=True,
    )
    return lines


def _count_in(model) -> Subquery:
    rows = (
        model.objects.filter(tournament=OuterRef("tournament"))
        .order_by()
        .values("tournament")
        .annotate(c=Count("pk"))
        .values("c")
    )
    return Subquery(rows, output_field=IntegerField())


@dataclass
class PlayerGames:
    boards: list[GameResult]
    online: list[GameResult]


def player_games(player: Player) -> PlayerGames:
    """Every board and online game of the player, newest first, in one query."""
    rows = (
        GameResult.objects.filter(player=player)
        .select_related("game__round__tournament", "board_score")
        .order_by("-game__end_date", "-game_id")
    )
    boards, online = [], []
    for r in rows:
        (boards if r.game.round_id else online).append(r)
    boards.sort(
        key=lambda r: (
            r.game.round.tournament.end_date,
            r.game.round.tournament_id,
            -r.game.round.number,
            -r.game.number,
        ),
        reverse=True,
    )
    return PlayerGames(boards, online)


def player_awards(player: Player) -> list[CountryAward]:
    return list(
        CountryAward.objects.filter(player=player)
        .select_related("tournament")
        .order_by("-tournament__end_date", "tournament_id", "power")
    )


# ---------------------------------------------------------------------------------------------
# Lists
# ---------------------------------------------------------------------------------------------


def tournaments_for_list():
    return with_player_counts(Tournament.objects.all())


def present_values(model, field_name: str) -> list[str]:
    """Distinct non-empty values of a column, for filter choices (one query)."""
    rows = (
        model.objects.exclude(**{field_name: ""})
        .order_by()
        .values_list(field_name, flat=True)
        .distinct()
    )
    return sorted({str(v) for v in rows})


def tournament_years() -> list[int]:
    return sorted({d.year for d in Tournament.objects.dates("end_date", "year")}, reverse=True)


def name_search(queryset, text: str, prefix: str = ""):
    """Every word of ``text`` in the first or the last name."""
    for word in text.split()[:6]:
        queryset = queryset.filter(
            Q(**{f"{prefix}first_name__icontains": word})
            | Q(**{f"{prefix}last_name__icontains": word})
        )
    return queryset
