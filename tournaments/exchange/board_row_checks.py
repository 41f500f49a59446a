"""The checks of board results given a row per power, shared by the two CSV
formats that give them so (board rows pasted from a spreadsheet, ``board_rows``;
the WDD's boards.csv, ``wdd_pair``): a row against itself and the rows of its
board before it, and a board's centres in all. Kept in one place so that a row
is refused at the same place in the same words in either format, without one
format's reader importing the other's.
"""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from ..models import TOTAL_CENTRES
from .errors import ImportFailed
from .records import GameIn
from .wording import Label


def row_label(line: int, round_no: int, board: int, power: str) -> Label:
    """Where a result row is, for a refusal: its line, its board and its power."""
    return Label(
        gettext_noop("line %(line)s (round %(round)s board %(board)s, %(power)s)"),
        line=line,
        round=round_no,
        board=board,
        power=power,
    )


def check_row(
    file: str, where: Label, board: GameIn, *, player: str, power: str, centres, year, name: str
) -> None:
    """Refuse a row eliminated while it holds centres, or one whose power or player
    a row of its board before it has (``name``: the player as the file gives them)."""
    if year is not None and centres:
        raise ImportFailed(
            file,
            where,
            _("eliminated in %(year)s but holds %(centres)s centres")
            % {"year": year, "centres": centres},
        )
    if any(r.power == power for r in board.results):
        raise ImportFailed(
            file, where, _("power %(power)s appears twice on the board") % {"power": power}
        )
    if any(r.player == player for r in board.results):
        raise ImportFailed(
            file, where, _("%(player)s plays two powers on the board") % {"player": name}
        )


def check_total(file: str, where: Label, board: GameIn) -> None:
    """Refuse a board whose powers hold more centres than the map has."""
    total = sum(r.centres for r in board.results)
    if total > TOTAL_CENTRES:
        raise ImportFailed(
            file,
            where,
            _("centres add up to %(total)s, more than %(max)s")
            % {"total": total, "max": TOTAL_CENTRES},
        )
