"""CSV standings: `rank,first_name,last_name,nationality,location`, one tournament.

A row matches an existing player by exact first name, last name and
nationality; an unmatched row creates a player; a row matching several
players is an error naming the line. The file replaces the tournament's
standings. An optional `homonym` column (the WDD's HOMONYME, 1, 2, ...)
tells same-name players apart: a row with a homonym matches only the player
with that number (a player without one counts as the first), and a new
player keeps it.
"""

import csv
import hashlib
import io

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.spreadsheet import restore

from ..models import Player
from ..placements import impossible_ranks
from . import fields as f
from .csv_text import check_row_count, data_rows, decode_text, header_row
from .errors import ImportFailed
from .records import Batch, PlayerIn, StandingIn
from .wording import Label, rank_problem
from .wording import line as at_line

COLUMNS = ("rank", "first_name", "last_name", "nationality", "location")
OPTIONAL = ("location", "homonym")
MAX_HOMONYM = 999
MAX_ROWS = 100_000


def csv_player_key(first: str, last: str, nationality: str, homonym: int | None = None) -> str:
    """A stable key for a player first seen in a CSV, so re-imports find them again."""
    nationality = f"{nationality}#{homonym}" if homonym else nationality
    digest = hashlib.sha1(f"{first}\x1f{last}\x1f{nationality}".encode()).hexdigest()[:16]
    return f"csv-{digest}"


KnownPlayers = dict[tuple[str, str, str], list[tuple[str, int | None]]]


def known_players(last_names) -> KnownPlayers:
    """(first, last, nationality) -> [(key, homonym), ...] of the players with these last names."""
    known: KnownPlayers = {}
    rows = Player.objects.filter(last_name__in=set(last_names)).values_list(
        "key", "first_name", "last_name", "nationality", "homonym"
    )
    for key, first, last, nat, homonym in rows:
        known.setdefault((first, last, nat), []).append((key, homonym))
    return known


def matching_keys(known: KnownPlayers, first, last, nationality, homonym) -> list[str]:
    """The existing players a row names: by exact name and nationality, and by
    homonym number when the row gives one (no number on a player = the first)."""
    found = known.get((first, last, nationality), [])
    if homonym:
        found = [(k, h) for k, h in found if (h or 1) == homonym]
    return [k for k, _h in found]


def parse_standings_csv(raw: bytes, file: str, tournament_key: str | None) -> Batch:
    if not tournament_key:
        raise ImportFailed(file, "", _("a CSV standings file needs --tournament KEY"))
    from ..models import Tournament

    if not Tournament.objects.filter(key=tournament_key).exists():
        raise ImportFailed(
            file, "", _("unknown tournament %(key)s") % {"key": repr(tournament_key)}
        )
    text = decode_text(raw, file)
    reader = csv.reader(io.StringIO(text, newline=""))
    header = [h.lower() for h in header_row(reader, file)]
    missing = [c for c in COLUMNS if c not in header and c not in OPTIONAL]
    if missing:
        raise ImportFailed(
            file,
            at_line(1),
            _("missing column %(column)s (need %(columns)s)")
            % {"column": repr(missing[0]), "columns": ",".join(COLUMNS)},
        )
    unknown = [c for c in header if c not in COLUMNS and c not in OPTIONAL]
    if unknown:
        raise ImportFailed(
            file, at_line(1), _("unknown column %(column)s") % {"column": repr(unknown[0])}
        )
    rows = []
    for line_no, values in data_rows(reader, file, start=2):
        if len(values) != len(header):
            raise ImportFailed(
                file,
                at_line(line_no),
                _("has %(values)s values, the header has %(columns)s")
                % {"values": len(values), "columns": len(header)},
            )
        cells = (restore(v.strip()) for v in values)  # a quoted name, as exports write it
        rows.append((line_no, dict(zip(header, cells, strict=True))))
        check_row_count(len(rows), MAX_ROWS, file, line_no)

    batch = Batch()
    standings: list[StandingIn] = []
    seen: set[str] = set()
    lines: dict[str, tuple[int, str]] = {}  # player key -> line and name, for the errors
    known = known_players(row.get("last_name", "") for _line, row in rows)
    for line_no, row in rows:
        where = f.Where(file, at_line(line_no))
        rank_text = row["rank"]
        if not rank_text.lstrip("-").isdigit():
            raise where.fail(
                _("rank %(value)s is not a whole number") % {"value": repr(rank_text[:20])}
            )
        rank = int(rank_text)
        if rank < 1:
            raise where.fail(_("rank %(rank)s must be 1 or more") % {"rank": rank})
        first = f.text(row, "first_name", where, max_length=100, required=False)
        last = f.text(row, "last_name", where, max_length=100)
        nationality = f.country(row, "nationality", where)
        location = f.country(row, "location", where)
        homonym = _homonym(row.get("homonym", ""), where)
        matches = matching_keys(known, first, last, nationality, homonym)
        if len(matches) > 1:
            values = {
                "first": first,
                "last": last,
                "nationality": nationality or _("no nationality"),
            }
            if homonym:
                raise where.fail(
                    _("%(first)s %(last)s (%(nationality)s) matches several players") % values
                )
            raise where.fail(
                _(
                    "%(first)s %(last)s (%(nationality)s) matches several players: "
                    "add a homonym column to tell them apart"
                )
                % values
            )
        if matches:
            key = matches[0]
        else:
            key = csv_player_key(first, last, nationality, homonym)
            batch.players[key] = PlayerIn(key, first, last, nationality, location, homonym)
        if key in seen:
            raise where.fail(
                _("%(first)s %(last)s is listed twice") % {"first": first, "last": last}
            )
        seen.add(key)
        standings.append(StandingIn(player=key, rank=rank))
        lines[key] = (line_no, f"{first} {last}".strip())
    for problem in impossible_ranks((s.player, s.rank) for s in standings):
        line_no, name = lines[problem.key]
        raise ImportFailed(
            file,
            Label(
                gettext_noop("tournament %(key)s line %(line)s (%(player)s)"),
                key=tournament_key,
                line=line_no,
                player=name,
            ),
            rank_problem(problem),
        )
    batch.warnings.append(
        _("%(file)s: %(standings)s standings for %(key)s")
        % {"file": file, "standings": len(standings), "key": tournament_key}
    )
    batch.csv_standings[tournament_key] = standings
    return batch


def _homonym(text: str, where: f.Where) -> int | None:
    """The optional homonym column: empty = none, else 1..MAX_HOMONYM."""
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= MAX_HOMONYM:
        raise where.fail(
            _("homonym %(value)s is not a whole number from 1 to %(max)s")
            % {"value": repr(text[:20]), "max": MAX_HOMONYM}
        )
    return int(text)
