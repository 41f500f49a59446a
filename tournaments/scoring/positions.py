"""Board-position arithmetic: the facts about one end position that the scoring systems read.

These are pure functions of a board's positions (and its end year), kept apart from the
:class:`~tournaments.scoring.base.ScoringSystem` machinery so that a system's module reads
the board through them and nothing else: the readings below are taken once, here, and every
system that relies on one reads it the same way.

Readings shared by every system (each system's description repeats the ones it relies on):

* A power is eliminated when it holds 0 centres; ``eliminated_year`` records when. A
  0-centre power whose year is not recorded is taken as eliminated in the board's end year.
* A board is a solo when one power holds 18 or more centres; every other board is a draw of
  all survivors (DIAS).
* The board's end year is ``BoardInput.end_year`` when recorded; otherwise the later of 1909
  (the usual tournament year limit) and the last recorded elimination year.
* Positions on the board are ranked 1st, 2nd, ... so a board of fewer than seven powers uses
  the first place values (a six-power board: 7000 down to 2000 in Win Tier and Carnage).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from .charts import board_problem
from .types import (
    DEFAULT_END_YEAR,
    FIRST_YEAR,
    POWERS,
    SOLO_CENTRES,
    TOTAL_CENTRES,
    Position,
)

_KNOWN_POWERS = frozenset(POWERS)


def validate_positions(positions: Sequence[Position], end_year: int | None = None) -> None:
    """Raise ValueError for a board that cannot be a Diplomacy end position."""
    if not positions:
        raise ValueError("a board needs at least one position")
    if len(positions) > len(POWERS):
        raise ValueError(f"a board has at most {len(POWERS)} positions, got {len(positions)}")
    powers = [p.power for p in positions]
    for power in powers:
        if power not in _KNOWN_POWERS:
            raise ValueError(f"unknown power {power!r}")
    if len(set(powers)) != len(powers):
        raise ValueError(f"a power appears twice on one board: {sorted(powers)}")
    players = [p.player for p in positions]
    if len(set(players)) != len(players):
        raise ValueError("a player appears twice on one board")
    for p in positions:
        if isinstance(p.centres, bool) or not isinstance(p.centres, int) or p.centres < 0:
            raise ValueError(f"{p.power}: centres must be a non-negative int, got {p.centres!r}")
        if p.eliminated_year is not None and p.centres > 0:
            raise ValueError(f"{p.power} holds {p.centres} centres but has an elimination year")
        if p.eliminated_year is not None and p.eliminated_year < FIRST_YEAR:
            raise ValueError(f"{p.power}: elimination year {p.eliminated_year} before 1901")
    total = sum(p.centres for p in positions)
    if total > TOTAL_CENTRES:
        raise ValueError(f"the board holds {total} centres, more than {TOTAL_CENTRES}")
    if total == 0:
        raise ValueError("a board needs at least one survivor")
    if end_year is not None:
        known = [p.eliminated_year for p in positions if p.eliminated_year is not None]
        if known and end_year < max(known):
            raise ValueError(f"end year {end_year} is before an elimination year {max(known)}")
    charts = board_problem(positions)
    if charts is not None:
        power, problem = charts
        raise ValueError(f"{power.power}: {problem}" if power is not None else str(problem))


def soloist_index(positions: Sequence[Position]) -> int | None:
    """Index of the power holding 18+ centres, or None for a draw."""
    for i, p in enumerate(positions):
        if p.centres >= SOLO_CENTRES:
            return i
    return None


def board_end_year(positions: Sequence[Position], end_year: int | None = None) -> int:
    """The game year the board ended in (see the module docstring for the fallback)."""
    if end_year is not None:
        return end_year
    known = [p.eliminated_year for p in positions if p.eliminated_year is not None]
    return max([DEFAULT_END_YEAR, *known])


def elimination_year(position: Position, end_year: int) -> int | None:
    """Effective elimination year: None for a survivor, the board's end year if unrecorded."""
    if not position.eliminated:
        return None
    return position.eliminated_year if position.eliminated_year is not None else end_year


def split_places(
    keys: Sequence, value_of_place: Callable[[int], Fraction], share: str = "mean"
) -> list[Fraction]:
    """Places 1..n by ``keys`` (higher key = better place). Players with equal keys cover a
    block of places and each gets the mean of those places' values (``share="mean"``) or the
    value of the lowest place of the block (``share="lowest"``).

    Sorted best first, equal keys are adjacent: one pass finds each block, and a block's
    value is worked out once for all the players sharing it. A block of one place (most
    of them) takes that place's value as it is: its mean, without the exact sum and
    division."""
    n = len(keys)
    order = sorted(range(n), key=keys.__getitem__, reverse=True)
    out: list[Fraction] = [Fraction(0)] * n
    start = 0
    while start < n:
        end = start + 1
        while end < n and keys[order[end]] == keys[order[start]]:
            end += 1
        if share == "mean" and end - start > 1:
            value = Fraction(
                sum(value_of_place(pl) for pl in range(start + 1, end + 1)), end - start
            )
        else:
            value = Fraction(value_of_place(end))
        for i in order[start:end]:
            out[i] = value
        start = end
    return out


def win_tier_order_keys(positions: Sequence[Position], end_year: int) -> list[tuple[int, int]]:
    """Keys ordering a board as Win Tier and Carnage do: survivors by centres, then eliminated
    players by elimination year (later is better; the same year ties)."""
    keys = []
    for p in positions:
        year = elimination_year(p, end_year)
        keys.append((1, p.centres) if year is None else (0, year))
    return keys


def squares(positions: Sequence[Position]) -> list[Fraction]:
    """``centres^2 / sum(centres^2) * 100`` for every position."""
    total = sum(p.centres**2 for p in positions)
    return [Fraction(100 * p.centres**2, total) for p in positions]
