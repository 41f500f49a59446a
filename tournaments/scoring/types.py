"""The plain data of the scoring-systems engine: what a system takes (end
positions, boards, the organiser's aggregation) and what it returns (board
scores, standing rows), with the board's constants. Frozen dataclasses, no
Django: the readings these encode are in ``positions``' docstring.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

POWERS: tuple[str, ...] = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
TOTAL_CENTRES = 34
SOLO_CENTRES = 18
FIRST_YEAR = 1901
DEFAULT_END_YEAR = 1909

AGGREGATIONS: dict[str, str] = {
    "system": "The system's own rule",
    "sum": "Sum of all games",
    "best-n": "Best N games",
    "best-round-n": "Best game in each round, best N rounds",
}


@dataclass(frozen=True)
class Position:
    """One power's end position on one board."""

    player: Hashable
    power: str
    centres: int
    eliminated_year: int | None = None
    #: Optional centre chart: centres held at the end of each game year from 1901 on
    #: (index 0 = end of 1901), as the WDD pair's CT_01..CT_20 columns carry. Empty when
    #: the organiser did not record it; only systems that need it read it (their
    #: ``centre_chart`` says how). What a valid chart is: ``charts``.
    centres_by_year: tuple[int, ...] = ()

    @property
    def eliminated(self) -> bool:
        return self.centres == 0


@dataclass(frozen=True)
class BoardInput:
    """One board (game) of a tournament. ``end_year`` (optional) is the game year in which
    the game ended; it only matters for systems that credit years survived on a solo board."""

    round: int
    number: int
    positions: tuple[Position, ...]
    end_year: int | None = None


@dataclass(frozen=True)
class Aggregation:
    """How game scores add up to a tournament score (the organiser's choice)."""

    method: str = "system"
    n: int | None = None

    def __post_init__(self) -> None:
        if self.method not in AGGREGATIONS:
            raise ValueError(
                f"Unknown aggregation method {self.method!r}; expected one of "
                f"{', '.join(AGGREGATIONS)}"
            )
        if self.method in ("best-n", "best-round-n"):
            if not isinstance(self.n, int) or isinstance(self.n, bool) or self.n < 1:
                raise ValueError(f"Aggregation {self.method!r} needs n >= 1, got {self.n!r}")


@dataclass
class BoardScore:
    player: Hashable
    round: int
    number: int
    power: str
    score: float
    dropped: bool  # not counted by the aggregation


@dataclass
class StandingRow:
    player: Hashable
    rank: int
    score: float
    tier: int | None
    wins: int | None
    draws: int | None
    best_game: float | None
    games: int
    dip_pouch_score: float


@dataclass
class TournamentResult:
    rows: list[StandingRow]
    board_scores: list[BoardScore]
    awards: dict[str, list] = field(default_factory=dict)


def dip_pouch_percentile(n: int, p: int) -> float:
    """Dip Pouch percentile of placement ``p`` among ``n`` ranked players:
    ``(n + 0.5 - p) / n * 100`` (ties share the best placement, so pass the rank)."""
    if n < 1:
        raise ValueError("n must be at least 1")
    if not 1 <= p <= n:
        raise ValueError(f"placement {p} outside 1..{n}")
    return (n + 0.5 - p) / n * 100
