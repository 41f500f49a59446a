"""Circuit standings: a pure function from placements to a ranked table.

A circuit (a Grand Prix, a national cup) ranks players by their Dip Pouch
percentiles in its events: each event gives ``S = (N + 0.5 - P) / N * 100``
(N players classified, P the placement; tied players share the best
placement of the tie); a player's best ``best_of`` events count (all of them
when the circuit sets no limit), summed; equal totals share a rank
(competition ranking, "1224"). Percentiles and totals are exact (integers
over the lcm of the events' 2N, ``value`` gives the Fraction), so totals that
are equal on paper are equal here, whatever the order of the additions; they
are shown as floats. Per event, the published placements are used
when the event has any, otherwise the placements the site computed from its
boards.

No Django here: the selector feeds it the rows of one query.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from typing import NamedTuple


class Placement(NamedTuple):
    """One player's final placement in one event of the circuit (a tuple: a
    Grand Prix reads 3,000 of them for a page, at half a frozen dataclass's
    cost each)."""

    tournament: Hashable
    player: Hashable
    rank: int
    published: bool = True


@dataclass(slots=True)
class EventResult:
    tournament: Hashable
    rank: int
    players: int  # N
    scaled: int  # S times the circuit's scale: an integer
    scale: int
    counted: bool = True

    @property
    def value(self) -> Fraction:
        """S, exactly."""
        return Fraction(self.scaled, self.scale)

    @property
    def percentile(self) -> float:
        return self.scaled / self.scale  # rounded once, as float(self.value)


@dataclass(slots=True)
class CircuitRow:
    player: Hashable
    rank: int
    scaled: int  # the total times the circuit's scale
    scale: int
    results: dict[Hashable, EventResult] = field(default_factory=dict)

    @property
    def value(self) -> Fraction:
        """The total, exactly."""
        return Fraction(self.scaled, self.scale)

    @property
    def total(self) -> float:
        return self.scaled / self.scale

    @property
    def played(self) -> int:
        return len(self.results)

    @property
    def counted(self) -> int:
        return sum(1 for r in self.results.values() if r.counted)


def _twice_n_times_s(n: int, p: int) -> int:
    """2N times S: S = (N + 0.5 - P) / N * 100 is this over 2N, an integer."""
    return 100 * (2 * n + 1 - 2 * p)


def percentile(n: int, p: int) -> Fraction:
    """Dip Pouch S of placement ``p`` among ``n``, exactly: (N + 0.5 - P) / N * 100."""
    return Fraction(_twice_n_times_s(n, p), 2 * n)


def placements_of(ranks: Iterable[int]) -> dict[int, int]:
    """rank -> placement P: one plus the number ranked strictly better, whatever the
    rank style (1, 2, 2, 4 or 1, 2, 2, 3 both give P = 1, 2, 2, 4)."""
    placement: dict[int, int] = {}
    for i, r in enumerate(sorted(ranks)):
        placement.setdefault(r, i + 1)
    return placement


def competition_ranks(totals: Sequence) -> list[int]:
    """Ranks of totals sorted best first: equal totals share the best rank."""
    ranks: list[int] = []
    for i, t in enumerate(totals):
        ranks.append(ranks[-1] if i and t == totals[i - 1] else i + 1)
    return ranks


def _scaled(result: EventResult) -> int:
    return result.scaled


def circuit_standings(
    placements: Iterable[Placement],
    best_of: int | None = None,
    *,
    event_order: Sequence[Hashable] = (),
    name_key: Callable[[Hashable], object] = str,
) -> list[CircuitRow]:
    """Rank the circuit's players.

    ``event_order`` (e.g. the events by date) decides which of two equal
    percentiles counts when only one can: the earlier event. ``name_key``
    orders players who share a rank.
    """
    by_event: dict[Hashable, list[Placement]] = defaultdict(list)
    for p in placements:
        by_event[p.tournament].append(p)
    for tournament, rows in by_event.items():
        if any(r.published for r in rows):
            by_event[tournament] = [r for r in rows if r.published]
    # Every S is a multiple of 1 / (2N): scaled by the lcm of the events' 2N,
    # they are integers, which add up and compare exactly and much faster than
    # Fractions (a Grand Prix of 120 events and 5,000 placements: 60 -> 15 ms).
    scale = lcm(*(2 * len(rows) for rows in by_event.values())) if by_event else 1

    position = {t: i for i, t in enumerate(event_order)}
    late = len(position)
    when = {t: (position.get(t, late), str(t)) for t in by_event}
    # The events in their order, so each player's results come in that order:
    # one sort of the events instead of two sorts of every player's results.
    results: dict[Hashable, list[EventResult]] = defaultdict(list)
    for tournament in sorted(by_event, key=when.__getitem__):
        rows = by_event[tournament]
        n = len(rows)
        unit = scale // (2 * n)
        place = placements_of(r.rank for r in rows)
        for r in rows:
            scaled = _twice_n_times_s(n, place[r.rank]) * unit
            results[r.player].append(EventResult(tournament, r.rank, n, scaled, scale))

    table: list[CircuitRow] = []
    for player, events in results.items():
        if best_of and len(events) > best_of:
            # best first; of equal ones the earlier event (the sort is stable,
            # reverse too, and the list is in event order)
            for e in sorted(events, key=_scaled, reverse=True)[best_of:]:
                e.counted = False
            total = sum(e.scaled for e in events if e.counted)
        else:
            total = sum(e.scaled for e in events)
        table.append(CircuitRow(player, 0, total, scale, {e.tournament: e for e in events}))

    table.sort(key=lambda row: (-row.scaled, name_key(row.player)))
    for row, rank in zip(table, competition_ranks([r.scaled for r in table]), strict=True):
        row.rank = rank
    return table
