"""export_leaderboard SYSTEM [--category CAT] [--country CC] [--as-of YYYY-MM-DD]
[--format csv|json|xlsx] [--output FILE]"""

import os
import sys
from argparse import ArgumentTypeError
from datetime import date

from django.core.management.base import BaseCommand, CommandError

from ratings import exports, leaderboards


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


class _Text:
    """A file-like adapter over the command's stdout (no added line endings)."""

    def __init__(self, wrapper):
        self.wrapper = wrapper

    def write(self, s: str) -> None:
        self.wrapper.write(s, ending="")


class Command(BaseCommand):
    help = (
        "Write a rating leaderboard as CSV, JSON or XLSX (stdout by default). "
        "With --country, the national table of that nationality; with --as-of, the "
        "table as it stood at the end of that day."
    )

    def add_arguments(self, parser):
        parser.add_argument("system", help="rating system slug, e.g. dip-pouch, ghost")
        parser.add_argument("--category", help="category slug (default: the system's first)")
        parser.add_argument("--country", help="nationality (ISO 3166-1 alpha-2): national table")
        parser.add_argument(
            "--as-of",
            type=_day,
            metavar="YYYY-MM-DD",
            help="the table as it stood at the end of that day: only events and games that "
            "ended by then count, ranks among the players rated by then",
        )
        parser.add_argument("--format", choices=exports.FORMATS, default="csv", dest="fmt")
        parser.add_argument("--output", "-o", help="file to write (default: stdout)")

    def handle(self, *args, **options):
        try:
            self._export(**options)
        except BrokenPipeError:  # e.g. piped into `head`: stop quietly, like other tools
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())

    def _export(self, *, system, category, country, as_of, fmt, output, **options):
        try:
            table = leaderboards.resolve(system, category)
            country = leaderboards.normalise_country(country)
            rows = exports.leaderboard_rows(table.system, table.slug, as_of=as_of, country=country)
            if fmt == "xlsx":
                self._write_xlsx(exports.xlsx_bytes(rows, f"{table.system} {table.slug}"), output)
                return
            writer = exports.write_csv if fmt == "csv" else exports.write_json
            if output:
                try:
                    with open(output, "w", encoding="utf-8", newline="") as f:
                        writer(rows, f)
                except OSError as e:
                    raise CommandError(f"cannot write {output}: {e.strerror}") from None
            else:
                writer(rows, _Text(self.stdout))
        except leaderboards.LeaderboardError as e:
            raise CommandError(str(e)) from None

    def _write_xlsx(self, data: bytes, output: str | None) -> None:
        if output:
            try:
                with open(output, "wb") as f:
                    f.write(data)
            except OSError as e:
                raise CommandError(f"cannot write {output}: {e.strerror}") from None
            return
        stream = getattr(self.stdout, "_out", sys.stdout)
        binary = getattr(stream, "buffer", None)
        if binary is None and hasattr(stream, "getbuffer"):  # a BytesIO
            binary = stream
        if binary is None:
            raise CommandError("xlsx is binary: give --output FILE (stdout is a text stream)")
        stream.flush()
        binary.write(data)
        binary.flush()
