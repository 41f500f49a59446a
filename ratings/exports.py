"""Leaderboard exports: CSV, JSON and XLSX of one (filtered) table.

The rows come from ``leaderboards.leaderboard`` (the same filters as the
pages), read as plain values in chunks so a million-row table streams.
Columns (JSON keys): rank (the table's own: national in a national table),
player (the player's key), first_name, last_name, nationality, location,
rating (full precision), events, peak, last_played, international_rank,
national_rank, homonym (the number that tells same-name players apart, empty
for most; last, so that the earlier columns keep their places). CSV and XLSX
cells go through ``wdd.spreadsheet`` (a name that a spreadsheet would run as a
formula is quoted); JSON is as stored.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import IO

from wdd import spreadsheet

from . import leaderboards, past_tables, ranked_rows
from .past_tables import ComputedTable

FORMATS = ("csv", "json", "xlsx")
COLUMNS = (
    "rank",
    "player",
    "first_name",
    "last_name",
    "nationality",
    "location",
    "rating",
    "events",
    "peak",
    "last_played",
    "international_rank",
    "national_rank",
    "homonym",
)
CHUNK = 5000

__all__ = [
    "COLUMNS",
    "CONTENT_TYPES",
    "FORMATS",
    "content_type",
    "export_text",
    "file_name",
    "leaderboard_rows",
    "render_leaderboard",
    "rows_of",
    "write_csv",
    "write_json",
    "xlsx_bytes",
]


VALUES = (
    "player_id",
    "player__key",
    "player__first_name",
    "player__last_name",
    "nationality",
    "location",
    "rating",
    "events",
    "peak",
    "last_played",
    "player__homonym",
    "system",
    "category",
)


def rows_of(queryset) -> Iterator[dict]:
    """One dict per row (COLUMNS keys) of a leaderboard queryset (or of the
    rows of a past table computed for a day), keeping its order; ``rank`` is
    the national rank in a national table, else the international rank (the
    ranks from the table's sheet, ``ranked_rows``)."""
    if isinstance(queryset, ComputedTable):
        yield from _computed_rows(queryset)
        return
    national = queryset.national_positions
    held = {}
    for player, *values, homonym, system, category in queryset.values_list(*VALUES).iterator(
        chunk_size=CHUNK
    ):
        if (system, category) not in held:
            found = ranked_rows.sheet(system, category, queryset.db)
            held[(system, category)] = found.places if found else {}
        rank, nrank = held[(system, category)].get(player, (None, None))
        item = dict(zip(COLUMNS[1:10], values, strict=True))
        last = item["last_played"]
        item["last_played"] = last.isoformat() if last else None
        yield {
            "rank": nrank if national else rank,
            **item,
            "international_rank": rank,
            "national_rank": nrank,
            "homonym": homonym,
        }


def _computed_rows(rows: ComputedTable) -> Iterator[dict]:
    for r in rows:
        yield {
            "rank": rows.position(r),
            "player": r[past_tables.KEY],
            "first_name": r[past_tables.FIRST_NAME],
            "last_name": r[past_tables.LAST_NAME],
            "nationality": r[past_tables.NATIONALITY],
            "location": r[past_tables.LOCATION],
            "rating": r[past_tables.RATING],
            "events": r[past_tables.EVENTS],
            "peak": r[past_tables.PEAK],
            "last_played": r[past_tables.LAST_PLAYED].isoformat(),
            "international_rank": r[past_tables.RANK],
            "national_rank": r[past_tables.NATIONAL_RANK],
            "homonym": r[past_tables.HOMONYM],
        }


def leaderboard_rows(system: str, category: str | None = None, **filters) -> Iterator[dict]:
    """The rows of ``leaderboards.leaderboard(system, category, **filters)``."""
    return rows_of(leaderboards.leaderboard(system, category, **filters))


def write_csv(rows: Iterator[dict], out: IO[str]) -> int:
    """CSV with a header row; floats keep full precision. Returns the row count."""
    writer = spreadsheet.csv_writer(out)
    writer.writerow(COLUMNS)
    n = 0
    for row in rows:
        writer.writerow(["" if row[c] is None else row[c] for c in COLUMNS])
        n += 1
    return n


def write_json(rows: Iterator[dict], out: IO[str]) -> int:
    """A JSON list of objects, written as it streams. Returns the row count."""
    n = 0
    out.write("[")
    for row in rows:
        out.write(",\n " if n else "\n ")
        out.write(json.dumps(row, ensure_ascii=False))
        n += 1
    out.write("\n]\n" if n else "]\n")
    return n


def xlsx_bytes(rows: Iterator[dict], title: str = "Leaderboard") -> bytes:
    return spreadsheet.xlsx(COLUMNS, ([row[c] for c in COLUMNS] for row in rows), title)


def export_text(fmt: str, rows: Iterator[dict]) -> str:
    """CSV or JSON as one string (for small tables and tests)."""
    buffer = io.StringIO()
    {"csv": write_csv, "json": write_json}[fmt](rows, buffer)
    return buffer.getvalue()


def file_name(system: str, category: str | None, country: str | None, fmt: str, as_of=None) -> str:
    parts = [system, category or leaderboards.resolve(system).slug]
    if country:
        parts.append(country.lower())
    if as_of:
        parts.append(as_of.isoformat())
    return "-".join(parts) + f".{fmt}"


CONTENT_TYPES = {
    "csv": "text/csv; charset=utf-8",
    "json": "application/json",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def content_type(fmt: str) -> str:
    return CONTENT_TYPES[fmt]


def render_leaderboard(queryset, fmt: str, national: bool = False) -> str | bytes:
    """A whole leaderboard queryset (filtered and sorted as given) as CSV or
    JSON text, or XLSX bytes. ``national`` is accepted for the views: the
    ``rank`` column already follows the queryset's ``position``."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    rows = rows_of(queryset)
    if fmt == "xlsx":
        return xlsx_bytes(rows)
    return export_text(fmt, rows)
