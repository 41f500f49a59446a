"""The one import service, which the command, the admin upload and the tests call:
every file of one import is recognised and parsed first (by the readers of
``tournaments.exchange``), then everything is written in a single transaction
(``writer``, with ``players`` for the players it names, ``games`` for boards
and online games in bulk and ``pieces`` for per-player WDR pieces); the first
invalid record aborts the whole import with ImportFailed naming the file, the
record and the problem (in the active language: the admin's, or English for the
commands), and nothing is written. After the commit, standings and ratings
recomputation is queued (or run in-process when there is no broker).
"""

from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from django.db import DatabaseError, IntegrityError, transaction
from django.utils.translation import gettext as _

from ratings.engines.records import gc_paused

from ..exchange.board_rows import PASTED_NAME, looks_like_board_rows, parse_board_rows
from ..exchange.bundle import parse_bundle
from ..exchange.csv_standings import parse_standings_csv
from ..exchange.errors import ImportFailed
from ..exchange.json_strict import loads_strict
from ..exchange.records import Batch
from ..exchange.wdd_pair import parse_wdd_pair, sniff
from ..exchange.wdr import is_wdr, parse_wdr
from .touched import before_write, touch_written
from .writer import Writer

__all__ = [
    "ImportFailed",
    "ImportReport",
    "import_bundle_data",
    "import_files",
    "import_payloads",
    "parse_payload",
    "parse_payloads",
    "read_files",
]

MAX_FILE_BYTES = 512 * 1024 * 1024


@dataclass
class ImportReport:
    files: list[str]
    stats: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    tournament_ids: list[int] = field(default_factory=list)

    def summary(self) -> str:
        counts = ", ".join(f"{v} {k}" for k, v in self.stats.items() if v)
        return f"Imported {', '.join(self.files)}: {counts or 'nothing to change'}"


def rejected_by_database(e: Exception) -> str:
    """A constraint the validators missed, in one line (the database's own words)."""
    return _("rejected by the database: %(error)s") % {"error": str(e).splitlines()[0]}


def database_error(e: Exception) -> str:
    return _("database error: %(error)s") % {"error": str(e).splitlines()[0]}


def parse_payload(name: str, raw: bytes, *, tournament_key: str | None = None) -> Batch:
    """Recognise a file's format and parse it into a Batch (no writes)."""
    if len(raw) > MAX_FILE_BYTES:
        raise ImportFailed(
            name, "", _("file larger than %(size)s MB") % {"size": MAX_FILE_BYTES // (1024 * 1024)}
        )
    head = raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if head in (b"{", b"["):
        data = loads_strict(raw, name)
        if is_wdr(data):
            return parse_wdr(data, name)
        return parse_bundle(data, name)
    if name.lower().endswith(".json"):
        raise ImportFailed(name, "", _("invalid JSON: the file does not start with an object"))
    part = sniff(raw)
    if part is not None:
        return parse_wdd_pair({part: (name, raw)}, tournament_key)
    if name == PASTED_NAME or looks_like_board_rows(raw):
        return parse_board_rows(raw, name, tournament_key)
    return parse_standings_csv(raw, name, tournament_key)


@gc_paused()
def import_payloads(payloads, *, tournament_key: str | None = None, user=None) -> ImportReport:
    """Import [(file name, bytes), ...] as one all-or-nothing transaction.

    The WDD upload pair (classification.csv + boards.csv, recognised by their
    header rows) is parsed together, as one unit.
    """
    batch, names = parse_payloads(payloads, tournament_key=tournament_key)
    return _write(batch, ", ".join(names) or "import", names, user)


def parse_payloads(payloads, *, tournament_key: str | None = None) -> tuple[Batch, list[str]]:
    """Every file of one import read into one Batch (no writes), and the files' names."""
    batch = Batch()
    names = []
    wdd: dict[str, tuple[str, bytes]] = {}
    for name, raw in payloads:
        names.append(name)
        part = None if raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"[") else sniff(raw)
        if part is not None:
            if part in wdd:
                raise ImportFailed(
                    name,
                    "",
                    _("a second WDD %(part)s file in one import (the first is %(first)s)")
                    % {"part": part, "first": wdd[part][0]},
                )
            wdd[part] = (name, raw)
            continue
        batch.merge(parse_payload(name, raw, tournament_key=tournament_key), name)
    if wdd:
        source = " + ".join(n for n, _raw in wdd.values())
        batch.merge(parse_wdd_pair(wdd, tournament_key), source)
    return batch, names


def read_files(paths) -> list[tuple[str, bytes]]:
    payloads = []
    for path in map(Path, paths):
        try:
            payloads.append((path.name, path.read_bytes()))
        except OSError as e:
            raise ImportFailed(
                str(path), "", _("cannot read the file (%(error)s)") % {"error": e.strerror}
            ) from None
    return payloads


def import_files(paths, *, tournament_key: str | None = None, user=None) -> ImportReport:
    return import_payloads(read_files(paths), tournament_key=tournament_key, user=user)


@gc_paused()
def import_bundle_data(data: dict, *, source: str = "bundle", user=None) -> ImportReport:
    """Import an already-decoded bundle (demo data, tests, other tools)."""
    return _write(parse_bundle(data, source), source, [source], user)


def rated_by(batch: Batch) -> list[str] | None:
    """The rating systems an import can move: only those rating online games
    when it brings online games and nothing else (no player, tournament or
    board: nothing a Dip Pouch row shows); all of them (None) otherwise."""
    from ratings.engines import ENGINES

    others = (
        batch.players, batch.circuits, batch.tournaments, batch.csv_standings,
        batch.csv_boards, batch.round_boards, batch.partial,
    )  # fmt: skip
    if not batch.games or any(others):
        return None
    return [slug for slug, engine in ENGINES.items() if engine.input == "games"]


def _write(batch: Batch, source: str, names: list[str], user) -> ImportReport:
    from ratings.tasks import schedule_recompute

    warnings = len(batch.warnings)
    for attempt in (1, 2):
        writer = Writer(batch, source, user=user)
        try:
            with transaction.atomic():
                before = before_write(batch)
                tournament_ids = writer.write()
                touch_written(writer, tournament_ids, before)
                transaction.on_commit(
                    partial(
                        schedule_recompute,
                        tournament_ids=tournament_ids,
                        since=writer.since,
                        systems=rated_by(batch),
                    )
                )
            break
        except IntegrityError as e:
            # The validators mirror every constraint, so this is a race or a gap.
            # A race: a concurrent import committed a key we are creating too
            # (the same new player, circuit or tournament) after we read what
            # exists; read again once. A gap fails again: still one line, still
            # nothing written.
            if attempt == 1:
                del batch.warnings[warnings:]
                continue
            raise ImportFailed(source, "", rejected_by_database(e)) from None
        except DatabaseError as e:
            raise ImportFailed(source, "", database_error(e)) from None
    return ImportReport(
        files=names, stats=writer.stats, warnings=batch.warnings, tournament_ids=tournament_ids
    )
