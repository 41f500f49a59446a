"""What an engine run produces, as columns, and the state it resumes from.

A full history is millions of changes (one per player and game, in every
category). An object per change costs more than the rating arithmetic, so a
run writes plain columns instead (``Ledger``) and keeps each player's state in
a few dicts (``Standing``): the rating the next update reads, kept by the
engine, and the bookkeeping (events counted, peak, last played) that only
tables and checkpoints need, folded in from the columns when they are asked
for, by numpy sums (``tally``) and C loops (``Counter.update``, ``dict.update``).

A ``Checkpoint`` is a copy of every table's state at a day boundary: a run
started from it over the records from that day on gives, to the last bit, the
ratings and the changes that a run over the whole history gives from that
day on (``tests/ratings/engines/test_checkpoint_replay.py``).
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import chain, repeat

import numpy as np

from .records import Change, PlayerRating, RatingTable
from .tally import Tally, tally


def _counts(ends: list[int], begin: int) -> Iterator[int]:
    """Changes per record, for records whose changes run from ``begin`` to ends."""
    return map(int.__sub__, ends, chain((begin,), ends))


class Ledger:
    """The changes of one table in processing order, as columns.

    Per change: ``player``, ``before``, ``after``, ``score`` (None for a
    system without scores, e.g. OpenSkill) and, for a Gaussian system
    (OpenSkill), ``mu`` and ``sigma`` after the change (None otherwise: the
    player's history page shows them). Per record (event or game) that
    made changes: ``source`` (its id), ``day`` (its end date), ``weight`` (None
    for a system without weights) and ``end`` (the index in the change columns
    just after its last change). ``uncounted`` lists the records (by index)
    that count for nobody, e.g. a Dip Pouch event worth 0.

    The float columns are ``array("d")``, not lists: a year's digest hashes
    their bytes as they are, they cross the pipe from a second process as
    buffers, and dropping a run frees a buffer a column instead of millions
    of float objects (0.6 s less for Ghost's full recompute). The int and
    date columns stay lists (the engines append to them one by one) but are
    pickled as buffers too (``__getstate__``): one by one, OpenSkill's
    ledger took 0.72 s to pickle and 0.33 s to load, after its computation,
    before the parent could store it.
    """

    __slots__ = (
        "player", "before", "after", "score", "mu", "sigma", "source", "day", "weight", "end",
        "uncounted",
    )  # fmt: skip

    def __init__(self, scored: bool = True, gaussian: bool = False):
        self.player: list = []
        self.before: array = array("d")
        self.after: array = array("d")
        self.score: array | None = array("d") if scored else None
        self.mu: array | None = array("d") if gaussian else None
        self.sigma: array | None = array("d") if gaussian else None
        self.source: list[int] = []
        self.day: list[date] = []
        self.weight: list = []
        self.end: list[int] = []
        self.uncounted: list[int] = []

    def __len__(self) -> int:
        return len(self.player)

    def __getstate__(self) -> dict:
        state = {name: getattr(self, name) for name in self.__slots__}
        for name in _INT_COLUMNS:
            state[name] = _packed(state[name], "q")
        state["day"] = _packed(state["day"], "i", date.toordinal)
        return state

    def __setstate__(self, state: dict) -> None:
        for name in _INT_COLUMNS:
            if isinstance(state[name], array):
                state[name] = list(state[name])
        if isinstance(state["day"], array):  # thousands of days for 100,000s of records
            days = {o: date.fromordinal(o) for o in set(state["day"])}
            state["day"] = list(map(days.__getitem__, state["day"]))
        for name, value in state.items():
            setattr(self, name, value)

    def per_change(self, column: list) -> Iterator:
        """A per-record column (source, day, weight) repeated for each change."""
        return chain.from_iterable(map(repeat, column, _counts(self.end, 0)))

    def changes(self) -> list[Change]:
        """The changes as objects (for tests and small tables)."""
        score = repeat(None) if self.score is None else self.score
        mu = repeat(None) if self.mu is None else self.mu
        sigma = repeat(None) if self.sigma is None else self.sigma
        return list(
            map(
                Change,
                self.player,
                self.per_change(self.source),
                self.per_change(self.day),
                self.before,
                self.after,
                score,
                self.per_change(self.weight),
                mu,
                sigma,
            )
        )


#: the ledger's columns of ints (player ids, record ids, change indexes):
#: pickled as buffers when every value is one
_INT_COLUMNS = ("player", "source", "end", "uncounted")


def _packed(column: list, typecode: str, to_int=None) -> list | array:
    """The column as an ``array(typecode)`` (of ``to_int`` of each value, if
    given), or as it is when a value does not fit (a test's string ids)."""
    try:
        return array(typecode, column if to_int is None else map(to_int, column))
    except (TypeError, OverflowError, AttributeError):
        return column


@dataclass
class Standing:
    """Every player's state in one table after some point of the history.

    ``rating`` (and OpenSkill's ``gauss``: player -> (mu, sigma)) are kept up
    to date by the engine. ``count``, ``peak`` and ``last`` (the date last
    played) are folded in from the ledger, up to change ``folded``, when they
    are asked for. ``peak`` holds only players whose peak is not ``start``.
    """

    start: float  # a newcomer's rating, and the peak of one who never rose above it
    rating: dict = field(default_factory=dict)
    count: Counter = field(default_factory=Counter)
    peak: dict = field(default_factory=dict)
    last: dict = field(default_factory=dict)
    gauss: dict | None = None
    folded: int = 0
    # The engine keeps ``peak`` as it rates (Ghost's kernels): fold leaves it.
    peaks_kept: bool = False

    def copy(self) -> Standing:
        """An independent copy, to be continued with a new (empty) ledger."""
        return Standing(
            self.start,
            self.rating.copy(),
            self.count.copy(),
            self.peak.copy(),
            self.last.copy(),
            None if self.gauss is None else self.gauss.copy(),
        )

    def fold(self, ledger: Ledger) -> None:
        """Bring count, peak and last played up to the end of the ledger (from
        change ``folded`` on, a record boundary)."""
        a = self.folded
        b = len(ledger)
        if a == b:
            return
        players = ledger.player[a:b]
        first = _first_record_ending_after(ledger.end, a)
        sums = tally(players, None if self.peaks_kept else ledger.after[a:b])
        if sums is None:  # players that are not ids (the engines' property tests)
            self._fold_each(ledger, players, first, a)
        else:
            self._fold_sums(ledger, sums, first, a)
        if ledger.uncounted:
            self._uncount(ledger, a)
        self.folded = b

    def _fold_sums(self, ledger: Ledger, sums: Tally, first: int, a: int) -> None:
        self.count.update(dict(zip(sums.players, sums.counts, strict=True)))
        if not self.peaks_kept:
            self._rise(sums.players, sums.highest)
        ends = np.frombuffer(array("q", ledger.end[first:]), dtype=np.int64)
        records = np.searchsorted(ends, sums.last + a, side="right") + first
        days = map(ledger.day.__getitem__, records.tolist())
        self.last.update(zip(sums.players, days, strict=True))

    def _fold_each(self, ledger: Ledger, players: list, first: int, a: int) -> None:
        self.count.update(players)
        if not self.peaks_kept:
            self._rise(players, ledger.after[a : a + len(players)])
        days = chain.from_iterable(map(repeat, ledger.day[first:], _counts(ledger.end[first:], a)))
        self.last.update(zip(players, days, strict=True))

    def _rise(self, players, values) -> None:
        """Raise the peaks of the players whose values go above them."""
        peak = self.peak
        get = peak.get
        start = self.start
        for p, x in zip(players, values, strict=True):
            if x > get(p, start):
                peak[p] = x

    def _uncount(self, ledger: Ledger, a: int) -> None:
        ends = ledger.end
        for i in reversed(ledger.uncounted):
            begin = ends[i - 1] if i else 0
            if begin < a:
                break
            self.count.subtract(ledger.player[begin : ends[i]])

    def ratings(self) -> dict[Hashable, PlayerRating]:
        """The table's players as PlayerRating objects (call ``fold`` first)."""
        count = self.count
        peak = self.peak
        last = self.last
        start = self.start
        gauss = self.gauss or {}
        none = (None, None)
        return {
            p: PlayerRating(p, r, count[p], peak.get(p, start), last[p], *gauss.get(p, none))
            for p, r in self.rating.items()
        }


def _first_record_ending_after(ends: list[int], a: int) -> int:
    lo, hi = 0, len(ends)
    while lo < hi:
        mid = (lo + hi) // 2
        if ends[mid] <= a:
            lo = mid + 1
        else:
            hi = mid
    return lo


@dataclass
class TableRun:
    """One category's result: its changes since the run's start, its state at
    the end (folded), and the state it started from (not modified)."""

    category: str
    ledger: Ledger
    standing: Standing
    opening: Standing

    def table(self, through: tuple | None) -> RatingTable:
        return RatingTable(self.standing.ratings(), self.ledger.changes(), through)


@dataclass
class Checkpoint:
    """Every table of a system after each record that ended before ``day``.

    ``through`` is the order key of the last record included (None: none).
    Resume with ``engine.run(records_from_day_on, start=checkpoint)``.
    """

    day: date | None
    through: tuple | None
    tables: dict[str, Standing]


@dataclass
class Run:
    """What ``RatingEngine.run`` returns: a TableRun per category, the
    checkpoints taken on the way (one per requested day, in order), the order
    key and end date of the last record processed, and the day it started at
    (its start checkpoint's)."""

    tables: dict[str, TableRun]
    checkpoints: list[Checkpoint]
    through: tuple | None
    last_day: date | None
    start_day: date | None = None

    def tip(self) -> Checkpoint:
        """The state after every record: a checkpoint for the day after the
        last one processed (the run's start when there was none)."""
        day = self.last_day + timedelta(days=1) if self.last_day else self.start_day
        tables = {slug: t.standing.copy() for slug, t in self.tables.items()}
        return Checkpoint(day, self.through, tables)
