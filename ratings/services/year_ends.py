"""Every year end's table of one run, computed over arrays.

A run from nothing ranks each category at the end of every past year: 2.55
million rows at bench scale. Replayed change by change into dicts, ranked
by Python sorts and assembled a value at a time, that took 9 s of Ghost's
first recompute, more than rating every game. Here the players are numbered
once, the state of every player (rating, events counted, peak, day last
played, OpenSkill's mu and sigma) is kept in arrays, each year's changes are
applied to them by numpy (the last change of each player in the year, the
counted ones summed, the peaks raised), and each year end is sorted once by
``np.lexsort``.

The rules are those of the replay and the ranking of the current table
(``rows.rank``): the state is the one the engine had after the changes dated
on or before the day (a player's rating is their last change's after, their
peak the start value or any later rating, their count the changes that
counted); a table lists the players with a change (with a change that
counted, for an engine whose changes may count for nothing) who still
exist, best first, ties in name order, ranked "1224" on the exact rating,
nationally among each nationality. ``tests/ratings/test_year_end_tables_
equal_the_replay.py`` holds the two to the same rows, bit for bit.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from datetime import date

import numpy as np

from ..engines import year_tables
from ..engines.base import RatingEngine
from ..engines.ledger import Ledger, Standing
from . import ranks
from .rows import People

__all__ = ["year_end_tables"]


class _State:
    """Every player's state, numbered ``0..n-1`` (``ids[i]`` is player i)."""

    def __init__(self, opening: Standing, ledger: Ledger, gaussian: bool):
        opened = np.fromiter(opening.rating, np.int64, len(opening.rating))
        changed = np.array(ledger.player, np.int64)
        self.ids, index = np.unique(np.concatenate((opened, changed)), return_inverse=True)
        n = len(self.ids)
        self.at_opening, self.of_change = index[: len(opened)], index[len(opened) :]
        ids = opened.tolist()
        self.seen = np.zeros(n, bool)
        self.seen[self.at_opening] = True
        self.rating = np.zeros(n)
        self.rating[self.at_opening] = np.fromiter(map(opening.rating.__getitem__, ids), float)
        self.count = np.zeros(n, np.int64)
        self.count[self.at_opening] = np.fromiter(map(opening.count.__getitem__, ids), np.int64)
        self.peak = np.full(n, float(opening.start))
        peaks = (opening.peak.get(p, opening.start) for p in ids)
        self.peak[self.at_opening] = np.fromiter(peaks, float)
        self.last = np.zeros(n, np.int32)
        days = (d.toordinal() for d in map(opening.last.__getitem__, ids))
        self.last[self.at_opening] = np.fromiter(days, np.int32)
        self.mu = self.sigma = None
        if gaussian:
            self.mu, self.sigma = np.zeros(n), np.zeros(n)
            pairs = np.array([opening.gauss[p] for p in ids], float).reshape(-1, 2)
            self.mu[self.at_opening], self.sigma[self.at_opening] = pairs[:, 0], pairs[:, 1]


def _change_columns(ledger: Ledger) -> tuple[np.ndarray, np.ndarray]:
    """(day ordinal, counted) of each change."""
    ends = np.array(ledger.end, np.int64)
    sizes = np.diff(ends, prepend=0)
    days: dict[date, int] = {}
    for d in set(ledger.day):
        days[d] = d.toordinal()
    record_days = np.fromiter(map(days.__getitem__, ledger.day), np.int32, len(ledger.day))
    counted = np.ones(len(ledger), bool)
    for i in ledger.uncounted:
        counted[(ends[i - 1] if i else 0) : ends[i]] = False
    return np.repeat(record_days, sizes), counted


def year_end_tables(
    engine: RatingEngine, opening: Standing, ledger: Ledger, days, people: People
) -> Iterator[tuple[date, np.ndarray]]:
    """(day, rows) for each of ``days``: the table at the end of that day
    (``opening`` plus the ledger's changes dated on or before it), ranked,
    as a ``year_tables`` array in rank order."""
    gaussian = engine.gaussian
    state = _State(opening, ledger, gaussian)
    change_day, counted = _change_columns(ledger)
    after = np.frombuffer(ledger.after, np.float64) if len(ledger) else np.zeros(0)
    mu = sigma = None
    if gaussian and ledger.mu is not None and len(ledger):
        mu, sigma = np.frombuffer(ledger.mu, np.float64), np.frombuffer(ledger.sigma, np.float64)
    only_counted = type(engine).counted is not RatingEngine.counted
    countries = people.countries
    ids = state.ids.tolist()
    exists = np.fromiter((p in countries for p in ids), bool, len(ids))
    name_order = people.name_order
    names = np.fromiter((name_order.get(p, -1) for p in ids), np.int64, len(ids))
    where = [countries.get(p, ("", "")) for p in ids]
    nat = np.array([c[0].encode() for c in where], dtype="S2")
    loc = np.array([c[1].encode() for c in where], dtype="S2")
    codes = ranks.nation_codes([c[0] for c in where])[0]
    ends, record_days = ledger.end, ledger.day
    a = 0
    for day in sorted(days):
        r = bisect_right(record_days, day)
        b = ends[r - 1] if r else 0
        if b > a:
            _apply(state, a, b, after, change_day, counted, mu, sigma)
        a = max(a, b)
        listed = state.seen & exists
        if only_counted:
            listed &= state.count > 0
        who = np.flatnonzero(listed)
        order = who[np.lexsort((names[who], -state.rating[who]))]
        yield day, _rows(state, order, nat, loc, codes, gaussian)


def _apply(state: _State, a: int, b: int, after, change_day, counted, mu, sigma) -> None:
    """Bring the state past changes ``a`` to ``b`` (a record boundary each)."""
    who = state.of_change[a:b]
    state.seen[who] = True
    last = a + (b - a - 1) - np.unique(who[::-1], return_index=True)[1]  # each one's last change
    players = state.of_change[last]
    state.rating[players] = after[last]
    state.last[players] = change_day[last]
    if mu is not None:
        state.mu[players], state.sigma[players] = mu[last], sigma[last]
    state.count += np.bincount(who[counted[a:b]], minlength=len(state.ids))
    np.maximum.at(state.peak, who, after[a:b])


def _rows(state: _State, order: np.ndarray, nat, loc, codes, gaussian: bool) -> np.ndarray:
    """The rows of the players ``order`` (best first); ``codes``: their
    nationalities' (``ranks.nation_codes``), which group the national ranks."""
    rows = np.empty(len(order), year_tables.table_dtype(gaussian))
    scores = state.rating[order]
    rows["player"] = state.ids[order]
    rows["nationality"] = nat[order]
    rows["location"] = loc[order]
    rows["rating"] = scores
    rows["rank"] = ranks.competition(scores)
    rows["national_rank"] = ranks.national(codes[order], scores)
    rows["events"] = state.count[order]
    rows["peak"] = state.peak[order]
    rows["last_played"] = state.last[order]
    if gaussian:
        rows["mu"], rows["sigma"] = state.mu[order], state.sigma[order]
    return rows
