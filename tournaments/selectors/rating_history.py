"""A player's history in one rating table: every event or game that moved
their rating, newest first, 50 a page, with what each system's rule used.

What a change stores is the engine's (before, after, and per system its
score and weight: Dip Pouch S and V, Ghost actual - expected and x,
OpenSkill mu and sigma after the game); the rest comes from the rule's own
functions: Dip Pouch's placement P back from S and N, Ghost's actual score
from the game's end position (``ghost.actual_scores``, ``ghost.ghost_duel_score``)
and so its expected score, OpenSkill's (mu, sigma) before a game from the
player's previous change. The page's reads do not grow with the history: the
player's trail (the chart's points and the page's changes, in one value),
and one query for what the page's rows need.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

from django.core.paginator import Paginator

from ratings import histories, leaderboards
from ratings.engines import RatingEngine
from ratings.engines.dip_pouch import placement
from ratings.engines.ghost import RULES_BY_SLUG, actual_scores, ghost_duel_score
from ratings.engines.openskill_pl import MODEL

from ..models import Game, GameResult, Player, ResultStatus, Tournament

PER_PAGE = 50


@dataclass
class HistoryLine:
    """One event or game and what it did to the player's rating."""

    date: date
    tournament: object | None  # Tournament (an event, or a board's event)
    game: object | None  # Game
    before: float
    after: float
    # Dip Pouch
    place: int | None = None
    players: int | None = None
    percentile: float | None = None
    value: float | None = None
    # Ghost
    x: float | None = None
    expected: float | None = None
    actual: float | None = None
    # OpenSkill
    mu_before: float | None = None
    mu_after: float | None = None
    sigma_before: float | None = None
    sigma_after: float | None = None

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass
class YearEnd:
    day: date
    rating: float
    rank: int
    national_rank: int | None
    players: int | None


@dataclass
class History:
    engine: RatingEngine
    category: str
    row: object | None  # the player's Rating row today (None: not listed)
    table_size: int | None
    points: list[tuple[date, float]]
    year_ends: list[YearEnd]
    page: object  # django Page of HistoryLine
    peak: tuple[date, float] | None = None
    categories: list[str] = field(default_factory=list)  # this system's, the player listed


def _lines(engine: RatingEngine, category: str, changes: list) -> list[HistoryLine]:
    """The page's lines, with their events or games (one query)."""
    lines = []
    if engine.input == "events":
        events = Tournament.objects.in_bulk({c.tournament_id for c in changes})
        games = {}
    else:
        events = {}
        games = Game.objects.select_related("round__tournament").in_bulk(
            {c.game_id for c in changes}
        )
    for c in changes:
        game = games.get(c.game_id)
        tournament = events.get(c.tournament_id) or (
            game.round.tournament if game is not None and game.round_id else None
        )
        lines.append(HistoryLine(c.date, tournament, game, c.before, c.after))
    if engine.slug == "dip-pouch":
        for line, c in zip(lines, changes, strict=True):
            line.percentile, line.value, line.players = c.score, c.weight, c.size
            if c.score is not None:
                line.place = placement(c.size, c.score)
    elif engine.slug == "ghost":
        _ghost(category, lines, changes)
    elif engine.slug == "openskill":
        for line, c in zip(lines, changes, strict=True):
            line.mu_after, line.sigma_after = c.mu, c.sigma
    return lines


def _ghost(category: str, lines: list[HistoryLine], changes: list) -> None:
    """x, and the actual and expected scores (expected = actual - stored difference)."""
    results, resigned = defaultdict(list), defaultdict(set)
    rows = (
        GameResult.objects.filter(game_id__in={c.game_id for c in changes})
        .order_by("game_id", "player_id")
        .values_list("game_id", "player_id", "centres", "eliminated_year", "status")
    )
    for game_id, player_id, centres, eliminated, status in rows:
        results[game_id].append((player_id, centres, eliminated))
        if status == ResultStatus.RESIGNED:
            resigned[game_id].add(player_id)
    for line, c in zip(lines, changes, strict=True):
        line.x = c.weight
        res = results.get(c.game_id)
        players = [r[0] for r in res or ()]
        if c.score is None or c.player_id not in players:
            continue
        actual = ghost_actual(
            category, line.game, res, players.index(c.player_id), frozenset(resigned[c.game_id])
        )
        if actual is not None:
            line.actual, line.expected = actual, actual - c.score


def ghost_actual(
    category: str, game, results: list[tuple], i: int, resigned=frozenset()
) -> float | None:
    """The actual score Ghost Rating gave player ``i`` of a game in a category:
    the engine's own rule (its share of a multiplayer result, or the 1v1
    outcome). ``results``: (player, centres, eliminated year), by player id,
    as the engine reads them; ``resigned``: the players who left the game."""
    if RULES_BY_SLUG[category].one_v_one:
        first = ghost_duel_score(results, game.variant, resigned)
        return None if first is None else (first if i == 0 else 1.0 - first)
    return actual_scores(results, game.variant, game.game_scoring, resigned)[i]


def _gaussians_before(lines: list[HistoryLine], older) -> None:
    """OpenSkill's (mu, sigma) before each game: the one after the player's
    previous game (``older``: the change just before the page's last one)."""
    previous = (older.mu, older.sigma) if older is not None else (MODEL.mu, MODEL.sigma)
    for line in reversed(lines):  # oldest first
        line.mu_before, line.sigma_before = previous
        previous = (line.mu_after, line.sigma_after)


class _KnownCount(Paginator):
    """A paginator told the number of rows (the chart's points already counted them)."""

    def __init__(self, object_list, per_page, count: int):
        super().__init__(object_list, per_page)
        self.__dict__["count"] = count


def player_history(player: Player, engine: RatingEngine, category: str, page) -> History:
    """What the history page shows (five queries whatever the history)."""
    table = leaderboards.resolve(engine.slug, category)
    trail = histories.player_trail(player.pk, table.system, table.slug)
    points = trail.points()
    paginator = _KnownCount(range(len(trail)), PER_PAGE, len(trail))
    page_obj = paginator.get_page(page)
    start = (page_obj.number - 1) * PER_PAGE
    rows = trail.newest_first(start, start + PER_PAGE + (1 if engine.slug == "openskill" else 0))
    shown, older = rows[:PER_PAGE], rows[PER_PAGE:]
    lines = _lines(engine, table.slug, shown)
    if engine.slug == "openskill":
        _gaussians_before(lines, older[0] if older else None)
    page_obj.object_list = lines
    tables = leaderboards.player_tables(player.pk, table.system)  # where the player is listed
    row = next((r for r in tables if r.category == table.slug), None)
    return History(
        engine=engine,
        category=table.slug,
        row=row,
        table_size=row.table_size if row is not None else None,
        points=points,
        year_ends=[
            YearEnd(*r) for r in leaderboards.player_year_ends(player.pk, table.system, table.slug)
        ],
        page=page_obj,
        peak=max(points, key=lambda p: p[1]) if points else None,
        categories=[r.category for r in tables],
    )
