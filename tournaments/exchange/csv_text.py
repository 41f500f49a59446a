"""A CSV upload's text, header row and data rows, read for the CSV formats alike
(CSV standings, board rows, the WDD pair). A file that is not UTF-8, empty or
unreadable to the csv module, or longer than a format takes, is refused here
in one set of words, at the line where reading stopped; what a row's cells
mean is each format's own business.
"""

import csv
from collections.abc import Iterator

from django.utils.translation import gettext as _

from .errors import ImportFailed
from .wording import line as at_line


def decode_text(raw: bytes, file: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ImportFailed(
            file, "", _("not valid UTF-8 (byte %(byte)s)") % {"byte": e.start}
        ) from None


def header_row(reader, file: str) -> list[str]:
    """The first row's cells, stripped (each format cases its column names its own way)."""
    try:
        return [h.strip() for h in next(reader)]
    except StopIteration:
        raise ImportFailed(file, at_line(1), _("the file is empty")) from None
    except csv.Error as e:
        raise ImportFailed(
            file, at_line(1), _("unreadable CSV: %(error)s") % {"error": e}
        ) from None


def data_rows(reader, file: str, *, start: int) -> Iterator[tuple[int, list[str]]]:
    """The reader's rows with a cell that is not blank, each with its line number
    (``start`` for the first row read); a row the csv module cannot read is refused
    at the line it stopped on."""
    try:
        for line_no, values in enumerate(reader, start=start):
            if any(v.strip() for v in values):
                yield line_no, values
    except csv.Error as e:
        raise ImportFailed(
            file, at_line(reader.line_num), _("unreadable CSV: %(error)s") % {"error": e}
        ) from None


def check_row_count(count: int, max_rows: int, file: str, line_no: int) -> None:
    """Refuse a file at the row that takes it past ``max_rows`` rows."""
    if count > max_rows:
        raise ImportFailed(file, at_line(line_no), _("more than %(max)s rows") % {"max": max_rows})
