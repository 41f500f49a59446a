"""One board's scored games and the Squares-DAANZ game comparison that reads them.

A tournament reads each game's player, power, score and outcome, and each board's soloist,
places and step-5 differences, for every player several times over (grouping, totals,
standing rows, tie-breaks, best-country awards). They are worked out once, in these two
types, which every system shares: the :class:`~tournaments.scoring.base.ScoringSystem` builds
them, and the systems' game keys and tie-breaks read them.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from .positions import elimination_year, soloist_index
from .types import POWERS, Position

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
