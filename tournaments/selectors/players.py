"""The player page: ratings in every table, rating history, events, games and awards."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from django.db.models import Count, IntegerField, OuterRef, Q, Subquery
from django.db.models.functions import ExtractYear

from ratings import leaderboards
from ratings.engines import ENGINES
from ratings.models import MonthlyRating

from ..models import ComputedStanding, CountryAward, GameResult, Player, Standing, Tournament
from ..scoring.types import SOLO_CENTRES
from .common import leaderboard_url


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


def player_ratings(player: Player, states: dict | None = None) -> list[RatingLine]:
    """Every table the player is rated in, in registry order (two queries; one
    when the caller has the tables' ``states`` already)."""
    rows = leaderboards.player_ratings(player.pk)  # registered tables only, in order
    sizes = {}
    if rows:
        states = states if states is not None else leaderboards.table_states()
        sizes = {key: state.players for key, state in states.items()}
    lines = []
    for r in rows:
        engine = ENGINES[r.system]
        lines.append(
            RatingLine(
                system=r.system,
                system_name=engine.name,
                category=r.category,
                category_name=engine.category(r.category).name,
                rating=r.rating,
                rank=r.rank,
                national_rank=r.national_rank,
                peak=r.peak,
                events=r.events,
                last_played=r.last_played,
                players=sizes.get((r.system, r.category)),
                url=leaderboard_url(r.system, r.category),
                input=engine.input,
            )
        )
    return lines


def player_rating_history(player: Player) -> dict[tuple[str, str], list[tuple[date, float]]]:
    """{(system, category): [(month, rating), ...]} from the monthly table, in one query."""
    rows = (
        MonthlyRating.objects.filter(player_id=player.pk)
        .order_by("system", "category", "month")
        .values_list("system", "category", "month", "rating")
    )
    history: dict[tuple[str, str], list[tuple[date, float]]] = defaultdict(list)
    for system, category, month, rating in rows:
        history[system, category].append((month, rating))
    return dict(history)


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


#: Years of boards and online games the player page shows before "whole history".
RECENT_YEARS = 3


@dataclass
class PlayerGames:
    """The boards and online games shown (newest first), and the career counts."""

    boards: list[GameResult]
    online: list[GameResult]
    board_count: int
    online_count: int
    solos: int
    since: date | None = None  # the first day shown; None: the whole history

    @property
    def folded_away(self) -> int:
        """Results of the years not shown."""
        return self.board_count + self.online_count - len(self.boards) - len(self.online)


def player_games(player: Player, whole: bool = False) -> PlayerGames:
    """The player's boards and online games of the last RECENT_YEARS years they played
    (every year with ``whole``), newest first, with the career counts: three queries
    whatever the history's length (the busiest player has 1,800 results)."""
    mine = GameResult.objects.filter(player=player)
    per_year = list(
        mine.annotate(year=ExtractYear("game__end_date"))
        .values("year")
        .annotate(
            boards=Count("id", filter=Q(game__round__isnull=False)),
            online=Count("id", filter=Q(game__round__isnull=True)),
            solos=Count("id", filter=Q(game__round__isnull=False, centres__gte=SOLO_CENTRES)),
        )
        .order_by("-year")
    )
    counts = {k: sum(y[k] for y in per_year) for k in ("boards", "online", "solos")}
    since = None
    if not whole and len(per_year) > RECENT_YEARS:
        since = date(per_year[RECENT_YEARS - 1]["year"], 1, 1)
    rows = mine.select_related("game__round__tournament", "board_score").order_by(
        "-game__end_date", "-game_id"
    )
    if since is not None:
        rows = rows.filter(game__end_date__gte=since)
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
    return PlayerGames(boards, online, counts["boards"], counts["online"], counts["solos"], since)


def player_awards(player: Player) -> list[CountryAward]:
    return list(
        CountryAward.objects.filter(player=player)
        .select_related("tournament")
        .order_by("-tournament__end_date", "tournament_id", "power")
    )
