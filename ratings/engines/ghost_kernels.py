"""Straight-line Ghost Rating updates of a multiplayer game, one per size.

The update of one game in one category is a few list comprehensions over its
players; at the bench scale (400,000 game-categories) building those lists
costs more than the arithmetic. For each number of players and game scoring
this module writes out, once, a function that does the same floating-point
operations in the same order with one local variable per player, so the
results are the same to the last bit
(``tests/ratings/engines/test_ghost_kernels.py``):

    sum = fsum(GR); x = sum / divisor
    expected_i = GR_i / sum                  (dss)
    expected_i = GR_i^2 / fsum(GR^2)         (sos)
    diff_i = actual_i - expected_i; GR_i' = GR_i + x * diff_i

A kernel takes (ratings.get, players, actual scores, divisor) and returns
(x, ratings before, ratings after, diffs), and stores the new ratings.
"""

from __future__ import annotations

from collections.abc import Callable
from math import fsum

Kernel = Callable[..., tuple]
_KERNELS: dict[tuple[int, bool, float], Kernel] = {}


def kernel(players: int, sos: bool, start: float) -> Kernel:
    """The update of a game of ``players`` players (sum of squares or not) in
    a table whose newcomers start at ``start``."""
    key = (players, sos, start)
    k = _KERNELS.get(key)
    if k is None:
        k = _KERNELS[key] = _build(players, sos, start)
    return k


def source(n: int, sos: bool) -> str:
    """The Python source of one kernel (see the module docstring)."""
    ps = ", ".join(f"p{i}" for i in range(n))
    gs = ", ".join(f"g{i}" for i in range(n))
    lines = [
        "def kernel(rating, peak, players, actual, divisor):",
        f"    {ps}, = players",
        f"    {', '.join(f'a{i}' for i in range(n))}, = actual",
        "    get = rating.get",
        "    top = peak.get",
    ]
    add = lines.append
    for i in range(n):
        add(f"    g{i} = get(p{i}, START)")
    add(f"    total = fsum(({gs},))")
    add("    x = total / divisor")
    if sos:
        for i in range(n):
            add(f"    q{i} = g{i} * g{i}")
        add(f"    sq_total = fsum(({', '.join(f'q{i}' for i in range(n))},))")
        for i in range(n):
            add(f"    d{i} = a{i} - q{i} / sq_total")
    else:
        for i in range(n):
            add(f"    d{i} = a{i} - g{i} / total")
    for i in range(n):
        add(f"    n{i} = g{i} + x * d{i}")
    for i in range(n):
        add(f"    rating[p{i}] = n{i}")
        # A peak is only ever a rise: most players are not looked up.
        add(f"    if n{i} > g{i} and n{i} > top(p{i}, START):")
        add(f"        peak[p{i}] = n{i}")
    add(f"    return x, ({gs},), ({', '.join(f'n{i}' for i in range(n))},), "
        f"({', '.join(f'd{i}' for i in range(n))},)")  # fmt: skip
    return "\n".join(lines) + "\n"


def _build(n: int, sos: bool, start: float) -> Kernel:
    namespace = {"fsum": fsum, "START": start}
    name = f"<ghost kernel {n} players {'sos' if sos else 'dss'}>"
    exec(compile(source(n, sos), name, "exec"), namespace)  # noqa: S102
    return namespace["kernel"]
