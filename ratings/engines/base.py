"""Plain data shared by every rating engine, and the engine base class.

Engines are pure functions over these records: no Django, no database. The
history module turns rows into records; the tasks module stores the tables.
"""

from __future__ import annotations

import gc
from collections.abc import Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from typing import ClassVar, Literal


@dataclass(frozen=True, slots=True)
class EventRecord:
    """One tournament's final placements (ties share a rank)."""

    id: int
    end_date: date
    start_date: date
    world_championship: bool
    rounds: int
    placements: tuple[tuple[Hashable, int], ...]  # (player_id, rank)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: a tournament board or an online game, with its end position."""

    id: int
    end_date: date
    variant: str
    press: str
    phase_minutes: int | None  # None: a face-to-face board (counts as "standard")
    scoring: str  # "dss" or "sos"
    results: tuple[tuple[Hashable, int, int | None], ...]  # (player, centres, eliminated_year)


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


class RatingEngine:
    """Base class of a rating system plug-in.

    ``compute(records, category)`` recomputes a whole table from the history.
    Passing ``initial`` (a table this engine returned for the same category)
    continues from it: the records must all come after ``initial.through``;
    the returned table holds every player and only the new changes.
    """

    slug: ClassVar[str]
    name: ClassVar[str]
    author: ClassVar[str]
    description: ClassVar[str]
    #: the same rules in French, one sentence a rule as in the English
    description_fr: ClassVar[str] = ""
    input: ClassVar[Literal["events", "games"]]
    categories: ClassVar[tuple[Category, ...]]

    @property
    def default_category(self) -> str:
        return self.categories[0].slug

    def category(self, slug: str) -> Category:
        for cat in self.categories:
            if cat.slug == slug:
                return cat
        known = ", ".join(c.slug for c in self.categories)
        raise KeyError(f"{self.slug} has no category {slug!r} (known: {known})")

    def compute(
        self,
        records: Iterable[EventRecord | GameRecord],
        category: str | None = None,
        initial: RatingTable | None = None,
    ) -> RatingTable:
        slug = category or self.default_category
        self.category(slug)  # KeyError naming the known categories
        order = self.order_key
        start = start_from(initial)
        changes: list[Change] = []
        with gc_paused():
            ordered = sorted(records, key=order)
            if ordered and start.through is not None:
                check_after(order(ordered[0]), start.through)
            self.rate(ordered, slug, start.ratings, changes)
        through = order(ordered[-1]) if ordered else start.through
        return RatingTable(start.ratings, changes, through)

    @staticmethod
    def order_key(record) -> tuple:
        """Processing order of the records (must be a total order)."""
        return (record.end_date, record.id)

    def rate(
        self,
        records: list,
        category: str,
        ratings: dict[Hashable, PlayerRating],
        changes: list[Change],
    ) -> None:
        """Apply the records, already in processing order, to ``ratings`` (updated
        in place) and append one Change per player and record to ``changes``."""
        raise NotImplementedError

    def sort_key(self, r: PlayerRating) -> float:
        """Leaderboard ordering value, higher first."""
        return r.rating

    def counted(self, weight: float | None) -> bool:
        """Whether a change of this weight adds to the player's events or games
        counted (a table lists a player only once one has)."""
        return True

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.slug}>"


@dataclass(slots=True)
class _Start:
    """Carry-over state when an engine continues from an initial table."""

    ratings: dict[Hashable, PlayerRating] = field(default_factory=dict)
    through: tuple | None = None


def start_from(initial: RatingTable | None) -> _Start:
    """Copy an initial table's player ratings so the caller's table is untouched."""
    if initial is None:
        return _Start()
    ratings = {
        p: PlayerRating(r.player, r.rating, r.count, r.peak, r.last_played, r.mu, r.sigma)
        for p, r in initial.ratings.items()
    }
    return _Start(ratings, initial.through)


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while an engine builds its table.

    A full history creates a million small objects that live on; with the
    collector running, its repeated scans of them cost more than the rating
    arithmetic itself (about 3x). The objects hold no reference cycles.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def check_after(key: tuple, through: tuple | None) -> None:
    if through is not None and key <= through:
        raise ValueError(
            f"record {key!r} does not come after the initial table (through {through!r}); "
            "recompute from scratch instead"
        )


def monthly_history(changes: Iterable[Change]) -> list[tuple[Hashable, date, float]]:
    """(player, first day of month, rating after) for the last change of each
    player in each month that has one, in order of first appearance."""
    last: dict[tuple[Hashable, date], float] = {}
    months: dict[date, date] = {}
    with gc_paused():
        for ch in changes:
            d = ch.date
            month = months.get(d)
            if month is None:
                month = months[d] = d.replace(day=1)
            last[(ch.player, month)] = ch.after
        return [(player, month, after) for (player, month), after in last.items()]


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
