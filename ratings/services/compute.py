"""Run one rating system's engine and pack what it returns for storing.

Each category's table is packed into compact typed arrays (about 50 bytes a
change instead of a few hundred as objects), so that every category of a
system fits in memory at once and the write transaction (``store``) holds no
engine objects. Ranks (international and national, competition ranking on
exact values) are assigned here, from the engine's own sort key.
"""

from __future__ import annotations

import time
from array import array
from dataclasses import dataclass
from datetime import date

from ..engines.base import RatingEngine, RatingTable, competition_ranks, monthly_history

NAN = float("nan")


@dataclass
class CategoryResult:
    category: str
    players: int
    changes: int
    months: int
    compute_ms: int
    write_ms: int = 0
    changes_kept: int = 0  # stored changes that were already right
    rows_written: int = 0  # rows inserted, updated or deleted

    @property
    def ms(self) -> int:
        return self.compute_ms + self.write_ms


def elapsed_ms(since: float) -> int:
    return int(round((time.perf_counter() - since) * 1000))


class Rows:
    """Rows of one category, packed in typed arrays (about 50 bytes a change
    instead of a few hundred as objects), so all categories of a system fit in
    memory at once and the write transaction holds no engine objects."""

    columns: tuple[array, ...]

    def __init__(self, *columns: array):
        self.columns = columns

    def __len__(self) -> int:
        return len(self.columns[0])


def _pack_changes(table: RatingTable, known_players) -> Rows:
    """player, source, date ordinal, before, after, score, weight, mu, sigma (NaN: None)."""
    changes = table.changes
    if not table.ratings.keys() <= known_players.keys():  # a player deleted meanwhile
        changes = [ch for ch in changes if ch.player in known_players]
    ordinals: dict[date, int] = {}
    for d in {ch.date for ch in changes}:
        ordinals[d] = d.toordinal()
    return Rows(
        array("q", [ch.player for ch in changes]),
        array("q", [ch.source_id for ch in changes]),
        array("l", [ordinals[ch.date] for ch in changes]),
        array("d", [ch.before for ch in changes]),
        array("d", [ch.after for ch in changes]),
        array("d", [NAN if ch.score is None else ch.score for ch in changes]),
        array("d", [NAN if ch.weight is None else ch.weight for ch in changes]),
        array("d", [NAN if ch.mu is None else ch.mu for ch in changes]),
        array("d", [NAN if ch.sigma is None else ch.sigma for ch in changes]),
    )


def _pack_monthly(table: RatingTable, known_players) -> Rows:
    """player, month ordinal, rating."""
    months = monthly_history(table.changes)
    if not table.ratings.keys() <= known_players.keys():
        months = [m for m in months if m[0] in known_players]
    ordinals = {m: m.toordinal() for m in {m for _, m, _ in months}}
    return Rows(
        array("q", [p for p, _, _ in months]),
        array("l", [ordinals[m] for _, m, _ in months]),
        array("d", [r for _, _, r in months]),
    )


def _rating_rows(engine: RatingEngine, table: RatingTable, people: dict) -> list[tuple]:
    """(player, nationality, location, rating, rank, national_rank, events, peak,
    last_played, mu, sigma), best first; ties in name order.

    A table lists a player only once an event or game counts for them
    (``count`` > 0): a Dip Pouch event worth V = 0 shows in the player's
    history but does not put them in the table, tied at the start value."""
    entries = []
    sort_key = engine.sort_key
    for pid, pr in table.ratings.items():
        if not pr.count:
            continue
        info = people.get(pid)
        if info is None:  # deleted while we computed
            continue
        entries.append((sort_key(pr), info, pr))
    entries.sort(key=lambda e: (-e[0], e[1][2].casefold(), e[1][3].casefold(), e[2].player))
    ranks = competition_ranks([e[0] for e in entries])
    national: dict[str, list] = {}  # nationality -> [count, last value, last rank]
    rows = []
    for (value, info, pr), rank in zip(entries, ranks, strict=True):
        nat, loc = info[0], info[1]
        nrank = None
        if nat:
            state = national.get(nat)
            if state is None:
                state = national[nat] = [0, None, 0]
            state[0] += 1
            if state[0] == 1 or value != state[1]:
                state[1] = value
                state[2] = state[0]
            nrank = state[2]
        rows.append(
            (
                pr.player,
                nat,
                loc,
                pr.rating,
                rank,
                nrank,
                pr.count,
                pr.peak,
                pr.last_played,
                pr.mu,
                pr.sigma,
            )
        )
    return rows


@dataclass
class Computed:
    result: CategoryResult
    ratings: list[tuple]
    changes: Rows
    monthly: Rows
    past: object = None  # past.PastComputed: the year-end tables, set by recompute


def compute(engine: RatingEngine, category: str, records: list, people: dict) -> Computed:
    t0 = time.perf_counter()
    table = engine.compute(records, category)
    ratings = _rating_rows(engine, table, people)
    changes = _pack_changes(table, people)
    monthly = _pack_monthly(table, people)
    result = CategoryResult(category, len(ratings), len(changes), len(monthly), elapsed_ms(t0))
    return Computed(result, ratings, changes, monthly)
