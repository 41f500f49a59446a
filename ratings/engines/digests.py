"""Digests of a table's rows, year by year, to find what a recompute must rewrite.

A full recompute gives millions of change rows, nearly all of them
what is stored already. Reading the stored rows back to compare costs more
than computing them; a 16-byte digest per year of each table, kept beside the
table, says the same thing. The stored rows are in processing order (their
ids), so a recompute keeps every year up to the first whose digest differs
and rewrites from there on.

A year's digest covers every value of its change rows (player, source, date,
before, after, score, weight and OpenSkill's mu and sigma, in order), bit for
bit: everything else stored of the year (the monthly trend, the year-end
table) follows from them.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from datetime import date
from hashlib import blake2b
from itertools import repeat

from .ledger import Ledger

NAN = float("nan")


def _feed(h, code: str, values) -> None:
    if isinstance(values, array) and values.typecode == code:
        h.update(values)  # the ledger's float columns: their bytes as they are
        return
    values = values if isinstance(values, list) else list(values)
    try:
        h.update(array(code, values).tobytes())
    except TypeError:  # players that are not integers (tests): their repr
        h.update(repr(values).encode())


def _floats(values: list) -> list:
    if None not in values:
        return values
    return [NAN if v is None else v for v in values]


def _record_years(ledger: Ledger) -> Iterator[tuple[int, int, int]]:
    """(year, first record, end record) of each year with records."""
    days = ledger.day
    begin = 0
    year = None
    for i, d in enumerate(days):
        if d.year != year:
            if year is not None:
                yield year, begin, i
            year = d.year
            begin = i
    if year is not None:
        yield year, begin, len(days)


def year_digests(ledger: Ledger) -> dict[int, str]:
    """{year: hex digest} of every year with changes."""
    ends = ledger.end
    scored = ledger.score is not None
    out: dict[int, str] = {}
    for year, r0, r1 in _record_years(ledger):
        c0 = ends[r0 - 1] if r0 else 0
        c1 = ends[r1 - 1]
        h = blake2b(digest_size=16)
        _feed(h, "q", ledger.player[c0:c1])
        _feed(h, "d", ledger.before[c0:c1])
        _feed(h, "d", ledger.after[c0:c1])
        _feed(h, "d", ledger.score[c0:c1] if scored else repeat(NAN, c1 - c0))
        if ledger.mu is not None:  # a Gaussian system's (mu, sigma) after each change
            _feed(h, "d", ledger.mu[c0:c1])
            _feed(h, "d", ledger.sigma[c0:c1])
        _feed(h, "q", ledger.source[r0:r1])
        _feed(h, "l", map(date.toordinal, ledger.day[r0:r1]))
        _feed(h, "d", _floats(ledger.weight[r0:r1]))
        _feed(h, "q", map(int.__sub__, ends[r0:r1], repeat(c0, r1 - r0)))
        out[year] = h.hexdigest()
    return out


def first_difference(stored: dict, new: dict) -> int | None:
    """The first year whose digest differs (present in one and not the
    other, or unknown), None when every year is the same."""
    years = sorted(set(stored) | set(new))
    for year in years:
        if stored.get(year) != new.get(year) or new.get(year) is None:
            return year
    return None
