"""The WDD pair's readers of a row's fields: a whole number, a name, a player's
identity (FIRST NAME, NAME, HOMONYME), a country code, an elimination year, a
centre chart (the CT_nn cells). Each refuses a bad field naming the file, the
line and the column. They sit apart from ``wdd_pair``, which reads the files and
matches their rows against one another and the site's players, because a field
is judged alone, by the WDD's conventions for it, whichever file or row holds it.
"""

import re

from django.utils.translation import gettext as _

from ..models import TOTAL_CENTRES
from ..scoring import charts
from .errors import ImportFailed
from .wdd_countries import UnknownCode, to_iso
from .wording import line as at_line

#: a boards.csv centre-chart column: CT_01 = centres at the end of 1901
CHART_COLUMN = re.compile(r"^CT_(\d+)$")


def integer(row: dict, column: str, file: str, line: int, *, low: int, high: int, required=True):
    text = row.get(column, "")
    if not text:
        if required:
            raise ImportFailed(file, at_line(line), _("%(field)s is empty") % {"field": column})
        return None
    if re.fullmatch(r"-?\d+(\.0+)?", text) is None:
        raise ImportFailed(
            file,
            at_line(line),
            _("%(field)s %(value)s is not a whole number")
            % {"field": column, "value": repr(text[:20])},
        )
    value = int(float(text))
    if not low <= value <= high:
        raise ImportFailed(
            file,
            at_line(line),
            _("%(field)s %(value)s is out of range (%(low)s..%(high)s)")
            % {"field": column, "value": value, "low": low, "high": high},
        )
    return value


def name(row: dict, column: str, file: str, line: int, *, required: bool) -> str:
    value = row.get(column, "")
    if required and not value:
        raise ImportFailed(file, at_line(line), _("%(field)s is empty") % {"field": column})
    if len(value) > 100:
        raise ImportFailed(
            file,
            at_line(line),
            _("%(field)s is longer than %(max)s characters") % {"field": column, "max": 100},
        )
    if "\x00" in value:
        raise ImportFailed(
            file, at_line(line), _("%(field)s contains a NUL character") % {"field": column}
        )
    return value


def identity(row: dict, file: str, line: int) -> tuple[str, str, int]:
    first = name(row, "FIRST NAME", file, line, required=False)
    last = name(row, "NAME", file, line, required=True)
    homonyme = integer(row, "HOMONYME", file, line, low=0, high=999, required=False) or 0
    return first, last, homonyme


def country(row: dict, column: str, file: str, line: int) -> str:
    try:
        return to_iso(row.get(column, ""))
    except UnknownCode as e:
        raise ImportFailed(file, at_line(line), f"{column} {e}") from None


def elimination_year(row: dict, file: str, line: int) -> int | None:
    year = integer(row, "YEAR_ELIMINATION", file, line, low=0, high=2200, required=False)
    if year is None or year == 0:
        return None
    if year < 100:  # the WDD writes the game year as 1, 2, ... for 1901, 1902, ...
        return 1900 + year
    if year < 1901:
        raise ImportFailed(
            file,
            at_line(line),
            _("YEAR_ELIMINATION %(year)s is not a game year") % {"year": year},
        )
    return year


def chart(row: dict, file: str, line: int) -> tuple[int, ...]:
    """The row's centre chart from its CT_nn cells (the readings are in ``wdd_pair``'s
    docstring); () when it has none."""
    values: dict[int, int] = {}
    for column, text in row.items():
        match = CHART_COLUMN.match(column)
        if match is None or not text:
            continue
        year = int(match.group(1))
        if not 1 <= year <= charts.MAX_YEARS:
            raise ImportFailed(
                file,
                at_line(line),
                _("%(column)s: a chart covers CT_01..CT_%(max)s")
                % {"column": column, "max": charts.MAX_YEARS},
            )
        values[year] = integer(row, column, file, line, low=0, high=TOTAL_CENTRES)
    if not values:
        return ()
    last = max(values)
    gap = next((year for year in range(1, last) if year not in values), None)
    if gap is not None:
        raise ImportFailed(
            file,
            at_line(line),
            _("CT_%(gap)s is empty but CT_%(last)s is given: the chart has a hole")
            % {"gap": f"{gap:02d}", "last": f"{last:02d}"},
        )
    chart = tuple(values[year] for year in range(1, last + 1))
    return chart if any(chart) else ()
