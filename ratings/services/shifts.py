"""Ranks that merely shifted, written as range updates.

A day of games moves a few players, and every player they pass moves one
place: tens of thousands of rows whose rank alone changes, by the same amount
over long stretches of the table. ``runs`` turns them into a few hundred
``UPDATE ... SET rank = rank + d WHERE rank BETWEEN first AND last``, each
walking the rank index, instead of one row each (a join with a temporary
table of every shifted row, which cost twice as much a row).

It relies on what a re-ranking keeps: players whose value did not change keep
their order, so the shift of such a player depends only on where they stand,
and the ones between two of them shift alike. Rows rewritten or deleted anyway
are not among the kept rows: the ranges may catch them, their own update or
delete comes after. Both functions take the kept rows' ranks as arrays, in
the stored order (``rows.rerank`` has them so).
"""

from __future__ import annotations

from itertools import groupby

import numpy as np


def _stretches(breaks: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(first, last) index of each stretch of ``n`` entries cut before ``breaks``."""
    first = np.concatenate(([0], breaks))
    last = np.concatenate((breaks - 1, [n - 1]))
    return first, last


def _in_order(moves: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """A stretch moving up lands only on stretches moving up that start above
    it, one moving down only on those moving down that start below it; so the
    stretches moving up go first, top down, then those moving down, bottom
    up: no range ever catches a row another one moved."""
    up = [m for m in moves if m[0] < 0]  # a smaller rank: up the table
    down = [m for m in reversed(moves) if m[0] > 0]
    return up + down


def runs(old: np.ndarray, new: np.ndarray) -> list[tuple[int, int, int]]:
    """[(delta, first, last)]: add ``delta`` to the ranks from ``first`` to
    ``last``, in this order, and every kept row (``old``: their stored ranks,
    best first) gets its rank in ``new``. Each range is a stretch of the table
    in which every kept row moves by the same amount."""
    n = len(old)
    if not n:
        return []
    delta = new - old
    first, last = _stretches(np.flatnonzero(delta[1:] != delta[:-1]) + 1, n)
    moves = zip(delta[first].tolist(), old[first].tolist(), old[last].tolist(), strict=True)
    return _in_order([m for m in moves if m[0]])


def national_runs(
    codes: np.ndarray, names: list[str], old: np.ndarray, new: np.ndarray
) -> list[tuple[str, int, int, int]]:
    """[(nationality, delta, first, last)]: ``runs`` of each nationality's own
    table (its national ranks), for the kept rows with one (``codes``: their
    ``ranks.nation_codes``, 0 for none; ``old``/``new``: their national ranks)."""
    rows = np.flatnonzero(codes)
    rows = rows[np.argsort(codes[rows], kind="stable")]  # by nationality, best first
    n = len(rows)
    if not n:
        return []
    nation, before = codes[rows], old[rows]
    delta = new[rows] - before
    cut = (nation[1:] != nation[:-1]) | (delta[1:] != delta[:-1])
    first, last = _stretches(np.flatnonzero(cut) + 1, n)
    moves = zip(
        nation[first].tolist(), delta[first].tolist(), before[first].tolist(),
        before[last].tolist(), strict=True,
    )  # fmt: skip
    return [
        (names[code], *move)
        for code, stretches in groupby((m for m in moves if m[1]), key=lambda m: m[0])
        for move in _in_order([m[1:] for m in stretches])
    ]
