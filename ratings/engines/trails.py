"""A player's changes in one table, packed in one value: what the recompute stores.

Stored a row a change, a full history was 4.4 million rows at bench scale,
each with four index entries: a first recompute spent more time inserting
and indexing them than rating, and an edit years back deleted and inserted
nearly three million of them. Every reader wants a player's changes (their
history page, their chart), or can name the players first (a game's, an
event's), so one value a (player, table), a *trail*, holds all of them in
processing order: a numpy record array (``dtype``), read back with
``np.frombuffer`` without a copy.

An entry is one change: the record's day (an ordinal), the number of changes
its record made in the table (a Dip Pouch event's N, a game's players), its
source (the tournament of an event-based system, the game of a game-based
one), the rating before and after, then what the engine keeps: a score and a
weight (``RatingEngine.scored``: Dip Pouch S and V, Ghost's actual -
expected and x) and the Gaussian after it (``gaussian``: OpenSkill's mu and
sigma). A missing score or weight is a NaN.

No Django here: ``ratings.services.trails`` writes trails, ``ratings.histories``
reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import cache

import numpy as np

from .ledger import Ledger

#: the first bytes of a trail: a tag, the format's version, the columns it
#: carries, padding to 8 bytes (the entries stay aligned)
MAGIC = b"WT"
VERSION = 1
SCORED, GAUSSIAN = 1, 2
HEADER = 8

__all__ = ["Packed", "dtype", "empty", "from_ledger", "pack", "unpack"]


def _flags(scored: bool, gaussian: bool) -> int:
    return (SCORED if scored else 0) | (GAUSSIAN if gaussian else 0)


@cache  # building a structured dtype costs more than reading a trail with it
def dtype(scored: bool, gaussian: bool) -> np.dtype:
    """An entry's layout for a system that keeps scores and weights
    (``scored``) and Gaussians (``gaussian``)."""
    fields = [
        ("day", "<i4"),
        ("size", "<i4"),
        ("source", "<i8"),
        ("before", "<f8"),
        ("after", "<f8"),
    ]
    if scored:
        fields += [("score", "<f8"), ("weight", "<f8")]
    if gaussian:
        fields += [("mu", "<f8"), ("sigma", "<f8")]
    return np.dtype(fields)


def empty(scored: bool, gaussian: bool) -> np.ndarray:
    return np.empty(0, dtype(scored, gaussian))


def pack(entries: np.ndarray) -> bytes:
    """A trail's bytes: the header, then the entries as they are in memory."""
    names = entries.dtype.names
    flags = _flags("score" in names, "mu" in names)
    header = MAGIC + bytes((VERSION, flags)) + bytes(HEADER - len(MAGIC) - 2)
    return header + entries.tobytes()


def unpack(data: bytes | memoryview) -> np.ndarray:
    """The entries of a trail's bytes (a read-only view of them)."""
    head = bytes(data[:HEADER])
    if head[:2] != MAGIC or head[2] != VERSION:
        raise ValueError(f"not a version {VERSION} trail: {head!r}")
    flags = head[3]
    layout = dtype(bool(flags & SCORED), bool(flags & GAUSSIAN))
    return np.frombuffer(data, layout, offset=HEADER)


@dataclass
class Packed:
    """Every player's new entries of one run, grouped: ``players`` ascending,
    the entries of ``players[i]`` are ``entries[starts[i]:starts[i + 1]]``, in
    processing order."""

    players: np.ndarray
    starts: np.ndarray
    entries: np.ndarray

    def __len__(self) -> int:
        return len(self.players)

    def of(self, i: int) -> np.ndarray:
        return self.entries[self.starts[i] : self.starts[i + 1]]

    def items(self):
        """(player id, their entries) for each player, ascending."""
        starts = self.starts.tolist()
        entries = self.entries
        return zip(
            self.players.tolist(),
            map(entries.__getitem__, map(slice, starts, starts[1:])),
            strict=True,
        )


def from_ledger(ledger: Ledger, first_record: int, scored: bool, gaussian: bool) -> Packed:
    """The ledger's changes from record ``first_record`` on, as entries
    grouped by player (a stable sort: each player's stay in processing order)."""
    ends = ledger.end
    c0 = ends[first_record - 1] if first_record else 0
    n = len(ledger) - c0
    out = np.empty(n, dtype(scored, gaussian))
    if n:
        counts = np.diff(np.array([c0, *ends[first_record:]], np.int64))
        days: dict[date, int] = {}
        for d in set(ledger.day[first_record:]):
            days[d] = d.toordinal()
        per_record = np.fromiter(map(days.__getitem__, ledger.day[first_record:]), np.int32)
        out["day"] = np.repeat(per_record, counts)
        out["size"] = np.repeat(counts, counts)
        out["source"] = np.repeat(np.array(ledger.source[first_record:], np.int64), counts)
        out["before"] = np.frombuffer(ledger.before, np.float64)[c0:]
        out["after"] = np.frombuffer(ledger.after, np.float64)[c0:]
        if scored:
            out["score"] = _floats(ledger.score, c0, n)
            weights = [np.nan if w is None else w for w in ledger.weight[first_record:]]
            out["weight"] = np.repeat(np.array(weights, np.float64), counts)
        if gaussian:
            out["mu"] = _floats(ledger.mu, c0, n)
            out["sigma"] = _floats(ledger.sigma, c0, n)
    players = np.array(ledger.player[c0:], np.int64)
    order = np.argsort(players, kind="stable")
    players = players[order]
    entries = out[order]
    cut = np.flatnonzero(np.diff(players)) + 1 if n else np.empty(0, np.int64)
    firsts = np.concatenate(([0], cut)) if n else cut
    starts = np.concatenate((firsts, [n])).astype(np.int64)
    return Packed(players[firsts], starts, entries)


def _floats(column, c0: int, n: int) -> np.ndarray:
    """A float column of the ledger from change ``c0`` on (None: NaN)."""
    if column is None:
        return np.full(n, np.nan)
    try:
        return np.frombuffer(column, np.float64)[c0:]
    except TypeError:  # a plain list (a ledger built by hand)
        values = column[c0:]
        return np.array([np.nan if v is None else v for v in values], np.float64)
