"""Competition ranks and national ranks of a table, over arrays.

A table has tens of thousands of rows, and a day of games re-ranks four of
them: numbered one element at a time in Python, that cost a third of a
second an update. Over numpy arrays it is a few passes in C. The rules are
those of ``engines.competition_ranks`` ("1224" on the exact sort value), which
the tests compare them with.

Nationalities travel as small integer codes (``nation_codes``): 0 is "none"
(no national rank), the others follow the nationalities' alphabetical order.
A national rank of 0 in an array is "none" too (ranks start at 1).
"""

from __future__ import annotations

import numpy as np


def scores_of(order: list, values: dict) -> np.ndarray:
    """The sort values of ``order``'s players, as floats (exact for the
    ratings' doubles and for integers below 2**53)."""
    return np.fromiter(map(values.__getitem__, order), np.float64, len(order))


def nation_codes(nationalities: list[str]) -> tuple[np.ndarray, list[str]]:
    """(each entry's code, the nationality of each code): "" is code 0."""
    names = ["", *sorted(set(nationalities) - {""})]
    code = {name: i for i, name in enumerate(names)}
    return np.fromiter(map(code.__getitem__, nationalities), np.int32, len(nationalities)), names


def competition(scores: np.ndarray) -> np.ndarray:
    """Competition ranks of scores sorted best first: equal scores share the
    first rank of their run."""
    n = len(scores)
    starts = np.ones(n, bool)
    np.not_equal(scores[1:], scores[:-1], out=starts[1:])
    return np.maximum.accumulate(np.where(starts, np.arange(1, n + 1), 0))


def national(codes: np.ndarray, scores: np.ndarray) -> np.ndarray:
    """Competition ranks among the entries of each nationality (0: none),
    the table being sorted best first."""
    n = len(codes)
    if not n:
        return np.zeros(0, np.int64)
    by_nation = np.argsort(codes, kind="stable")  # each nation's rows, best first
    nation, score = codes[by_nation], scores[by_nation]
    position = np.arange(n)
    first_of_nation = np.ones(n, bool)
    np.not_equal(nation[1:], nation[:-1], out=first_of_nation[1:])
    first_of_value = first_of_nation.copy()
    first_of_value[1:] |= score[1:] != score[:-1]
    nation_start = np.maximum.accumulate(np.where(first_of_nation, position, 0))
    value_start = np.maximum.accumulate(np.where(first_of_value, position, 0))
    out = np.empty(n, np.int64)
    out[by_nation] = value_start - nation_start + 1
    out[codes == 0] = 0
    return out


def ranked(scores: np.ndarray, nationalities: list[str]) -> tuple:
    """(ranks, national ranks, nationality codes, the nationality of each
    code) of a table's entries, sorted best first."""
    codes, names = nation_codes(nationalities)
    return competition(scores), national(codes, scores), codes, names


def as_lists(rank: np.ndarray, national_rank: np.ndarray) -> tuple[list, list]:
    """The ranks as Python lists, a national rank of 0 as None (what a row stores)."""
    return rank.tolist(), [r or None for r in national_rank.tolist()]


def table_ranks(order: list, nationalities: list[str], values: dict) -> tuple[list, list]:
    """(ranks, national ranks) of ``order``'s players, sorted best first."""
    return as_lists(*ranked(scores_of(order, values), nationalities)[:2])
