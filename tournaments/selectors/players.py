"""The player page: ratings in every table, rating history, events, games and awards."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.core.paginator import Page, Paginator
from django.db.models import (
    Case,
    F,
    IntegerField,
    OuterRef,
    Q,
    Subquery,
    Value,
    When,
)
from django.db.models.functions import Coalesce

from ratings import leaderboards
from ratings.engines import ENGINES

from ..models import ComputedStanding, CountryAward, GameResult, Player, Standing
from ..scoring.types import SOLO_CENTRES
from .common import count_in, leaderboard_url, of_unpublished_events
from .player_lines import (
    AWARD_LINE_FIELDS,
    GAME_LINE_FIELDS,
    AwardLine,
    GameLine,
    award_line,
    game_line,
)
from .refs import TOURNAMENT_REF_FIELDS, TournamentRef


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


def player_rating_history(
    player: Player, table: tuple[str, str]
) -> dict[tuple[str, str], list[tuple[date, float]]]:
    """{(system, category): [(month, rating), ...]} of the one table whose
    chart the page draws, from the player's changes in it (one query)."""
    return {table: leaderboards.rating_history(player.pk, *table)}


@dataclass
class EventLine:
    tournament: TournamentRef
    rank: int
    players: int
    percentile: float | None
    score: float | None
    published: bool


def player_events(player: Player) -> list[EventLine]:
    """The player's placements, newest first: published ones, and the computed ones of events
    without published placements (two queries)."""
    fields = ("rank", "dip_pouch_score", "score", *TOURNAMENT_REF_FIELDS)
    published = (
        Standing.objects.filter(player=player)
        .order_by()
        .annotate(n=_count_in(Standing))
        .values_list(*fields, "n")
    )
    computed = (
        of_unpublished_events(ComputedStanding.objects.filter(player=player))
        .order_by()
        .annotate(n=_count_in(ComputedStanding))
        .values_list(*fields, "n")
    )
    lines = [
        EventLine(TournamentRef(*t), rank, n or 0, percentile, score, is_published)
        for rows, is_published in ((published, True), (computed, False))
        for rank, percentile, score, *t, n in rows
    ]
    lines.sort(
        key=lambda e: (e.tournament.end_date, e.tournament.start_date, e.tournament.pk),
        reverse=True,
    )
    return lines


def _count_in(model) -> Subquery:
    return count_in(model.objects.filter(tournament=OuterRef("tournament")))


#: Years of boards and online games the player page shows before "whole history".
#: boards, and online games, shown a page (a busy online player has 1,800 results)
GAMES_PER_PAGE = 50


@dataclass
class PlayerGames:
    """A page of the player's boards and a page of their online games (newest
    first), and the career counts."""

    boards: list[GameLine]
    online: list[GameLine]
    board_count: int
    online_count: int
    solos: int
    board_page: Page
    online_page: Page


def _page(count: int, number) -> Page:
    """The requested page of a list of ``count`` rows (a bad or too-large number
    gives the nearest page), without reading the rows."""
    return Paginator(range(count), GAMES_PER_PAGE).get_page(number)


def result_ids(player: Player):
    """(id, online, centres) of every result of the player, in the lists'
    order (boards, then online games; newest first): read from the player's
    results index and the games' sort keys index alone (``result_player_idx``,
    ``game_sort_keys_idx``: the busiest player's 1,816 results 28 -> 10 ms
    on PostgreSQL)."""
    online = Case(
        When(game__round__isnull=True, then=Value(1)), default=Value(0), output_field=IntegerField()
    )
    board_only = Q(game__round__isnull=False)
    order = [
        Coalesce("game__round__tournament__end_date", "game__end_date").desc(),
        F("game__round__tournament_id").desc(nulls_last=True),
        F("game__round__number").asc(nulls_last=True),
        Case(When(board_only, then=F("game__number"))).asc(nulls_last=True),
        F("game_id").desc(),
    ]
    return (
        GameResult.objects.filter(player=player)
        .annotate(online=online)
        .order_by("online", *order)
        .values_list("id", "online", "centres")
    )


def player_games(player: Player, board_page=None, online_page=None) -> PlayerGames:
    """A page of the player's boards and one of their online games, with the
    career counts, in two queries whatever the history's length: the ids of
    every result in the lists' order (with what the counts need), then the
    two pages' rows with what they show. Only ids are read for the whole
    history: sorting and counting them costs a few milliseconds where a row
    number over the full rows (every join's columns) cost over twenty."""
    ids = result_ids(player)
    board_ids, online_ids, solos = [], [], 0
    for pk, is_online, centres in ids:
        if is_online:
            online_ids.append(pk)
        else:
            board_ids.append(pk)
            solos += centres >= SOLO_CENTRES
    boards_at = _page(len(board_ids), board_page)
    online_at = _page(len(online_ids), online_page)
    boards_shown, online_shown = _on_page(board_ids, boards_at), _on_page(online_ids, online_at)
    rows = (
        GameResult.objects.filter(id__in=boards_shown + online_shown)
        .order_by()
        .values_list(*GAME_LINE_FIELDS)
    )
    by_id = {line.pk: line for line in map(game_line, rows)}
    return PlayerGames(
        [by_id[pk] for pk in boards_shown if pk in by_id],
        [by_id[pk] for pk in online_shown if pk in by_id],
        len(board_ids),
        len(online_ids),
        solos,
        boards_at,
        online_at,
    )


def _on_page(ids: list, page: Page) -> list:
    start = (page.number - 1) * GAMES_PER_PAGE
    return ids[start : start + GAMES_PER_PAGE]


def player_awards(player: Player) -> list[AwardLine]:
    rows = (
        CountryAward.objects.filter(player=player)
        .order_by("-tournament__end_date", "tournament_id", "power")
        .values_list(*AWARD_LINE_FIELDS)
    )
    return [award_line(row) for row in rows]
