"""The WDD upload pair: `classification.csv` (final placements) + `boards.csv` (board results).

The pair carries no tournament metadata, so it imports into a tournament that
already exists, named with `--tournament KEY`: the classification replaces its
standings (RANK, SCORE), the boards replace its boards; nothing else about the
tournament changes. The files are recognised by their header rows, in either
order, comma- or semicolon-separated.

Players: a row is a player by FIRST NAME + NAME + HOMONYME within the pair; the
classification gives the nationality and location (WDD country codes,
`tournaments.exchange.wdd_countries`). A player then matches an existing player by exact
first name, last name and nationality (as CSV standings do) and, from
HOMONYME 2 on, by homonym number; several matches are an error naming the
line; no match creates a player with a stable key (`csv_player_key`, so the
CSV standings path finds the same player). HOMONYME is the player's homonym
(the second Xavier MARTIN is 2); 0, 1 or empty is the first of a name (no
homonym stored).

Columns read: classification FIRST NAME, NAME, HOMONYME, RANK, LOCATION,
NATIONALITY, SCORE (an empty RANK = listed but unranked: no standing);
boards FIRST NAME, NAME, HOMONYME, ROUND, BOARD, COUNTRY (0AU.. or a power
name), NB_CENTRE, YEAR_ELIMINATION (game year, 7 or 1907), and CT_01..CT_20
(more when present) as the power's optional centre chart: CT_nn is the
centres held at the end of year 1900 + nn. Readings: a row whose CT cells are
all empty, or all 0 (as some spreadsheets fill them), has no chart; trailing
empty cells end the chart (an eliminated power's may stop at its elimination);
an empty cell before a filled one is refused. A board takes every power's chart
or none, judged by `tournaments.scoring.charts` like the bundle's. Everything
else (EXAEQUO, per-round scores, board RANK/SCORE/DRAW, best-country and award
columns) is derived here from what is read, so it is not imported.
"""

import csv
import io
import re

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.spreadsheet import restore

from ..models import POWERS, TOTAL_CENTRES, Tournament
from ..placements import impossible_ranks
from ..scoring import charts
from . import wdd_pair_fields as cells
from .board_row_checks import check_row, check_total, row_label
from .csv_standings import csv_player_key, known_players, matching_keys
from .csv_text import check_row_count, data_rows, decode_text, header_row
from .errors import ImportFailed
from .records import Batch, GameIn, PlayerIn, ResultIn, StandingIn
from .wdd_countries import UnknownCode, power_from_wdd
from .wording import Label, chart_problem, rank_problem
from .wording import line as at_line

CLASSIFICATION = "classification"
BOARDS = "boards"
MAX_ROWS = 100_000

CLASSIFICATION_REQUIRED = ("FIRST NAME", "NAME", "RANK")
BOARDS_REQUIRED = ("FIRST NAME", "NAME", "ROUND", "BOARD", "COUNTRY", "NB_CENTRE")
# Columns the WDD format defines that this importer knows and derives rather than reads.
_KNOWN = re.compile(
    r"^(HOMONYME|EXAEQUO|LOCATION|NATIONALITY|SCORE|RANK|DRAW|YEAR_ELIMINATION|BEST_COUNTRY"
    r"|R\d+|CT_\d+|RK_AWA_\d+|(RK|PT|CT|HEAT|BOARD)_\w+|\w+_TOPBOARD)$"
)


def _header_line(raw: bytes) -> str:
    text = raw[:4096].decode("utf-8-sig", errors="replace")
    return text.splitlines()[0] if text.strip() else ""


def _delimiter(header: str) -> str:
    return ";" if header.count(";") > header.count(",") else ","


def _columns(header: str) -> list[str]:
    return [c.strip().upper() for c in next(csv.reader([header], delimiter=_delimiter(header)), [])]


def sniff(raw: bytes) -> str | None:
    """CLASSIFICATION or BOARDS when the file's header row is one of the pair's; else None."""
    cols = set(_columns(_header_line(raw)))
    if {"FIRST NAME", "NAME", "ROUND", "BOARD", "COUNTRY"} <= cols:
        return BOARDS
    if {"FIRST NAME", "NAME", "RANK"} <= cols and "ROUND" not in cols:
        return CLASSIFICATION
    return None


