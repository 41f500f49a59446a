"""Cells of the tabular exports (CSV, XLSX), safe to open in a spreadsheet.

A spreadsheet reads a cell starting with ``=``, ``+``, ``-``, ``@``, tab or
CR as a formula, so a player named ``=HYPERLINK("http://x","y")`` would
become a live link (or worse) in the organiser's copy of the standings.
Following OWASP's CSV-injection advice, such a text cell gets a leading
single quote, which spreadsheets take as "this is text". Every CSV and XLSX
export writes through this module (``csv_writer``, ``csv_dict_writer``,
``xlsx``), so none can forget; JSON exports, pages, the API and the backup
bundle keep names exactly as written.

Only text is touched: numbers (ints, floats, and the numbers the WDD pair
writes as text, such as ``-3.5``) stay numbers. The quoting is reversible:
a text that already starts with quotes before a trigger character gets one
more, so ``restore`` (used by the CSV readers) gives back exactly what was
exported, and an exported WDD pair imports back to the same names. A name
that merely starts with an apostrophe (``'t Hart``) is left alone.

XLSX cells are written as strings or numbers, never as formulas.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from typing import IO, Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
QUOTE = "'"
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
MAX_COLUMN_WIDTH = 50

__all__ = ["TRIGGERS", "cell", "csv_dict_writer", "csv_writer", "neutralise", "restore", "xlsx"]


def _needs_quote(text: str) -> bool:
    """Starts (after any quotes) with a trigger character, and is not a number."""
    rest = text.lstrip(QUOTE)
    return rest.startswith(TRIGGERS) and _NUMBER.fullmatch(rest) is None


def neutralise(text: str) -> str:
    """``text`` as a spreadsheet must show it: quoted if it would be a formula."""
    return QUOTE + text if _needs_quote(text) else text


def restore(text: str) -> str:
    """The inverse of ``neutralise`` (for readers of exported files)."""
    if text.startswith(QUOTE) and _needs_quote(text[1:]):
        return text[1:]
    return text


def cell(value: Any) -> Any:
    """A value for a CSV or XLSX cell: text neutralised, anything else as is."""
    return neutralise(value) if isinstance(value, str) else value


class _Writer:
    """``csv.writer`` whose rows go through ``cell``."""

    def __init__(self, out: IO[str], **kwargs):
        self._writer = csv.writer(out, **kwargs)

    def writerow(self, row: Iterable) -> None:
        self._writer.writerow([cell(v) for v in row])

    def writerows(self, rows: Iterable[Iterable]) -> None:
        for row in rows:
            self.writerow(row)


class _DictWriter:
    """``csv.DictWriter`` whose rows go through ``cell`` (the header is ours)."""

    def __init__(self, out: IO[str], fieldnames: Sequence[str], **kwargs):
        self._writer = csv.DictWriter(out, fieldnames=fieldnames, **kwargs)

    def writeheader(self) -> None:
        self._writer.writeheader()

    def writerow(self, row: dict) -> None:
        self._writer.writerow({k: cell(v) for k, v in row.items()})


def csv_writer(out: IO[str], **kwargs) -> _Writer:
    return _Writer(out, **kwargs)


def csv_dict_writer(out: IO[str], fieldnames: Sequence[str], **kwargs) -> _DictWriter:
    return _DictWriter(out, fieldnames, **kwargs)


def xlsx(headers: Sequence[str], rows: Iterable[Sequence], title: str = "Sheet") -> bytes:
    """One sheet: a bold, frozen header row, then ``rows``; text cells are
    neutralised strings, numbers numbers, None and "" empty. Columns are as wide as
    their longest value (up to MAX_COLUMN_WIDTH)."""
    rows = [list(r) for r in rows]
    book = Workbook(write_only=True)
    sheet = book.create_sheet(title=_sheet_title(title))
    widths = [len(str(h)) for h in headers]
    for row in rows:
        for i, value in enumerate(row):
            if value is not None and i < len(widths):
                widths[i] = max(widths[i], len(str(value)))
    for i, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(i)].width = min(width + 2, MAX_COLUMN_WIDTH)
    sheet.freeze_panes = "A2"

    def text_cell(value: str, **style) -> WriteOnlyCell:
        c = WriteOnlyCell(sheet, value=ILLEGAL_CHARACTERS_RE.sub("\ufffd", neutralise(value)))
        c.data_type = "s"  # a string even if it looks like a formula
        for name, v in style.items():
            setattr(c, name, v)
        return c

    bold = Font(bold=True)
    sheet.append([text_cell(str(h), font=bold) for h in headers])
    for row in rows:
        sheet.append([(text_cell(v) if v else None) if isinstance(v, str) else v for v in row])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _sheet_title(title: str) -> str:
    """Excel's rules: at most 31 characters, none of []:*?/\\ ."""
    return re.sub(r"[\[\]:*?/\\]", " ", title)[:31].strip() or "Sheet"
