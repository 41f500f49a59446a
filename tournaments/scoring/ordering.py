"""Exact totals and deterministic orders: how the standings put players, powers and games in
order.

A ranking must not depend on the order in which boards or players were listed, nor on
floating-point rounding: totals are added as exact Fractions, standing keys order and tie
exactly, equal keys share a competition rank, and players, powers and games fall into one
fixed order whatever their ids. These helpers hold that to one place, apart from the
:class:`~tournaments.scoring.base.ScoringSystem` that uses them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING

from .types import POWERS

if TYPE_CHECKING:
    from .games import PlayedGame

_POWER_INDEX = {power: i for i, power in enumerate(POWERS)}


def competition_ranks(ordered: Sequence) -> list[int]:
    """Competition ranks of keys sorted best first: 1 + how many keys are strictly better,
    so equal keys share a rank and the next rank skips. Sorted, equal keys are adjacent
    and every key before a block is better: one pass instead of comparing every pair."""
    ranks: list[int] = []
    for i, key in enumerate(ordered):
        ranks.append(ranks[-1] if i and key == ordered[i - 1] else i + 1)
    return ranks


def player_sort_key(player: Hashable) -> tuple:
    """A deterministic order for arbitrary hashable player ids (numbers, then strings,
    then anything else by its repr)."""
    if isinstance(player, bool):
        return (2, 0, repr(player))
    if isinstance(player, int | float | Fraction):
        return (0, player, "")
    if isinstance(player, str):
        return (1, 0, player)
    return (2, 0, f"{type(player).__name__}:{player!r}")


def power_sort_key(power: str) -> int:
    return _POWER_INDEX.get(power, len(POWERS))


def game_power_sort_key(game: PlayedGame) -> int:
    """``power_sort_key`` of a game's power, read from the index here: a tournament sorts
    every board's games by it, and a lambda around ``power_sort_key`` is a call more a game."""
    return _POWER_INDEX.get(game.power, len(POWERS))


def exact_sum(values: Sequence[Fraction]) -> Fraction:
    """``sum(values, Fraction(0))``, the numerators added over the denominators' least
    common multiple: whole numbers added in C, where adding Fractions one by one
    reduced every partial sum by its gcd, in Python."""
    common = lcm(*[v.denominator for v in values])
    return Fraction(sum([v.numerator * (common // v.denominator) for v in values]), common)


#: the numbers ``exact_order`` pairs with their float
_NUMBERS = frozenset({int, bool, float, Fraction})


def exact_order(key: tuple) -> tuple:
    """``key`` with each number ``x`` in it as ``(float(x), x)``: the same order and the
    same ties, exactly (rounding to the nearest float never reverses two numbers, and
    equal floats go on to the numbers themselves), but two Fractions are told apart
    by their floats, in C."""
    return tuple((float(x), x) if type(x) in _NUMBERS else x for x in key)
