"""Plain data the engines take and give: records in, ratings and changes out.

No Django, no database: ``ratings.history`` turns rows into these records, and
the engines (``ratings.engines.*``) never see anything else.
"""

from __future__ import annotations

import gc
from collections.abc import Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import NamedTuple


class EventRecord(NamedTuple):
    """One tournament's final placements (ties share a rank).

    Records are named tuples, not frozen dataclasses: a full read builds
    200,000 of them, and a frozen dataclass sets each field through
    ``object.__setattr__`` (0.35 s for the bench's games, 0.06 s as tuples)."""

    id: int
    end_date: date
    start_date: date
    world_championship: bool
    rounds: int
    placements: tuple[tuple[Hashable, int], ...]  # (player_id, rank)


class GameRecord(NamedTuple):
    """One game: a tournament board or an online game, with its end position.

    The last four fields are what webDiplomacy's games carry (all optional):
    ``turns``, its turn counter when it ended; ``bot``, whether bots played;
    ``end_time``, when it ended (an aware datetime, for the order within a
    day); ``resigned``, the players who left before the end.
    """

    id: int
    end_date: date
    variant: str
    press: str
    phase_minutes: int | None  # None: a face-to-face board (counts as "standard")
    scoring: str  # "dss" or "sos"
    results: tuple[tuple[Hashable, int, int | None], ...]  # (player, centres, eliminated_year)
    turns: int | None = None
    bot: bool = False
    end_time: datetime | None = None
    resigned: frozenset = frozenset()


@dataclass(slots=True)
class Change:
    """The effect one event or game had on one player."""

    player: Hashable
    source_id: int
    date: date
    before: float
    after: float
    score: float | None = None  # Dip Pouch: S; Ghost: actual - expected
    weight: float | None = None  # Dip Pouch: V; Ghost: x (or K for 1v1)
    # OpenSkill: the player's Gaussian after the game (the one before it is the
    # previous change's, or the model's default), for the player's history page.
    mu: float | None = None
    sigma: float | None = None


@dataclass(slots=True)
class PlayerRating:
    player: Hashable
    rating: float
    count: int  # events or games counted
    peak: float  # highest rating held: the starting value or any later one
    last_played: date
    # OpenSkill keeps its Gaussian here (rating holds the ordinal mu - 3 sigma).
    mu: float | None = None
    sigma: float | None = None


@dataclass
class RatingTable:
    ratings: dict[Hashable, PlayerRating]
    changes: list[Change]  # in processing order
    # Order key of the last record processed, e.g. (end_date, id): a table
    # passed back as ``initial`` only accepts records that come after it.
    through: tuple | None = None


@dataclass(frozen=True)
class Category:
    slug: str
    name: str
    description: str
    #: the same text in French, shown on French pages
    description_fr: str = ""


def month_ends(points: Iterable[tuple[date, float]]) -> list[tuple[date, float]]:
    """(first day of the month, rating after) of the last change in each month
    that has one, from one player's (date, rating after) changes in one table,
    in order: the month-by-month trend. It is not stored: a table's monthly
    rows would be half as many rows again as its changes, written by every
    recompute, for one chart on one player's page at a time."""
    out: dict[date, float] = {}
    firsts: dict[date, date] = {}
    for d, after in points:
        month = firsts.get(d)
        if month is None:
            month = firsts[d] = d.replace(day=1)
        out[month] = after
    return list(out.items())


def competition_ranks(values: Sequence[float]) -> list[int]:
    """Standard competition ranking ("1224") of values sorted descending:
    equal values (exact equality) share the best rank."""
    ranks: list[int] = []
    prev = None
    rank = 0
    for i, v in enumerate(values):
        if i == 0 or v != prev:
            rank = i + 1
            prev = v
        ranks.append(rank)
    return ranks


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for the block (also a decorator);
    it is given back as it was, even when the block fails.

    A full history creates a million small objects that live on; with the
    collector running, its repeated scans of them cost more than the rating
    arithmetic itself (about 3x). The objects hold no reference cycles. An
    import is the same (``tournaments.importing``): the bench bundle decodes
    into about ten million objects, and the collector's scans of them took 4
    of the 15 s spent reading and checking it.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
