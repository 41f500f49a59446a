"""The importer's plain records: what every input format is parsed into.

Parsers (JSON bundle, CSV standings, and any later format) only produce these;
one writer turns them into rows. So a new format is a parser, never a second
writer.
"""

from dataclasses import dataclass, field
from datetime import date


@dataclass(slots=True)
class PlayerIn:
    key: str
    first_name: str
    last_name: str
    nationality: str = ""
    location: str = ""


@dataclass(slots=True)
class CircuitIn:
    key: str
    name: str
    season: str = ""
    best_of: int | None = None


@dataclass(slots=True)
class ResultIn:
    player: str  # player key
    power: str
    centres: int
    eliminated_year: int | None = None


@dataclass(slots=True)
class GameIn:
    """A tournament board (round/number set) or a standalone game (key set)."""

    end_date: date | None
    results: list[ResultIn]
    key: str | None = None
    round: int | None = None
    number: int | None = None
    variant: str = "classic"
    press: str = "full"
    phase_minutes: int | None = None
    game_scoring: str = "dss"


@dataclass(slots=True)
class StandingIn:
    player: str  # player key
    rank: int
    score: float | None = None


@dataclass(slots=True)
class TournamentIn:
    key: str
    name: str
    start_date: date
    end_date: date
    rounds: int = 1
    city: str = ""
    country: str = ""
    world_championship: bool = False
    kind: str = "tournament"
    event_kind: str = ""
    scoring_system: str = ""
    aggregation: str = "system"
    aggregation_n: int | None = None
    director: str = ""
    circuits: list[str] | None = None  # None: leave memberships as they are
    standings: list[StandingIn] | None = None  # None: leave standings as they are
    boards: list[GameIn] | None = None  # None: leave boards as they are


@dataclass
class Batch:
    """Everything one import brings, validated, ready to write."""

    players: dict[str, PlayerIn] = field(default_factory=dict)
    circuits: dict[str, CircuitIn] = field(default_factory=dict)
    tournaments: dict[str, TournamentIn] = field(default_factory=dict)
    games: dict[str, GameIn] = field(default_factory=dict)
    # Standings from CSV files, for tournaments that already exist: key -> rows.
    csv_standings: dict[str, list[StandingIn]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def merge(self, other: "Batch", source: str) -> None:
        from .errors import ImportFailed

        for name in ("players", "circuits", "tournaments", "games", "csv_standings"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for key, value in theirs.items():
                if key in mine and mine[key] != value:
                    raise ImportFailed(
                        source, f"{name[:-1]} {key}", "given differently in two files of this import"
                    )
                mine[key] = value
        self.warnings.extend(other.warnings)