def _rows(raw: bytes, file: str, required: tuple[str, ...], warnings: list[str]):
    text = decode_text(raw, file)
    lines = text.splitlines()
    header_text = lines[0] if lines else ""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_delimiter(header_text))
    header = [h.upper() for h in header_row(reader, file)]
    for column in required:
        if column not in header:
            raise ImportFailed(
                file, at_line(1), _("missing column %(column)s") % {"column": repr(column)}
            )
    duplicated = sorted({c for c in header if c and header.count(c) > 1})
    if duplicated:
        raise ImportFailed(
            file, at_line(1), _("column %(column)s appears twice") % {"column": repr(duplicated[0])}
        )
    ignored = [c for c in header if c and c not in required and not _KNOWN.match(c)]
    if ignored:
        warnings.append(
            _("%(file)s: columns not read: %(columns)s")
            % {"file": file, "columns": ", ".join(ignored[:10])}
        )
    rows = []
    for line_no, values in data_rows(reader, file, start=2):
        if len(values) > len(header) and any(v.strip() for v in values[len(header) :]):
            raise ImportFailed(
                file,
                at_line(line_no),
                _("has %(values)s values, the header has %(columns)s")
                % {"values": len(values), "columns": len(header)},
            )
        values = values + [""] * (len(header) - len(values))
        rows.append(
            (line_no, {h: restore(v.strip()) for h, v in zip(header, values, strict=False)})
        )
        check_row_count(len(rows), MAX_ROWS, file, line_no)
    return rows


def parse_wdd_pair(files: dict[str, tuple[str, bytes]], tournament_key: str | None) -> Batch:
    """files: {CLASSIFICATION: (name, raw), BOARDS: (name, raw)} (boards optional)."""
    c_name, c_raw = files.get(CLASSIFICATION, (None, None))
    b_name, b_raw = files.get(BOARDS, (None, None))
    label = c_name or b_name or _("WDD files")
    if c_name is None:
        raise ImportFailed(
            b_name,
            "",
            _(
                "a WDD boards.csv needs its classification.csv in the same import "
                "(the players' nationalities come from it)"
            ),
        )
    if not tournament_key:
        raise ImportFailed(
            label,
            "",
            _(
                "the WDD pair has no tournament details: give the tournament with "
                "--tournament KEY (in the admin: the tournament key field)"
            ),
        )
    if not Tournament.objects.filter(key=tournament_key).exists():
        raise ImportFailed(
            label,
            "",
            _(
                "unknown tournament %(key)s: the WDD pair only carries results, so create the "
                "tournament first (admin or a results bundle), then import the pair into it"
            )
            % {"key": repr(tournament_key)},
        )
    batch = Batch()

    # classification: who is who, and the placements
    people: dict[tuple[str, str, int], tuple[int, str, str]] = {}  # identity -> line, nat, loc
    placements: list[tuple[tuple[str, str, int], int, int | None, float | None]] = []
    for line, row in _rows(c_raw, c_name, CLASSIFICATION_REQUIRED, batch.warnings):
        ident = cells.identity(row, c_name, line)
        if ident in people:
            raise ImportFailed(
                c_name,
                at_line(line),
                _("%(first)s %(last)s (HOMONYME %(homonym)s) is listed twice (also line %(other)s)")
                % {
                    "first": ident[0],
                    "last": ident[1],
                    "homonym": ident[2],
                    "other": people[ident][0],
                },
            )
        people[ident] = (
            line,
            cells.country(row, "NATIONALITY", c_name, line),
            cells.country(row, "LOCATION", c_name, line),
        )
        rank = cells.integer(row, "RANK", c_name, line, low=1, high=1_000_000, required=False)
        score_text = row.get("SCORE", "")
        score = None
        if score_text:
            try:
                score = float(
                    score_text.replace(",", ".") if ";" in _header_line(c_raw) else score_text
                )
            except ValueError:
                raise ImportFailed(
                    c_name,
                    at_line(line),
                    _("SCORE %(value)s is not a number") % {"value": repr(score_text[:20])},
                ) from None
            if score != score or abs(score) > 1e12:
                raise ImportFailed(
                    c_name,
                    at_line(line),
                    _("SCORE %(value)s is not a usable number") % {"value": repr(score_text[:20])},
                )
        if rank is None:
            batch.warnings.append(
                _("%(file)s: line %(line)s: %(first)s %(last)s has no RANK: no standing")
                % {"file": c_name, "line": line, "first": ident[0], "last": ident[1]}
            )
        placements.append((ident, line, rank, score))

    ranked = [(i, rank) for i, (_ident, _line, rank, _score) in enumerate(placements) if rank]
    for problem in impossible_ranks(ranked):
        (first, last, _homonyme), line, _rank, _score = placements[problem.key]
        raise ImportFailed(
            c_name,
            Label(
                gettext_noop("tournament %(key)s line %(line)s (%(player)s)"),
                key=tournament_key,
                line=line,
                player=f"{first} {last}".strip(),
            ),
            rank_problem(problem),
        )
    keys = _player_keys(people, c_name, batch)

    if placements:
        batch.csv_standings[tournament_key] = [
            StandingIn(player=keys[ident], rank=rank, score=score)
            for ident, _line, rank, score in placements
            if rank is not None
        ]
    if b_name is not None:
        batch.csv_boards[tournament_key] = _boards(b_name, b_raw, keys, batch.warnings)
    batch.warnings.append(
        _("%(file)s: %(standings)s standings and %(boards)s boards for %(key)s")
        % {
            "file": label,
            "standings": len(batch.csv_standings.get(tournament_key, [])),
            "boards": len(batch.csv_boards.get(tournament_key, [])),
            "key": tournament_key,
        }
    )
    return batch


