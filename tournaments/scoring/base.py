"""The shared ranking machinery of the scoring-systems engine (its data types: ``types``).

Rules: /work/shared/spec/scoring-systems.md ("Scoring systems: how one tournament ranks its
players"). Everything here is plain Python over frozen dataclasses: no Django, no ORM.

Game scores are computed exactly with :class:`fractions.Fraction` and only converted to
``float`` on the way out, so totals, tie detection and rankings never depend on the order in
which boards or positions are listed (floating-point addition is not associative; exact
rational addition is).

Readings shared by every system (each system's description repeats the ones it relies on):

* A power is eliminated when it holds 0 centres; ``eliminated_year`` records when. A
  0-centre power whose year is not recorded is taken as eliminated in the board's end year.
* A board is a solo when one power holds 18 or more centres; every other board is a draw of
  all survivors (DIAS).
* The board's end year is ``BoardInput.end_year`` when recorded; otherwise the later of 1909
  (the usual tournament year limit) and the last recorded elimination year.
* Positions on the board are ranked 1st, 2nd, ... so a board of fewer than seven powers uses
  the first place values (a six-power board: 7000 down to 2000 in Win Tier and Carnage).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from math import lcm

from .charts import board_problem
from .types import (
    DEFAULT_END_YEAR,
    FIRST_YEAR,
    POWERS,
    SOLO_CENTRES,
    TOTAL_CENTRES,
    Aggregation,
    BoardInput,
    BoardScore,
    Position,
    StandingRow,
    TournamentResult,
    dip_pouch_percentile,
)

_POWER_INDEX = {power: i for i, power in enumerate(POWERS)}


# ---------------------------------------------------------------------------------------------
# Board helpers (pure functions over positions)
# ---------------------------------------------------------------------------------------------


def validate_positions(positions: Sequence[Position], end_year: int | None = None) -> None:
    """Raise ValueError for a board that cannot be a Diplomacy end position."""
    if not positions:
        raise ValueError("a board needs at least one position")
    if len(positions) > len(POWERS):
        raise ValueError(f"a board has at most {len(POWERS)} positions, got {len(positions)}")
    powers = [p.power for p in positions]
    for power in powers:
        if power not in _POWER_INDEX:
            raise ValueError(f"unknown power {power!r}")
    if len(set(powers)) != len(powers):
        raise ValueError(f"a power appears twice on one board: {sorted(powers)}")
    players = [p.player for p in positions]
    if len(set(players)) != len(players):
        raise ValueError("a player appears twice on one board")
    for p in positions:
        if isinstance(p.centres, bool) or not isinstance(p.centres, int) or p.centres < 0:
            raise ValueError(f"{p.power}: centres must be a non-negative int, got {p.centres!r}")
        if p.eliminated_year is not None and p.centres > 0:
            raise ValueError(f"{p.power} holds {p.centres} centres but has an elimination year")
        if p.eliminated_year is not None and p.eliminated_year < FIRST_YEAR:
            raise ValueError(f"{p.power}: elimination year {p.eliminated_year} before 1901")
    total = sum(p.centres for p in positions)
    if total > TOTAL_CENTRES:
        raise ValueError(f"the board holds {total} centres, more than {TOTAL_CENTRES}")
    if total == 0:
        raise ValueError("a board needs at least one survivor")
    if end_year is not None:
        known = [p.eliminated_year for p in positions if p.eliminated_year is not None]
        if known and end_year < max(known):
            raise ValueError(f"end year {end_year} is before an elimination year {max(known)}")
    charts = board_problem(positions)
    if charts is not None:
        power, problem = charts
        raise ValueError(f"{power.power}: {problem}" if power is not None else str(problem))


def soloist_index(positions: Sequence[Position]) -> int | None:
    """Index of the power holding 18+ centres, or None for a draw."""
    for i, p in enumerate(positions):
        if p.centres >= SOLO_CENTRES:
            return i
    return None


def board_end_year(positions: Sequence[Position], end_year: int | None = None) -> int:
    """The game year the board ended in (see the module docstring for the fallback)."""
    if end_year is not None:
        return end_year
    known = [p.eliminated_year for p in positions if p.eliminated_year is not None]
    return max([DEFAULT_END_YEAR, *known])


def elimination_year(position: Position, end_year: int) -> int | None:
    """Effective elimination year: None for a survivor, the board's end year if unrecorded."""
    if not position.eliminated:
        return None
    return position.eliminated_year if position.eliminated_year is not None else end_year


