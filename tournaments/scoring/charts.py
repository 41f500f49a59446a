"""The optional per-year centre chart of a board: what a valid one is, and its stored text.

A power's chart lists the centres it held at the end of each game year from 1901 (index 0 =
end of 1901), as the WDD upload pair's CT_01..CT_20 columns carry it. Only some systems read
it (Maxonian and 7Eleven break ties on it), so it is optional everywhere; but a chart that is
given must be one a game could have produced, because a wrong column silently changes a
tie-break. Every entry path (results bundle, WDD pair, admin) and the engine itself judge it
here, so they refuse the same charts with the same words.

Readings (stated on the catalogue and in the README):

* A chart runs from 1901 to the year the game ended for that power: its last value is the
  power's end position (an eliminated power's chart may stop at its elimination or carry
  on with zeros to the end).
* A power with no centre at the end of a year is out for good: once 0, always 0. The first
  0 is the year of elimination, so it must agree with ``eliminated_year`` when both are given.
* On one board the centres of any year add up to at most 34; the powers still in the game
  at the end have charts of the same length (the game's years), and no chart is longer.
* The importers want every power's chart or none (``require_all``): a board with a few
  charts would look charted and yet break no tie. The engine accepts a partial board (the
  systems then behave as without a chart).

Problems come back as :class:`ChartProblem` (an English template and its values), so an
importer writes the English line and the admin translates the same template. Plain Python:
no Django (``gettext_noop`` below only marks the templates for the French catalogue).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .types import FIRST_YEAR, TOTAL_CENTRES

#: the longest chart kept: 1901..1950 (the WDD pair carries 20 years; longer charts add
#: CT_21.. columns on export)
MAX_YEARS = 50
#: the stored text: values joined by commas ("4,5,5,6"); "" is no chart
SEPARATOR = ","


def gettext_noop(template: str) -> str:
    """Marks a template for the translation catalogue (the admin translates it)."""
    return template


class Charted(Protocol):
    """What the checks read: a Position, an importer's ResultIn, an admin row."""

    power: str
    centres: int
    eliminated_year: int | None
    centres_by_year: tuple[int, ...]


@dataclass(frozen=True)
class ChartProblem:
    """Why a chart is refused: an English template and the values it names."""

    template: str
    params: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template % self.params


def year_of(index: int) -> int:
    return FIRST_YEAR + index


def to_text(chart: Sequence[int]) -> str:
    """The stored form of a chart: ``(4, 5, 6)`` -> ``"4,5,6"``; no chart -> ``""``."""
    return SEPARATOR.join(str(value) for value in chart)


def from_text(text: str) -> tuple[int, ...]:
    """A stored chart back (the inverse of :func:`to_text`; ``""`` -> ``()``)."""
    return tuple(int(value) for value in text.split(SEPARATOR)) if text else ()


def parse_typed(text: str) -> tuple[int, ...]:
    """A chart as an organiser types it: numbers separated by spaces, commas or semicolons
    ("4 5 5 6", "4, 5, 5, 6"). ValueError naming the first item that is not a whole number."""
    items = text.replace(",", " ").replace(";", " ").split()
    chart = []
    for item in items:
        if not item.isdigit():
            raise ValueError(item)
        chart.append(int(item))
    return tuple(chart)


def position_problem(p: Charted) -> ChartProblem | None:
    """The first thing wrong with one power's chart, or None (no chart is never wrong)."""
    chart = p.centres_by_year
    if not chart:
        return None
    if len(chart) > MAX_YEARS:
        return ChartProblem(
            gettext_noop("the centre chart has %(years)s years; at most %(max)s are kept"),
            {"years": len(chart), "max": MAX_YEARS},
        )
    for i, value in enumerate(chart):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 34:
            return ChartProblem(
                gettext_noop("the centre chart gives %(value)s centres in %(year)s (0..34)"),
                {"value": value, "year": year_of(i)},
            )
    if chart[-1] != p.centres:
        return ChartProblem(
            gettext_noop(
                "the centre chart ends with %(last)s centres in %(year)s but the end "
                "position holds %(centres)s"
            ),
            {"last": chart[-1], "year": year_of(len(chart) - 1), "centres": p.centres},
        )
    if 0 in chart:
        out = chart.index(0)
        back = next((i for i in range(out, len(chart)) if chart[i]), None)
        if back is not None:
            return ChartProblem(
                gettext_noop(
                    "the centre chart holds no centre in %(out)s, then %(value)s in %(year)s: "
                    "an eliminated power stays out"
                ),
                {"out": year_of(out), "value": chart[back], "year": year_of(back)},
            )
        if p.eliminated_year is not None and p.eliminated_year != year_of(out):
            return ChartProblem(
                gettext_noop(
                    "the centre chart first holds no centre in %(out)s, but the power is "
                    "eliminated in %(year)s"
                ),
                {"out": year_of(out), "year": p.eliminated_year},
            )
    return None


def board_problem(
    positions: Sequence[Charted], *, require_all: bool = False
) -> tuple[Charted | None, ChartProblem] | None:
    """The first thing wrong with a board's charts, with the power it concerns (None for
    the board as a whole), or None.
    Checks each power's chart, then the board: yearly totals, lengths and (with
    ``require_all``) every power's chart or none. A board without a chart (nearly
    every one) has nothing wrong, which one look at each position tells."""
    if not any(p.centres_by_year for p in positions):
        return None
    for p in positions:
        problem = position_problem(p)
        if problem is not None:
            return p, problem
    charted = [p for p in positions if p.centres_by_year]
    if not charted:
        return None
    if require_all and len(charted) < len(positions):
        bare = next(p for p in positions if not p.centres_by_year)
        return bare, ChartProblem(
            gettext_noop(
                "%(power)s has no centre chart but %(other)s has one: give every power's "
                "chart or none"
            ),
            {"power": bare.power, "other": charted[0].power},
        )
    survivors = [p for p in charted if p.centres]
    if survivors:
        years = len(survivors[0].centres_by_year)
        for p in charted:
            length = len(p.centres_by_year)
            if (p.centres and length != years) or length > years:
                return p, ChartProblem(
                    gettext_noop(
                        "the centre chart of %(power)s runs to %(year)s, that of %(other)s to "
                        "%(other_year)s: the charts of the powers still in at the end cover "
                        "the same years, and no chart runs longer"
                    ),
                    {
                        "power": p.power,
                        "year": year_of(length - 1),
                        "other": survivors[0].power,
                        "other_year": year_of(years - 1),
                    },
                )
    longest = max(len(p.centres_by_year) for p in charted)
    for i in range(longest):
        total = sum(p.centres_by_year[i] for p in charted if i < len(p.centres_by_year))
        if total > TOTAL_CENTRES:
            return None, ChartProblem(
                gettext_noop(
                    "the centre charts add up to %(total)s centres in %(year)s, more than 34"
                ),
                {"total": total, "year": year_of(i)},
            )
    return None