def _player_keys(people: dict, file: str, batch: Batch) -> dict[tuple[str, str, int], str]:
    known = known_players(ident[1] for ident in people)
    keys, used = {}, {}
    for ident, (line, nationality, location) in people.items():
        first, last, homonyme = ident
        homonym = homonyme if homonyme >= 2 else None  # 1: the first of a name, none stored
        matches = matching_keys(known, first, last, nationality, homonyme or None)
        if len(matches) > 1:
            raise ImportFailed(
                file,
                at_line(line),
                _(
                    "%(first)s %(last)s (%(nationality)s) matches several players: "
                    "give them HOMONYME numbers"
                )
                % {
                    "first": first,
                    "last": last,
                    "nationality": nationality or _("no nationality"),
                },
            )
        if matches:
            key = matches[0]
        else:
            key = csv_player_key(first, last, nationality, homonym)
            batch.players[key] = PlayerIn(key, first, last, nationality, location, homonym)
        if key in used:
            raise ImportFailed(
                file,
                at_line(line),
                _(
                    "%(first)s %(last)s is the same player as line %(other)s: give them different "
                    "HOMONYME values or nationalities, or merge the players"
                )
                % {"first": first, "last": last, "other": used[key]},
            )
        used[key] = line
        keys[ident] = key
    return keys


def _boards(file: str, raw: bytes, keys: dict, warnings: list[str]) -> list[GameIn]:
    boards: dict[tuple[int, int], GameIn] = {}
    first_line: dict[tuple[int, int], int] = {}
    lines: dict[tuple[int, int, str], int] = {}  # (round, board, power) -> line
    for line, row in _rows(raw, file, BOARDS_REQUIRED, warnings):
        ident = cells.identity(row, file, line)
        if ident not in keys:
            raise ImportFailed(
                file,
                at_line(line),
                _("%(first)s %(last)s (HOMONYME %(homonym)s) is not in the classification file")
                % {"first": ident[0], "last": ident[1], "homonym": ident[2]},
            )
        rnd = cells.integer(row, "ROUND", file, line, low=1, high=99)
        number = cells.integer(row, "BOARD", file, line, low=1, high=9999)
        try:
            power = power_from_wdd(row["COUNTRY"])
        except UnknownCode as e:
            raise ImportFailed(file, at_line(line), f"COUNTRY {e}") from None
        centres = cells.integer(row, "NB_CENTRE", file, line, low=0, high=TOTAL_CENTRES)
        year = cells.elimination_year(row, file, line)
        board = boards.get((rnd, number))
        if board is None:
            board = boards[rnd, number] = GameIn(
                end_date=None, results=[], round=rnd, number=number
            )
            first_line[rnd, number] = line
        player = keys[ident]
        check_row(
            file,
            row_label(line, rnd, number, power),
            board,
            player=player,
            power=power,
            centres=centres,
            year=year,
            name=f"{ident[0]} {ident[1]}",
        )
        board.results.append(
            ResultIn(
                player=player,
                power=power,
                centres=centres,
                eliminated_year=year,
                centres_by_year=cells.chart(row, file, line),
            )
        )
        lines[rnd, number, power] = line
    for spot, board in boards.items():
        where = Label(
            gettext_noop("round %(round)s board %(board)s (from line %(line)s)"),
            round=spot[0],
            board=spot[1],
            line=first_line[spot],
        )
        check_total(file, where, board)
        found = charts.board_problem(board.results, require_all=True)
        if found is not None:
            result, problem = found
            if result is not None:
                where = row_label(lines[(*spot, result.power)], spot[0], spot[1], result.power)
            raise ImportFailed(
                file, where, _("CT_nn columns: %(problem)s") % {"problem": chart_problem(problem)}
            )
        board.results.sort(key=lambda r: POWERS.index(r.power))
    return [boards[spot] for spot in sorted(boards)]