def split_places(
    keys: Sequence, value_of_place: Callable[[int], Fraction], share: str = "mean"
) -> list[Fraction]:
    """Places 1..n by ``keys`` (higher key = better place). Players with equal keys cover a
    block of places and each gets the mean of those places' values (``share="mean"``) or the
    value of the lowest place of the block (``share="lowest"``).

    Sorted best first, equal keys are adjacent: one pass finds each block, and a block's
    value is worked out once for all the players sharing it. A block of one place (most
    of them) takes that place's value as it is: its mean, without the exact sum and
    division."""
    n = len(keys)
    order = sorted(range(n), key=keys.__getitem__, reverse=True)
    out: list[Fraction] = [Fraction(0)] * n
    start = 0
    while start < n:
        end = start + 1
        while end < n and keys[order[end]] == keys[order[start]]:
            end += 1
        if share == "mean" and end - start > 1:
            value = Fraction(
                sum(value_of_place(pl) for pl in range(start + 1, end + 1)), end - start
            )
        else:
            value = Fraction(value_of_place(end))
        for i in order[start:end]:
            out[i] = value
        start = end
    return out


def competition_ranks(ordered: Sequence) -> list[int]:
    """Competition ranks of keys sorted best first: 1 + how many keys are strictly better,
    so equal keys share a rank and the next rank skips. Sorted, equal keys are adjacent
    and every key before a block is better: one pass instead of comparing every pair."""
    ranks: list[int] = []
    for i, key in enumerate(ordered):
        ranks.append(ranks[-1] if i and key == ordered[i - 1] else i + 1)
    return ranks


def win_tier_order_keys(positions: Sequence[Position], end_year: int) -> list[tuple[int, int]]:
    """Keys ordering a board as Win Tier and Carnage do: survivors by centres, then eliminated
    players by elimination year (later is better; the same year ties)."""
    keys = []
    for p in positions:
        year = elimination_year(p, end_year)
        keys.append((1, p.centres) if year is None else (0, year))
    return keys


def squares(positions: Sequence[Position]) -> list[Fraction]:
    """``centres^2 / sum(centres^2) * 100`` for every position."""
    total = sum(p.centres**2 for p in positions)
    return [Fraction(100 * p.centres**2, total) for p in positions]


def player_sort_key(player: Hashable) -> tuple:
    """A deterministic order for arbitrary hashable player ids (numbers, then strings,
    then anything else by its repr)."""
    if isinstance(player, bool):
        return (2, 0, repr(player))
    if isinstance(player, int | float | Fraction):
        return (0, player, "")
    if isinstance(player, str):
        return (1, 0, player)
    return (2, 0, f"{type(player).__name__}:{player!r}")


def power_sort_key(power: str) -> int:
    return _POWER_INDEX.get(power, len(POWERS))


def _power_order(game: PlayedGame) -> int:
    """``power_sort_key`` of a game's power."""
    return _POWER_INDEX.get(game.power, len(POWERS))


# ---------------------------------------------------------------------------------------------
# One player's game
# ---------------------------------------------------------------------------------------------

OUTCOME_WIN, OUTCOME_DRAW, OUTCOME_ELIMINATION, OUTCOME_LOSS = 3, 2, 1, 0


@dataclass(frozen=True)
class ScoredBoard:
    """One board with a system's exact scores for its positions (aligned with ``positions``).

    The facts every game on the board reads about the whole board (the soloist, the places
    by centres, the order of the comparison's step 5) are worked out once, on first use,
    and shared by the board's games: a tournament reads them for every player of every
    board, several times over (tie-breaks, best-country awards)."""

    positions: tuple[Position, ...]
    scores: tuple[Fraction, ...]
    end_year: int
    round: int = 0
    number: int = 0

    @cached_property
    def soloist(self) -> int | None:
        return soloist_index(self.positions)

    @cached_property
    def places_by_centres(self) -> dict[int, tuple[int, int]]:
        """centres -> (-players holding more centres, -players holding as many): step 3 of
        the game comparison. Sorted best first, the first index of a count is how many
        hold more (a Counter cost more than sorting the board's seven counts)."""
        held = sorted((p.centres for p in self.positions), reverse=True)
        places: dict[int, tuple[int, int]] = {}
        for better, centres in enumerate(held):
            if centres not in places:
                places[centres] = (-better, -held.count(centres))
        return places

    @cached_property
    def differences(self) -> tuple[tuple[Fraction, ...], ...]:
        """Step 5 for every position: its score minus the score of the 1st, 2nd, ... 7th
        placed player, places ordered by centres, then score (eliminated players and the
        padding of a short board count 0). Positions on equal scores share one tuple, and
        ``score - 0`` is ``score``, so only the other subtractions are done."""
        survivors = sorted(
            (
                (p.centres, s)
                for p, s in zip(self.positions, self.scores, strict=True)
                if not p.eliminated
            ),
            reverse=True,
        )
        placed = [s for _, s in survivors] + [Fraction(0)] * (len(POWERS) - len(survivors))
        by_score: dict[Fraction, tuple[Fraction, ...]] = {}
        for score in self.scores:
            if score not in by_score:
                by_score[score] = tuple(score - s if s else score for s in placed)
        return tuple(by_score[score] for score in self.scores)


