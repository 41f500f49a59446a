"""The plain records every input format is parsed into.

Readers (JSON bundle, CSV standings, WDD pair, WDR, and any later format) only
produce these; the import service's one writer (``tournaments.importing``)
turns them into rows. So a new format is a reader, never a second writer.
"""

from dataclasses import dataclass, field
from datetime import date, datetime

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from .wording import Label


@dataclass(slots=True)
class PlayerIn:
    key: str
    first_name: str
    last_name: str
    nationality: str = ""
    location: str = ""
    homonym: int | None = None  # None: leave the stored homonym as it is


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
    #: the optional centre chart (tournaments.scoring.charts); () when not given
    centres_by_year: tuple[int, ...] = ()
    status: str = ""  # "resigned": left before the end (online games)


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
    # webDiplomacy's (online games): turn counter at the end, bots, end time
    turns: int | None = None
    bot: bool = False
    end_time: datetime | None = None


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


#: the TournamentIn fields that are Tournament columns: what the writer copies
TOURNAMENT_FIELDS = [
    "name", "start_date", "end_date", "rounds", "city", "country", "world_championship",
    "kind", "event_kind", "scoring_system", "aggregation", "aggregation_n", "director",
]  # fmt: skip


@dataclass
class PartialTournament:
    """What a source that sees one player at a time (WDR player files) knows of a tournament.

    The tournament is created from `meta` when it does not exist yet, and left as
    it is when it does. Standings and board results are merged in per player:
    they add or correct that player's rows and never remove anyone else's.
    """

    key: str
    meta: TournamentIn | None = None  # None: the tournament must already exist
    source: str = ""  # the file to name when the tournament is missing
    standings: dict[str, StandingIn] = field(default_factory=dict)  # player key -> standing
    boards: dict[tuple[int, int], GameIn] = field(default_factory=dict)  # (round, board) -> board

    def absorb(self, other: "PartialTournament", source: str) -> None:
        from .errors import ImportFailed

        here = Label(gettext_noop("tournament %(key)s"), key=self.key)
        if other.meta is not None:
            if self.meta is None:
                self.meta, self.source = other.meta, other.source
            elif self.meta != other.meta:
                raise ImportFailed(source, here, _("given differently in two files of this import"))
        for player, standing in other.standings.items():
            if player in self.standings and self.standings[player] != standing:
                raise ImportFailed(
                    source,
                    Label(
                        gettext_noop("%(record)s standing of %(player)s"),
                        record=here,
                        player=player,
                    ),
                    _("given differently in two files of this import"),
                )
            self.standings[player] = standing
        for spot, board in other.boards.items():
            mine = self.boards.get(spot)
            if mine is None:
                self.boards[spot] = GameIn(
                    end_date=board.end_date,
                    results=list(board.results),
                    round=board.round,
                    number=board.number,
                    variant=board.variant,
                )
                continue
            where = Label(
                gettext_noop("%(record)s round %(round)s board %(board)s"),
                record=here,
                round=spot[0],
                board=spot[1],
            )
            if mine.variant != board.variant:
                raise ImportFailed(
                    source,
                    where,
                    _("variant %(here)s here, %(there)s in another file")
                    % {"here": board.variant, "there": mine.variant},
                )
            for result in board.results:
                same_player = [r for r in mine.results if r.player == result.player]
                same_power = [r for r in mine.results if r.power == result.power]
                at = Label(gettext_noop("%(record)s (%(power)s)"), record=where, power=result.power)
                if same_player and same_player[0] != result:
                    raise ImportFailed(
                        source,
                        at,
                        _("player %(player)s is given differently in two files of this import")
                        % {"player": result.player},
                    )
                if same_power and same_power[0].player != result.player:
                    raise ImportFailed(
                        source,
                        at,
                        _("%(power)s is played by %(player)s here and by %(other)s in another file")
                        % {
                            "power": result.power,
                            "player": result.player,
                            "other": same_power[0].player,
                        },
                    )
                if not same_player:
                    mine.results.append(result)


#: the labels of a Batch's records by kind; the others (csv_standing, ...) name
#: the field they come from, an identifier
_KINDS = {
    "players": gettext_noop("player %(key)s"),
    "circuits": gettext_noop("circuit %(key)s"),
    "tournaments": gettext_noop("tournament %(key)s"),
    "games": gettext_noop("game %(key)s"),
}


@dataclass
class Batch:
    """Everything one import brings, validated, ready to write."""

    players: dict[str, PlayerIn] = field(default_factory=dict)
    circuits: dict[str, CircuitIn] = field(default_factory=dict)
    tournaments: dict[str, TournamentIn] = field(default_factory=dict)
    games: dict[str, GameIn] = field(default_factory=dict)
    # Standings from CSV files, for tournaments that already exist: key -> rows.
    csv_standings: dict[str, list[StandingIn]] = field(default_factory=dict)
    # Boards from CSV files (the WDD pair), for tournaments that already exist:
    # key -> boards, replacing the tournament's boards and nothing else about it.
    csv_boards: dict[str, list[GameIn]] = field(default_factory=dict)
    # Boards of some rounds of existing tournaments (pasted board rows): key -> boards,
    # replacing the boards of the rounds they name and nothing else.
    round_boards: dict[str, list[GameIn]] = field(default_factory=dict)
    # Pieces of tournaments merged in per player (WDR player files): key -> pieces.
    partial: dict[str, PartialTournament] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def merge(self, other: "Batch", source: str) -> None:
        from .errors import ImportFailed

        for name in (
            "players", "circuits", "tournaments", "games", "csv_standings", "csv_boards",
            "round_boards",
        ):  # fmt: skip
            mine, theirs = getattr(self, name), getattr(other, name)
            for key, value in theirs.items():
                if key in mine and mine[key] != value:
                    raise ImportFailed(
                        source,
                        Label(_KINDS.get(name, f"{name[:-1]} %(key)s"), key=key),
                        _("given differently in two files of this import"),
                    )
                mine[key] = value
        for key, piece in other.partial.items():
            if key in self.partial:
                self.partial[key].absorb(piece, source)
            else:
                self.partial[key] = piece
        both = sorted(
            set(self.partial)
            & (set(self.tournaments) | set(self.csv_boards) | set(self.round_boards))
        )
        rows = sorted(set(self.round_boards) & (set(self.tournaments) | set(self.csv_boards)))
        if rows:
            raise ImportFailed(
                source,
                Label(gettext_noop("tournament %(key)s"), key=rows[0]),
                _("given both in full and as board rows in one import: import them separately"),
            )
        if both:
            raise ImportFailed(
                source,
                Label(gettext_noop("tournament %(key)s"), key=both[0]),
                _(
                    "given both in full and as per-player pieces (WDR) in one import: "
                    "import them separately"
                ),
            )
        self.warnings.extend(other.warnings)
