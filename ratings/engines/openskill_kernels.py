"""Straight-line Plackett-Luce updates, one per shape of finishing order.

``openskill_pl.plackett_luce`` mirrors the package's loops; at the bench
scale (200,000 games) those loops, not the arithmetic, are most of the time.
A game's arithmetic depends only on its number of players and on which
neighbours in the finishing order are tied, so for each such shape (at most
127 for up to seven players) this module writes out, once, a function with
the same floating-point operations in the same order and no loop: one local
variable per player. Same operations, same order: the same bits
(``tests/ratings/engines/test_openskill_kernels.py`` checks them against the
package).

Two identities drop operations without changing a bit: a division by a group
size of 1 (``x / 1 == x``), and the package's ``ratio = sig**2 / sig_sq``, the
same float divided by itself, exactly 1.0 for any finite non-zero sigma.

A kernel takes a table's (mu, sigma) by player and the game's players in
finishing order; it stores each player's new (mu, sigma) and returns their
ordinals ``mu - 3 sigma`` before and after.
"""

from __future__ import annotations

from collections.abc import Callable
from math import exp, sqrt

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
Z = 3.0  # ordinal = mu - Z * sigma

Kernel = Callable[[dict, list], tuple[tuple, tuple]]
_KERNELS: dict[tuple[bool, ...], Kernel] = {}


def kernel(ties: tuple[bool, ...]) -> Kernel:
    """The kernel for a finishing order of ``len(ties) + 1`` players in which
    ``ties[k]`` tells whether players k and k + 1 are tied."""
    k = _KERNELS.get(ties)
    if k is None:
        k = _KERNELS[ties] = _build(ties)
    return k


def _groups(ties: tuple[bool, ...]) -> list[tuple[int, int]]:
    """[start, end) of each run of tied players."""
    groups = []
    start = 0
    n = len(ties) + 1
    for j in range(1, n + 1):
        if j == n or not ties[j - 1]:
            groups.append((start, j))
            start = j
    return groups


def _over(value: str, size: int) -> str:
    return value if size == 1 else f"{value} / {size}"


def source(ties: tuple[bool, ...]) -> str:
    """The Python source of one kernel (see the module docstring)."""
    n = len(ties) + 1
    groups = _groups(ties)
    lines = [
        "def kernel(gauss, players):",
        f"    {''.join(f'p{i}, ' for i in range(n))}= players",
        "    get = gauss.get",
    ]
    add = lines.append
    for i in range(n):
        add(f"    m{i}, g{i} = get(p{i}, NEWCOMER)")
    for i in range(n):
        add(f"    s{i} = sqrt(g{i} * g{i} + TAU_SQUARED)")
    for i in range(n):
        add(f"    ss{i} = s{i}**2")
    terms = " + ".join(f"(ss{i} + BETA_SQUARED)" for i in range(n))
    add(f"    c = sqrt(0.0 + {terms})")
    add("    c_squared = c**2")
    for i in range(n):
        add(f"    e{i} = exp(m{i} / c)")
    # Each group's sum of exp(mu/c) over the players ranked as it or worse,
    # added from the group's first player on, in index order.
    for h, (h0, _) in enumerate(groups):
        add(f"    C{h} = {' + '.join(f'e{j}' for j in range(h0, n))}")
    for own, (g0, g1) in enumerate(groups):
        for i in range(g0, g1):
            # The package adds the terms one by one into omega = 0.0 and
            # delta = 0.0; one expression evaluates them left to right, the same
            # operations in the same order. (0.0 + d is d: every d is >= +0.0.)
            deltas = []
            omegas = ["0.0"]
            for h, (h0, h1) in enumerate(groups[: own + 1]):
                size = h1 - h0
                add(f"    t{h} = e{i} / C{h}")
                d = f"t{h} * (1 - t{h})" if size == 1 else f"(t{h} * (1 - t{h}) / {size})"
                deltas += [d] * size
                if h < own:
                    o = f"t{h}" if size == 1 else f"(t{h} / {size})"
                    omegas += [f"- {o}"] * size
                    continue
                for q in range(h0, h1):
                    if q == i:
                        gain = f"(1 - t{h})" if size == 1 else f"((1 - t{h}) / {size})"
                        omegas.append(f"+ {gain}")
                    else:
                        loss = f"t{h}" if size == 1 else f"(t{h} / {size})"
                        omegas.append(f"- {loss}")
            add(f"    v{i} = m{i} + ({' '.join(omegas)}) * (ss{i} / c)")
            add(f"    w = 1 - ({' + '.join(deltas)}) * (ss{i} / c_squared) * (sqrt(ss{i}) / c)")
            add(f"    w{i} = s{i} * sqrt(KAPPA if KAPPA > w else w)")
    for i in range(n):
        add(f"    gauss[p{i}] = (v{i}, w{i})")
    add(f"    return ({', '.join(f'm{i} - Z * g{i}' for i in range(n))},), "
        f"({', '.join(f'v{i} - Z * w{i}' for i in range(n))},)")  # fmt: skip
    return "\n".join(lines) + "\n"


def _build(ties: tuple[bool, ...]) -> Kernel:
    namespace = {
        "sqrt": sqrt,
        "exp": exp,
        "TAU_SQUARED": MODEL.tau * MODEL.tau,
        "BETA_SQUARED": MODEL.beta**2,
        "KAPPA": MODEL.kappa,
        "Z": Z,
        "NEWCOMER": (MODEL.mu, MODEL.sigma),
    }
    exec(compile(source(ties), f"<openskill kernel {ties}>", "exec"), namespace)  # noqa: S102
    return namespace["kernel"]
