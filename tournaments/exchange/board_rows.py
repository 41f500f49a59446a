"""A round's boards as CSV rows, as organizers keep them in spreadsheets and
paste them into the admin: `round,board,power,player,centres,eliminated_year`,
one row per power, for a tournament that exists (``--tournament KEY``).

The boards of every round the rows name replace that round's boards; other
rounds are left alone. `player` is a player's key (or a merged key), or their
name as "First LAST", with the homonym number in brackets where two players
share it ("Xavier MARTIN (2)"); a name that matches no player or several is
an error naming the line (players are added in the admin first). The header
row may be left out when the columns are in this order; comma, semicolon or
tab separated. Each board is checked as a bundle's board is.
"""

import csv
import io
import re

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from ..models import POWERS, TOTAL_CENTRES, Player, PlayerAlias, Tournament
from ..search import fold
from .board_row_checks import check_row, check_total, row_label
from .csv_text import check_row_count, data_rows, decode_text
from .errors import ImportFailed
from .records import Batch, GameIn, ResultIn
from .wording import Label
from .wording import line as at_line

COLUMNS = ("round", "board", "power", "player", "centres", "eliminated_year")
#: the name the admin gives pasted rows: always read as board rows, whatever the first line
PASTED_NAME = "pasted-boards.csv"
REQUIRED = COLUMNS[:5]
MAX_ROWS = 20_000
_HOMONYM = re.compile(r"^(?P<name>.*?)\s*\((?P<n>\d{1,3})\)$")


def looks_like_board_rows(raw: bytes) -> bool:
    """Whether a CSV file's first row is this format's header, or a board row
    without one (round and board numbers, then a power)."""
    head = raw[:2048].decode("utf-8-sig", errors="replace").splitlines()
    if not head:
        return False
    cells = [c.strip().lower() for c in re.split(r"[,;\t]", head[0])]
    if set(REQUIRED) <= set(cells) and set(cells) <= set(COLUMNS):
        return True
    return (
        len(cells) in (5, 6)
        and cells[0].isdigit()
        and cells[1].isdigit()
        and any(fold(cells[2]) == fold(p) for p in POWERS)
    )


def _dialect(text: str) -> str:
    first = text.splitlines()[0] if text.strip() else ""
    return max(("\t", ";", ","), key=first.count)


def parse_board_rows(raw: bytes, file: str, tournament_key: str | None) -> Batch:
    if not tournament_key:
        raise ImportFailed(file, "", _("board rows need the tournament's key (--tournament KEY)"))
    if not Tournament.objects.filter(key=tournament_key).exists():
        raise ImportFailed(
            file,
            "",
            _("unknown tournament %(key)s: create it first") % {"key": repr(tournament_key)},
        )
    text = decode_text(raw, file)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_dialect(text))
    rows = []
    header = list(COLUMNS)
    for line_no, values in data_rows(reader, file, start=1):
        cells = [v.strip() for v in values]
        if not rows and line_no == 1 and not cells[0].isdigit():
            header = [c.lower() for c in cells]
            missing = [c for c in REQUIRED if c not in header]
            if missing:
                raise ImportFailed(
                    file,
                    at_line(1),
                    _("missing column %(column)s") % {"column": repr(missing[0])},
                )
            unknown = [c for c in header if c not in COLUMNS]
            if unknown:
                raise ImportFailed(
                    file,
                    at_line(1),
                    _("unknown column %(column)s") % {"column": repr(unknown[0])},
                )
            continue
        if len(cells) > len(header):
            raise ImportFailed(
                file,
                at_line(line_no),
                _("has %(values)s values, expected %(columns)s")
                % {"values": len(cells), "columns": len(header)},
            )
        rows.append((line_no, dict(zip(header, cells + [""] * len(header), strict=False))))
        check_row_count(len(rows), MAX_ROWS, file, line_no)
    if not rows:
        raise ImportFailed(file, "", _("no board rows"))
    keys = _resolve_players(file, rows)
    boards: dict[tuple[int, int], GameIn] = {}
    for line_no, row in rows:
        here = at_line(line_no)
        rnd = _int(file, here, row, "round", 1, 99)
        number = _int(file, here, row, "board", 1, 9999)
        power = _power(file, here, row.get("power", ""))
        centres = _int(file, here, row, "centres", 0, TOTAL_CENTRES)
        year = _int(file, here, row, "eliminated_year", 1, 3000, required=False)
        if year is not None and year < 100:
            year += 1900  # 7 for 1907, as the WDD writes it
        board = boards.setdefault(
            (rnd, number), GameIn(end_date=None, results=[], round=rnd, number=number)
        )
        player = keys[line_no]
        check_row(
            file,
            row_label(line_no, rnd, number, power),
            board,
            player=player,
            power=power,
            centres=centres,
            year=year,
            name=row["player"],
        )
        board.results.append(
            ResultIn(player=player, power=power, centres=centres, eliminated_year=year)
        )
    for (rnd, number), board in boards.items():
        where = Label(gettext_noop("round %(round)s board %(board)s"), round=rnd, board=number)
        check_total(file, where, board)
        board.results.sort(key=lambda r: POWERS.index(r.power) if r.power in POWERS else 99)
    batch = Batch()
    batch.round_boards[tournament_key] = [boards[spot] for spot in sorted(boards)]
    return batch


