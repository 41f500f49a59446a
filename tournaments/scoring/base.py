"""The shared ranking machinery of the scoring-systems engine (its data types: ``types``).

Rules: /work/shared/spec/scoring-systems.md ("Scoring systems: how one tournament ranks its
players"). Everything here is plain Python over frozen dataclasses: no Django, no ORM.

Game scores are computed exactly with :class:`fractions.Fraction` and only converted to
``float`` on the way out, so totals, tie detection and rankings never depend on the order in
which boards or positions are listed (floating-point addition is not associative; exact
rational addition is).

Around the :class:`ScoringSystem` base class, the rest of the engine lives in modules named
for what they own: ``positions`` (the readings every system shares of one end position:
elimination, solo, end year, places), ``games`` (a scored board and one player's game on it,
with the Squares-DAANZ game comparison) and ``ordering`` (exact totals, ranks and sort keys).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .games import (
    OUTCOME_DRAW,
    OUTCOME_WIN,
    PlayedGame,
    ScoredBoard,
    squares_daanz_game_head,
    squares_daanz_game_key,
)
from .ordering import (
    competition_ranks,
    exact_order,
    exact_sum,
    game_power_sort_key,
    player_sort_key,
    power_sort_key,
)
from .positions import board_end_year, validate_positions
from .types import (
    Aggregation,
    BoardInput,
    BoardScore,
    Position,
    StandingRow,
    TournamentResult,
    dip_pouch_percentile,
)


def _cmp(a, b) -> int:
    return (a > b) - (a < b)


# ---------------------------------------------------------------------------------------------
# The system base class
# ---------------------------------------------------------------------------------------------


@dataclass
class _Context:
    """Everything the ranking step may need."""

    games: dict[Hashable, list[PlayedGame]]  # player -> all their games (board order)
    counted: dict[Hashable, list[PlayedGame]]  # player -> games the aggregation counts
    totals: dict[Hashable, Fraction]


class ScoringSystem:
    """Base class of a scoring system. A subclass sets the metadata and implements
    :meth:`game_scores`; it may override :meth:`standing_keys` (tie-breaks),
    :meth:`selection_key` (which games "best N" keeps) and :meth:`game_key` (the game
    comparison used for best-country awards)."""

    slug: str = ""
    name: str = ""
    author: str = ""
    year: int | None = None
    kind: str = ""
    description: str = ""
    #: the same text in French (same paragraphs), shown on French pages
    description_fr: str = ""
    #: the rule in one line, for the catalogue and the README's table (and its French)
    summary: str = ""
    summary_fr: str = ""
    #: what the system does with a board's per-year centre chart
    #: (``Position.centres_by_year``) and without it, in English and French; empty for the
    #: systems that never read it (a property test holds them to it)
    centre_chart: str = ""
    centre_chart_fr: str = ""
    default_aggregation: Aggregation = Aggregation("system")
    #: what the "system" aggregation means for this system
    system_aggregation: Aggregation = Aggregation("sum")
    #: whether StandingRow.tier is filled in
    uses_tiers: bool = False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.slug!r}>"

    # --- game scoring ------------------------------------------------------------------------

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        """Exact scores, aligned with ``positions`` (already validated)."""
        raise NotImplementedError

    def exact_scores(
        self, positions: Sequence[Position], *, end_year: int | None = None
    ) -> list[Fraction]:
        positions = tuple(positions)
        validate_positions(positions, end_year)
        return self.game_scores(positions, board_end_year(positions, end_year))

    def score_game(
        self, positions: Sequence[Position], *, end_year: int | None = None
    ) -> list[float]:
        """Each position's game score, aligned with ``positions``."""
        return [float(s) for s in self.exact_scores(positions, end_year=end_year)]

    def played_games(self, board: BoardInput) -> list[PlayedGame]:
        positions = tuple(board.positions)
        validate_positions(positions, board.end_year)
        end_year = board_end_year(positions, board.end_year)
        scores = tuple(self.game_scores(positions, end_year))
        scored = ScoredBoard(positions, scores, end_year, board.round, board.number)
        return [PlayedGame(scored, i) for i in range(len(positions))]

    def game(self, board: BoardInput, player: Hashable) -> PlayedGame:
        """``player``'s game on ``board`` (for :meth:`compare_games`)."""
        for g in self.played_games(board):
            if g.player == player:
                return g
        raise KeyError(f"player {player!r} is not on board {board.round}.{board.number}")

    # --- game comparison ---------------------------------------------------------------------

    def game_key(self, game: PlayedGame) -> tuple:
        """Sort key of the system's game comparison (higher is better). Default: the
        Squares-DAANZ five-step comparison, using this system's own game scores. Every
        key begins with the game's outcome and score, as that one does (:meth:`awards`
        passes over the games that fall below a power's best on those two)."""
        return squares_daanz_game_key(game)

    def game_key_head(self, game: PlayedGame) -> tuple:
        """A prefix of :meth:`game_key` that is cheaper to build (a system overriding one
        overrides both). Default: steps 1 to 4 of the Squares-DAANZ comparison, without
        step 5's subtractions."""
        return squares_daanz_game_head(game)

    def compare_games(self, a: PlayedGame, b: PlayedGame) -> int:
        """1 if game ``a`` is better than ``b``, -1 if worse, 0 if they compare equal."""
        return _cmp(self.game_key(a), self.game_key(b))

    # --- aggregation -------------------------------------------------------------------------

    def selection_key(self, game: PlayedGame) -> tuple:
        """How "best N games" picks the games that count (higher is better)."""
        return (game.score,)

    def _select(self, games: list[PlayedGame], agg: Aggregation) -> list[PlayedGame]:
        if agg.method == "system":
            agg = self.system_aggregation
        if agg.method == "sum":
            return list(games)

        def order(gs: Iterable[PlayedGame]) -> list[PlayedGame]:
            # best first; equal games: the earlier board counts
            return sorted(
                gs, key=lambda g: (self.selection_key(g), -g.round, -g.number), reverse=True
            )

        if agg.method == "best-n":
            return order(games)[: agg.n]
        # best-round-n
        by_round: dict[int, list[PlayedGame]] = defaultdict(list)
        for g in games:
            by_round[g.round].append(g)
        round_bests = [order(gs)[0] for gs in by_round.values()]
        return order(round_bests)[: agg.n]

    # --- ranking -----------------------------------------------------------------------------

    def standing_keys(self, ctx: _Context) -> dict[Hashable, tuple]:
        """Per player, the key the standings sort on (higher is better); equal keys share a
        rank. Default: the total alone."""
        return {player: (total,) for player, total in ctx.totals.items()}

    def tier(self, ctx: _Context, player: Hashable) -> int | None:
        return None

    def rank(
        self, boards: Sequence[BoardInput], aggregation: Aggregation | None = None
    ) -> TournamentResult:
        agg = aggregation if aggregation is not None else self.default_aggregation
        ordered = sorted(boards, key=lambda b: (b.round, b.number))
        seen: set[tuple[int, int]] = set()
        for b in ordered:
            if (b.round, b.number) in seen:
                raise ValueError(f"two boards numbered {b.number} in round {b.round}")
            seen.add((b.round, b.number))

        all_games: list[PlayedGame] = []
        for b in ordered:
            all_games.extend(sorted(self.played_games(b), key=game_power_sort_key))
        games: dict[Hashable, list[PlayedGame]] = defaultdict(list)
        for g in all_games:
            games[g.player].append(g)

        counted = {p: self._select(gs, agg) for p, gs in games.items()}
        counted_ids = {id(g) for gs in counted.values() for g in gs}
        totals = {p: exact_sum([g.score for g in gs]) for p, gs in counted.items()}
        ctx = _Context(games=dict(games), counted=counted, totals=totals)

        keys = {p: exact_order(key) for p, key in self.standing_keys(ctx).items()}
        # highest key first, equal keys in player order: the second sort is stable, so it
        # keeps the first one's order among equal keys
        players = sorted(sorted(games, key=player_sort_key), key=keys.__getitem__, reverse=True)
        n = len(players)
        rows = []
        for p, rank in zip(players, competition_ranks([keys[p] for p in players]), strict=True):
            gs = games[p]
            outcomes = [g.outcome for g in gs]
            rows.append(
                StandingRow(
                    player=p,
                    rank=rank,
                    score=float(totals[p]),
                    tier=self.tier(ctx, p) if self.uses_tiers else None,
                    wins=outcomes.count(OUTCOME_WIN),
                    draws=outcomes.count(OUTCOME_DRAW),
                    # the best game's float is the largest: rounding keeps the order
                    best_game=max([g.value for g in gs]),
                    games=len(gs),
                    dip_pouch_score=dip_pouch_percentile(n, rank),
                )
            )

        board_scores = [
            BoardScore(
                g.player,
                g.board.round,
                g.board.number,
                g.power,
                g.value,
                id(g) not in counted_ids,
            )
            for g in all_games
        ]
        return TournamentResult(rows=rows, board_scores=board_scores, awards=self.awards(all_games))

    def awards(self, games: Sequence[PlayedGame]) -> dict[str, list]:
        """Best country awards: per power, the player(s) whose best game with that power
        compares best; exactly equal best games share the award.

        Keys compare element by element, and each begins with the game's outcome and
        score (:meth:`game_key`): a game whose outcome and score's float fall below the
        power's best so far (rounding keeps the order) is passed over without a key, most
        games of a tournament. The others compare as their :meth:`game_key_head` does
        when it differs from the best's: the full key (step 5's seven subtractions of
        exact scores) is built only for games that tie the best's head."""
        # power -> [(outcome, score's float), head, full key or None, a best game]
        best: dict[str, list] = {}
        winners: dict[str, set] = {}
        for g in games:
            power = g.power
            held = best.get(power)
            if held is not None and (g.outcome, g.value) < held[0]:
                continue
            head = self.game_key_head(g)
            if held is None or head > held[1]:
                best[power] = [(g.outcome, g.value), head, None, g]
                winners[power] = {g.player}
            elif head == held[1]:
                if held[2] is None:
                    held[2] = self.game_key(held[3])
                key = self.game_key(g)
                if key > held[2]:
                    best[power] = [(g.outcome, g.value), head, key, g]
                    winners[power] = {g.player}
                elif key == held[2]:
                    winners[power].add(g.player)
        return {
            power: sorted(winners[power], key=player_sort_key)
            for power in sorted(best, key=power_sort_key)
        }
