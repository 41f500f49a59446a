"""The rows of a player's page, read as tuples of values into small objects.

Why not model instances: the busiest player's page showed 150 lines of events,
boards and online games, and read 169 events, each line one to four related
instances (about 800 a request). Building them cost more than their queries
(events: 6.8 ms against 1.2 ms of SQL; games: 10.5 against 3.2 ms). These
hold what a line shows, with the same names the templates and the API read
(``tournament.name``, ``get_absolute_url()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from wdd.detail_urls import fast_reverse

from ..models import board_url, name_slug
from .refs import TournamentRef


@dataclass(slots=True)
class GameLine:
    """One of the player's results: a board (``round_number`` and
    ``tournament`` set) or an online game."""

    pk: int  # the GameResult's
    power: str
    centres: int
    eliminated_year: int | None
    game_id: int
    game_number: int | None
    game_key: str | None
    end_date: date | None  # the game's (an online game's date)
    variant: str
    press: str
    phase_minutes: int | None
    round_number: int | None
    tournament: TournamentRef | None
    score: float | None  # the board's score in its event, None when not scored
    dropped: bool

    @property
    def year(self) -> int | None:
        """The year the lists group it under: its event's, else its own."""
        when = self.tournament.end_date if self.tournament else self.end_date
        return when.year if when else None

    def game_url(self) -> str:
        if self.tournament is not None:
            return board_url(
                self.game_id, self.tournament.name, self.round_number, self.game_number
            )
        return fast_reverse("game-detail", self.game_id, name_slug(self.game_key or ""))


#: a ``GameLine``'s columns, in its order (``game_line`` makes the tournament)
GAME_LINE_FIELDS = (
    "id",
    "power",
    "centres",
    "eliminated_year",
    "game_id",
    "game__number",
    "game__key",
    "game__end_date",
    "game__variant",
    "game__press",
    "game__phase_minutes",
    "game__round__number",
    "game__round__tournament_id",
    "game__round__tournament__key",
    "game__round__tournament__name",
    "game__round__tournament__slug",
    "game__round__tournament__end_date",
    "board_score__score",
    "board_score__dropped",
)


def game_line(row: tuple) -> GameLine:
    """A ``GameLine`` from a row of ``GAME_LINE_FIELDS``."""
    *game, tournament_id, key, name, slug, end_date, score, dropped = row
    tournament = (
        None
        if tournament_id is None
        else TournamentRef(tournament_id, key, name, slug, end_date=end_date)
    )
    return GameLine(*game, tournament, score, bool(dropped))


@dataclass(frozen=True, slots=True)
class AwardLine:
    """A best-country award: the power and the event."""

    power: str
    tournament: TournamentRef


AWARD_LINE_FIELDS = (
    "power",
    "tournament_id",
    "tournament__key",
    "tournament__name",
    "tournament__slug",
    "tournament__end_date",
)


def award_line(row: tuple) -> AwardLine:
    power, pk, key, name, slug, end_date = row
    return AwardLine(power, TournamentRef(pk, key, name, slug, end_date=end_date))
