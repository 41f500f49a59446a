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
(``wild``) may be caught by any range: their update comes after.
"""

from __future__ import annotations

from collections.abc import Iterable


def runs(order: Iterable, old: dict, new: dict, wild: set) -> list[tuple[int, int, int]]:
    """[(delta, first, last)]: add ``delta`` to the ranks from ``first`` to
    ``last``, in this order, and every player of ``order`` (the stored table,
    best first, with its ranks ``old``) not in ``wild`` gets its rank in
    ``new`` (unchanged if not in it).

    Each range is a stretch of the table in which every kept player moves by
    the same amount. A stretch moving up lands only on stretches moving up
    that start above it, one moving down only on those moving down that start
    below it; so the stretches moving up go first, top down, then those
    moving down, bottom up: no range ever catches a row another one moved."""
    stretches: list[list[int]] = []
    for p in order:
        if p in wild:
            continue
        rank = old[p]
        delta = new[p] - rank if p in new else 0
        if stretches and stretches[-1][0] == delta:
            stretches[-1][2] = rank
        else:
            stretches.append([delta, rank, rank])
    up = [tuple(s) for s in stretches if s[0] < 0]  # a smaller rank: up the table
    down = [tuple(s) for s in reversed(stretches) if s[0] > 0]
    return up + down


def national_runs(
    order: list, nationality: dict, old: dict, new: dict, wild: set
) -> list[tuple[str, int, int, int]]:
    """[(nationality, delta, first, last)]: ``runs`` of each nationality's
    own table (its national ranks), for the players of ``order`` with one."""
    tables: dict[str, list] = {}
    for p in order:
        if nationality[p]:
            tables.setdefault(nationality[p], []).append(p)
    return [
        (nat, *run)
        for nat, players in sorted(tables.items())
        for run in runs(players, old, new, wild)
    ]
