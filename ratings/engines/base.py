"""The engine base class: how a rating system runs over a history.

Engines are pure functions over plain records (``records.py``): no Django, no
database. The history module turns rows into records; the services store the
tables. An engine implements ``rate``: one pass over records already in
processing order that updates every requested category at once.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from datetime import date
from operator import attrgetter
from typing import ClassVar, Literal

from .ledger import Checkpoint, Ledger, Run, Standing, TableRun
from .records import (
    Category,
    Change,
    EventRecord,
    GameRecord,
    PlayerRating,
    RatingTable,
    competition_ranks,
    gc_paused,
    month_ends,
)

__all__ = [
    "Category",
    "Change",
    "EventRecord",
    "GameRecord",
    "PlayerRating",
    "RatingEngine",
    "RatingTable",
    "check_after",
    "competition_ranks",
    "gc_paused",
    "month_ends",
]


class RatingEngine:
    """Base class of a rating system plug-in.

    ``run(records, categories, start, snapshots)`` computes several categories
    in one pass, from scratch or from a checkpoint, and takes checkpoints on
    the way. ``compute(records, category, initial)`` is the one-table form: it
    returns a RatingTable; passing ``initial`` (a table this engine returned
    for the same category) continues from it, with records that all come after
    ``initial.through``.
    """

    slug: ClassVar[str]
    name: ClassVar[str]
    author: ClassVar[str]
    description: ClassVar[str]
    #: the same rules in French, one sentence a rule as in the English
    description_fr: ClassVar[str] = ""
    input: ClassVar[Literal["events", "games"]]
    categories: ClassVar[tuple[Category, ...]]
    start: ClassVar[float]  # a newcomer's rating
    scored: ClassVar[bool] = True  # changes carry a score and a weight
    gaussian: ClassVar[bool] = False  # players carry (mu, sigma)
    keeps_peaks: ClassVar[bool] = False  # ``rate`` keeps each standing's peaks itself

    @property
    def default_category(self) -> str:
        return self.categories[0].slug

    def category(self, slug: str) -> Category:
        for cat in self.categories:
            if cat.slug == slug:
                return cat
        known = ", ".join(c.slug for c in self.categories)
        raise KeyError(f"{self.slug} has no category {slug!r} (known: {known})")

    # Processing order: the records' fields compared in turn (end date first).
    order_fields: ClassVar[tuple[str, ...]] = ("end_date", "id")

    def order_key(self, record) -> tuple:
        """Processing order of one record (a total order, end date first)."""
        return tuple(getattr(record, f) for f in self.order_fields)

    def in_order(self, records: Iterable) -> list:
        """The records in processing order: one stable sort per field, last
        field first, which orders exactly as sorting by ``order_key`` does, with
        C comparisons instead of a Python key function (three times faster on a
        full history)."""
        ordered = list(records)
        for name in reversed(self.order_fields):
            ordered.sort(key=attrgetter(name))
        return ordered

    def rate(self, records: list, tables: dict[str, tuple[Standing, Ledger]]) -> None:
        """Apply the records, already in processing order, to every table given
        ({category: (standing, ledger)}): update the standings' ratings (and
        gauss) and append one change per player and record to the ledger."""
        raise NotImplementedError

    def sort_key(self, r: PlayerRating) -> float:
        """Leaderboard ordering value, higher first."""
        return r.rating

    def categories_of(self, record) -> tuple[str, ...]:
        """The categories a record may count in, at most (readers of stored
        changes look for its changes in those tables only). Every category
        unless an engine says better."""
        return tuple(c.slug for c in self.categories)

    def counted(self, weight: float | None) -> bool:
        """Whether a change of this weight adds to the player's events or games
        counted (a table lists a player only once one has). The engines say so
        as they rate (``Ledger.uncounted``); this is the same rule for readers
        of stored changes."""
        return True

    def new_standing(self) -> Standing:
        return Standing(self.start, gauss={} if self.gaussian else None)

    def run(
        self,
        records: Iterable[EventRecord | GameRecord],
        categories: Iterable[str] | None = None,
        start: Checkpoint | None = None,
        snapshots: Iterable[date] = (),
    ) -> Run:
        """Rate ``records`` in every category given (default: all), from
        ``start`` (a checkpoint of this engine: the records must all end on or
        after its day and come after its last record) or from nothing.

        ``snapshots``: days at which to take a checkpoint (the state after every
        record that ended before the day), for a later run to resume from.
        """
        slugs = [c.slug for c in self.categories] if categories is None else list(categories)
        for slug in slugs:
            self.category(slug)  # KeyError naming the known categories
        order = self.order_key
        with gc_paused():
            ordered = self.in_order(records)
            openings = self._openings(slugs, start)
            if ordered and start is not None:
                check_after(order(ordered[0]), start.through)
                if start.day is not None and ordered[0].end_date < start.day:
                    raise ValueError(
                        f"record {order(ordered[0])!r} ends before the checkpoint's day "
                        f"{start.day}; resume from an earlier checkpoint"
                    )
            tables = {
                slug: (openings[slug].copy(), Ledger(self.scored, self.gaussian)) for slug in slugs
            }
            for standing, _ledger in tables.values():
                standing.peaks_kept = self.keeps_peaks
            through = start.through if start is not None else None
            start_day = start.day if start is not None else None
            days = sorted({d for d in snapshots if start_day is None or d > start_day})
            ends = [r.end_date for r in ordered] if days else []
            checkpoints = []
            i = 0
            for day in days:
                j = bisect_left(ends, day, i)
                if j > i:
                    self.rate(ordered[i:j], tables)
                    through = order(ordered[j - 1])
                    i = j
                checkpoints.append(self._checkpoint(day, through, tables))
            if i < len(ordered):
                self.rate(ordered[i:] if i else ordered, tables)
            for standing, ledger in tables.values():
                standing.fold(ledger)
        return Run(
            {
                slug: TableRun(slug, ledger, standing, openings[slug])
                for slug, (standing, ledger) in tables.items()
            },
            checkpoints,
            order(ordered[-1]) if ordered else through,
            ordered[-1].end_date if ordered else None,
            start_day,
        )

    def compute(
        self,
        records: Iterable[EventRecord | GameRecord],
        category: str | None = None,
        initial: RatingTable | None = None,
    ) -> RatingTable:
        """One category's table, from scratch or continued from ``initial``."""
        slug = category or self.default_category
        self.category(slug)
        start = None
        if initial is not None:
            start = Checkpoint(None, initial.through, {slug: self._standing_of(initial)})
        run = self.run(records, [slug], start)
        return run.tables[slug].table(run.through)

    def _openings(self, slugs: list[str], start: Checkpoint | None) -> dict[str, Standing]:
        if start is None:
            return {slug: self.new_standing() for slug in slugs}
        missing = [s for s in slugs if s not in start.tables]
        if missing:
            raise KeyError(f"the checkpoint has no table for {', '.join(missing)}")
        return {slug: start.tables[slug] for slug in slugs}

    @staticmethod
    def _checkpoint(day: date, through, tables) -> Checkpoint:
        snaps = {}
        for slug, (standing, ledger) in tables.items():
            standing.fold(ledger)
            snaps[slug] = standing.copy()
        return Checkpoint(day, through, snaps)

    def _standing_of(self, table: RatingTable) -> Standing:
        """A table's players as a standing (every peak kept as given)."""
        ratings = table.ratings.values()
        standing = self.new_standing()
        standing.rating = {r.player: r.rating for r in ratings}
        standing.count = Counter({r.player: r.count for r in ratings})
        standing.peak = {r.player: r.peak for r in ratings}
        standing.last = {r.player: r.last_played for r in ratings}
        if self.gaussian:
            standing.gauss = {r.player: (r.mu, r.sigma) for r in ratings}
        return standing

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.slug}>"


def check_after(key: tuple, through: tuple | None) -> None:
    if through is not None and key <= through:
        raise ValueError(
            f"record {key!r} does not come after the initial table (through {through!r}); "
            "recompute from scratch instead"
        )
