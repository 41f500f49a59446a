"""The player page: ratings in every table, rating history, events, games and awards."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from django.db.models import Count, IntegerField, OuterRef, Subquery

from ratings import leaderboards
from ratings.engines import ENGINES
from ratings.models import MonthlyRating

from ..models import ComputedStanding, CountryAward, GameResult, Player, Standing, Tournament
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


def player_ratings(player: Player) -> list[RatingLine]:
    """Every table the player is rated in, in registry order (two queries)."""
    rows = leaderboards.player_ratings(player.pk)  # registered tables only, in order
    sizes = {}
    if rows:
        sizes = {key: state.players for key, state in leaderboards.table_states().items()}
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