def _int(file, here, row, column, low, high, required=True):
    text = row.get(column, "")
    if not text:
        if required:
            raise ImportFailed(file, here, _("%(field)s is empty") % {"field": column})
        return None
    if not re.fullmatch(r"\d{1,6}", text):
        raise ImportFailed(
            file,
            here,
            _("%(field)s %(value)s is not a whole number")
            % {"field": column, "value": repr(text[:20])},
        )
    value = int(text)
    if not low <= value <= high:
        raise ImportFailed(
            file,
            here,
            _("%(field)s %(value)s is out of range (%(low)s..%(high)s)")
            % {"field": column, "value": value, "low": low, "high": high},
        )
    return value


def _power(file, here, text: str) -> str:
    for power in POWERS:
        if fold(text) == fold(power):
            return power
    raise ImportFailed(
        file, here, _("%(value)s is not a power of the classic map") % {"value": repr(text[:20])}
    )


def _resolve_players(file: str, rows) -> dict[int, str]:
    """line -> player key: by key or merged key first, then by name (a few queries)."""
    wanted = {row.get("player", "") for _line, row in rows}
    by_key = dict(Player.objects.filter(key__in=wanted).values_list("key", "key"))
    by_key.update(PlayerAlias.objects.filter(key__in=wanted).values_list("key", "player__key"))
    names = {}
    for text in wanted - set(by_key):
        match = _HOMONYM.match(text)
        name, homonym = (match["name"], int(match["n"])) if match else (text, None)
        names[text] = (fold(name), homonym)
    candidates: dict[str, list[tuple[str, int | None]]] = {}
    if names:
        # One indexed lookup on the folded names (" first last"; "  last" without a first name).
        wanted_names = {n for n, _h in names.values()}
        search = [f" {n}" for n in wanted_names] + [f"  {n}" for n in wanted_names]
        for key, search_name, homonym in Player.objects.filter(search_name__in=search).values_list(
            "key", "search_name", "homonym"
        ):
            candidates.setdefault(" ".join(search_name.split()), []).append((key, homonym))
    keys = {}
    for line_no, row in rows:
        text = row.get("player", "")
        if not text:
            raise ImportFailed(
                file, at_line(line_no), _("%(field)s is empty") % {"field": "player"}
            )
        if text in by_key:
            keys[line_no] = by_key[text]
            continue
        name, homonym = names[text]
        found = candidates.get(name, [])
        if homonym is not None:
            found = [(k, h) for k, h in found if (h or 1) == homonym]
        if not found:
            raise ImportFailed(
                file,
                at_line(line_no),
                _("no player %(name)s: give a key, or add the player first") % {"name": repr(text)},
            )
        if len(found) > 1:
            raise ImportFailed(
                file,
                at_line(line_no),
                _(
                    "several players are called %(name)s: give the key or the homonym, "
                    "e.g. %(example)s"
                )
                % {"name": repr(text), "example": f"{text} ({found[1][1] or 2})"},
            )
        keys[line_no] = found[0][0]
    return keys
