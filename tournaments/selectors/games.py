"""One game's page (an online game, or a tournament board): its settings, each
player's power, centres and outcome, and what it did in every rating table
it counted in (Ghost Rating's x, expected and actual scores, each player's
rating before and after). Three queries whatever the game."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext_lazy as _

from ratings import histories
from ratings.engines import ENGINES
from ratings.engines.ghost_rules import LAST_UNRATED_TURN
from ratings.engines.outcomes import DEFAULT_SOLO_CENTRES, SOLO_CENTRES, duel_score, phase_class

from ..models import POWERS, Game, GameResult, ResultStatus
from .rating_history import ghost_actual

POWER_ORDER = {p: i for i, p in enumerate(POWERS)}
SOLO, DRAW, LOST, ELIMINATED = "solo", "draw", "lost", "eliminated"  # multiplayer
RESIGNED = "resigned"  # left the game: out of the draw (webDiplomacy's status)
WON, DREW, DEFEATED = "won", "drew", "defeated"  # 1v1
OUTCOMES = {
    SOLO: _("Solo"),
    DRAW: _("In the draw"),
    LOST: _("Survived"),
    ELIMINATED: _("Eliminated"),
    RESIGNED: _("Resigned"),
    WON: _("Won"),
    DREW: _("Drew"),
    DEFEATED: _("Lost"),
}


@dataclass
class Impact:
    """One player's change in one table."""

    result: GameResult
    before: float
    after: float
    expected: float | None = None
    actual: float | None = None

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass
class TableImpact:
    """What the game did in one rating table."""

    system: str
    system_name: str
    category: str
    category_name: str
    weight: float | None  # Ghost: x (K in 1v1)
    impacts: list[Impact] = field(default_factory=list)


@dataclass
class GameLine:
    result: GameResult
    outcome: str
    changes: dict = field(default_factory=dict)  # (system, category) -> Impact
    cells: list = field(default_factory=list)  # Impact or None, in the view's table order

    @property
    def outcome_label(self) -> str:
        return OUTCOMES[self.outcome]


@dataclass
class GameView:
    game: Game
    lines: list[GameLine]
    tables: list[TableImpact]
    soloist: GameResult | None
    survivors: int
    phase: str  # "live" or "standard"
    duel: bool
    unrated: str = ""  # why webDiplomacy's Ghost Rating counts the game nowhere


def outcomes(results: list[GameResult], variant: str) -> tuple[list[str], GameResult | None]:
    """Each player's outcome as the rating rules read the end position, and the soloist."""
    if variant in ("fva", "gvi") and len(results) == 2:
        first = duel_score([(r.player_id, r.centres, r.eliminated_year) for r in results], variant)
        names = {1.0: (WON, DEFEATED), 0.0: (DEFEATED, WON), 0.5: (DREW, DREW)}[first]
        return list(names), results[0] if first == 1.0 else results[1] if first == 0.0 else None
    target = SOLO_CENTRES.get(variant, DEFAULT_SOLO_CENTRES)
    top = max((r.centres for r in results), default=0)
    soloist = next((r for r in results if r.centres == top), None) if top >= target else None
    out = []
    for r in results:
        if soloist is not None:
            out.append(SOLO if r is soloist else ELIMINATED if r.eliminated_year else LOST)
        else:
            out.append(ELIMINATED if r.eliminated_year is not None else DRAW)
    return out, soloist


def game_view(game: Game) -> GameView:
    results = list(
        GameResult.objects.filter(game=game).select_related("player").order_by("player_id")
    )
    names, soloist = outcomes(results, game.variant)
    left = frozenset(r.player_id for r in results if r.status == ResultStatus.RESIGNED)
    names = [RESIGNED if r.player_id in left else n for r, n in zip(results, names, strict=True)]
    by_player = {r.player_id: r for r in results}
    rated = [(r.player_id, r.centres, r.eliminated_year) for r in results]
    index = {r.player_id: i for i, r in enumerate(results)}
    lines = [GameLine(r, name) for r, name in zip(results, names, strict=True)]
    line_of = {line.result.player_id: line for line in lines}
    tables: dict[tuple[str, str], TableImpact] = {}
    for c in histories.changes_for_game(game):
        engine = ENGINES.get(c.system)
        result = by_player.get(c.player_id)
        if engine is None or result is None:
            continue
        key = (c.system, c.category)
        table = tables.get(key)
        if table is None:
            table = tables[key] = TableImpact(
                c.system, engine.name, c.category, engine.category(c.category).name, c.weight
            )
        impact = Impact(result, c.before, c.after)
        if c.system == "ghost" and c.score is not None:
            impact.actual = ghost_actual(c.category, game, rated, index[c.player_id], left)
            if impact.actual is not None:
                impact.expected = impact.actual - c.score
        table.impacts.append(impact)
        line_of[c.player_id].changes[key] = impact
    order = {(e.slug, cat.slug): i for i, (e, cat) in enumerate(_tables())}
    ordered = sorted(tables.values(), key=lambda t: order.get((t.system, t.category), 99))
    for t in ordered:
        t.impacts.sort(key=lambda i: (-i.change, POWER_ORDER.get(i.result.power, 99)))
    lines.sort(key=lambda line: (POWER_ORDER.get(line.result.power, 99), line.result.power))
    for line in lines:
        line.cells = [line.changes.get((t.system, t.category)) for t in ordered]
    return GameView(
        game=game,
        lines=lines,
        tables=ordered,
        soloist=soloist,
        survivors=sum(1 for r in results if r.eliminated_year is None),
        phase=phase_class(game.phase_minutes),
        duel=game.variant in ("fva", "gvi"),
        unrated=unrated_reason(game),
    )


def unrated_reason(game: Game) -> str:
    """Why webDiplomacy's rules keep this game out of every Ghost Rating table
    (``ghost_rules.rated``), in the page's language; "" when it counts."""
    if game.round_id is not None:
        return ""
    if game.bot:
        return str(_("Bots played this game: Ghost Rating counts it in no category."))
    if game.turns is not None and game.turns <= LAST_UNRATED_TURN:
        return str(
            _("It ended at turn %(turns)s: games of 3 turns or fewer count in no category.")
            % {"turns": game.turns}
        )
    return ""


def _tables():
    return [(e, c) for e in ENGINES.values() for c in e.categories]