class PlayedGame:
    """One player's game: the scored board and which position is theirs.

    Its player, power, score and outcome are read once, when it is built, into slots: a
    tournament reads them for every game several times over (grouping, totals, standing
    rows, board scores, awards), and the frozen dataclass it was, with a property each,
    spent a fifth of the ranking on those reads."""

    __slots__ = ("board", "index", "position", "player", "power", "score", "value", "outcome")

    def __init__(self, board: ScoredBoard, index: int) -> None:
        self.board = board
        self.index = index
        self.position = position = board.positions[index]
        self.player: Hashable = position.player
        self.power: str = position.power
        self.score: Fraction = board.scores[index]
        #: the score as a float, as the standings store it
        self.value = float(self.score)
        #: Squares-DAANZ outcome class: 3 win, 2 draw, 1 elimination (no winner), 0 loss
        solo = board.soloist
        if solo is not None:
            self.outcome = OUTCOME_WIN if solo == index else OUTCOME_LOSS
        else:
            self.outcome = OUTCOME_ELIMINATION if position.eliminated else OUTCOME_DRAW

    def __repr__(self) -> str:
        return f"PlayedGame(board={self.board!r}, index={self.index!r})"

    @property
    def positions(self) -> tuple[Position, ...]:
        return self.board.positions

    @property
    def scores(self) -> tuple[Fraction, ...]:
        return self.board.scores

    @property
    def end_year(self) -> int:
        return self.board.end_year

    @property
    def round(self) -> int:
        return self.board.round

    @property
    def number(self) -> int:
        return self.board.number

    @property
    def is_win(self) -> bool:
        return self.outcome == OUTCOME_WIN

    @property
    def is_draw(self) -> bool:
        return self.outcome == OUTCOME_DRAW


def squares_daanz_game_head(game: PlayedGame) -> tuple:
    """Steps 1 to 4 of :func:`squares_daanz_game_key`, which begins with them: the steps
    that read only the player's own position, the soloist and the places by centres."""
    board = game.board
    me = game.position
    better, sharing = board.places_by_centres[me.centres]
    year = elimination_year(me, board.end_year)
    return (game.outcome, game.score, better, sharing, 10_000 if year is None else year)


def squares_daanz_game_key(game: PlayedGame) -> tuple:
    """Sort key of the Squares-DAANZ five-step game comparison (higher is better):

    1. outcome class: win > draw > elimination (no winner) > loss (someone else won);
    2. game score;
    3. place by centres: the better place first, then the fewer players sharing it;
    4. elimination year (later is better; a survivor beats any elimination year);
    5. the player's score minus the score of the 1st, 2nd, ... 7th placed player, in turn
       (eliminated players count 0; a board of fewer than seven is padded with 0s).

    Steps 3 and 5 read the whole board: :class:`ScoredBoard` works them out once a board.
    """
    return (*squares_daanz_game_head(game), game.board.differences[game.index])


def exact_sum(values: Sequence[Fraction]) -> Fraction:
    """``sum(values, Fraction(0))``, the numerators added over the denominators' least
    common multiple: whole numbers added in C, where adding Fractions one by one
    reduced every partial sum by its gcd, in Python."""
    common = lcm(*[v.denominator for v in values])
    return Fraction(sum([v.numerator * (common // v.denominator) for v in values]), common)


#: the numbers ``exact_order`` pairs with their float
_NUMBERS = frozenset({int, bool, float, Fraction})


def exact_order(key: tuple) -> tuple:
    """``key`` with each number ``x`` in it as ``(float(x), x)``: the same order and the
    same ties, exactly (rounding to the nearest float never reverses two numbers, and
    equal floats go on to the numbers themselves), but two Fractions are told apart
    by their floats, in C."""
    return tuple((float(x), x) if type(x) in _NUMBERS else x for x in key)


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
            all_games.extend(sorted(self.played_games(b), key=_power_order))
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
