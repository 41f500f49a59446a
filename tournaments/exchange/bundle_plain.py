"""The results bundle's quick path: plain online games, boards and results read at
once, each with its own checks only, then a game's powers and players as sets.

A reader here returns None for anything it does not take, and the field-by-field
readers of ``bundle`` then read (and refuse in their words) what it left; so it
never refuses, and never takes what those readers refuse. It sits apart from
them because it is a second reading of the same records, kept only for speed
(the bench bundle's 1.4 million results), and must be read against them.
"""

from datetime import date

from ..models import TOTAL_CENTRES
from .bundle_format import (
    BOARD_FIELDS,
    GAME_FIELDS,
    GAME_SCORINGS,
    LAST_YEAR,
    MAX_KEY,
    MAX_POWER,
    PRESSES,
    RESULT_FIELDS,
    VARIANT_POWERS,
    VARIANTS,
)
from .records import GameIn, ResultIn

#: the fields of an online game that ``plain_game`` reads (webDiplomacy's bot flag and
#: end time are left to the field readers), and of a board that ``plain_board`` reads
#: (its own end date too)
PLAIN_GAME_FIELDS = GAME_FIELDS - {"bot", "end_time"}
PLAIN_BOARD_FIELDS = BOARD_FIELDS - {"end_date"}
GAME_REQUIRED = {"key", "end_date", "players"}
BOARD_REQUIRED = {"round", "board", "players"}


def plain_game(raw) -> GameIn | None:
    """What ``bundle._game`` reads from an online game of plain fields and results that it
    accepts, read at once; None for any other game, which ``bundle._game`` then reads (and
    refuses in its words). Field by field, with a label each in case of a refusal,
    the bench bundle's 147,000 games took 0.6 s more."""
    if type(raw) is not dict or not GAME_REQUIRED <= raw.keys() <= PLAIN_GAME_FIELDS:
        return None
    key, end, turns = raw["key"], raw["end_date"], raw.get("turns")
    if type(key) is not str or type(end) is not str or len(end) != 10:
        return None
    if turns is not None and not (type(turns) is int and 0 <= turns <= 10_000):
        return None
    key = key.strip()
    if not 0 < len(key) <= MAX_KEY or "\x00" in key:
        return None
    try:
        end_date = date.fromisoformat(end)
    except ValueError:
        return None
    game = _plain_play(raw) if 1800 <= end_date.year <= 2200 else None
    if game is not None:
        game.end_date, game.key, game.turns = end_date, key, turns
    return game


def plain_board(raw, rounds: int, seen: set) -> GameIn | None:
    """What ``bundle._boards`` reads from a board of plain fields and results (no end date of
    its own, no centre charts) that it accepts, given the tournament's rounds and the
    boards read before it, read at once; None for any other board, which ``bundle._boards``
    then reads (and refuses in its words)."""
    if type(raw) is not dict or not BOARD_REQUIRED <= raw.keys() <= PLAIN_BOARD_FIELDS:
        return None
    round_no, number = raw["round"], raw["board"]
    if not (
        type(round_no) is int
        and type(number) is int
        and 1 <= round_no <= min(99, rounds)
        and 1 <= number <= 9999
        and (round_no, number) not in seen
    ):
        return None
    board = _plain_play(raw)
    if board is not None:
        board.round, board.number = round_no, number
    return board


def _plain_play(raw: dict) -> GameIn | None:
    """What ``bundle._game_fields`` reads from a game (board or online) of plain fields and
    results that it accepts, read at once, or None."""
    variant, press = raw.get("variant"), raw.get("press")
    scoring, minutes, players = raw.get("game_scoring"), raw.get("phase_minutes"), raw["players"]
    variant = "classic" if variant is None else variant
    press = "full" if press is None else press
    scoring = "dss" if scoring is None else scoring
    if not (
        type(variant) is str
        and type(press) is str
        and type(scoring) is str
        and variant in VARIANTS
        and press in PRESSES
        and scoring in GAME_SCORINGS
        and (minutes is None or (type(minutes) is int and 1 <= minutes <= 100_000))
        and type(players) is list
        and 0 < len(players) <= 50
    ):
        return None
    results = plain_results(players, VARIANT_POWERS.get(variant))
    if results is None or sum([r.centres for r in results]) > TOTAL_CENTRES:
        return None
    return GameIn(None, results, None, None, None, variant, press, minutes, scoring)


def plain_results(records: list, powers: set | None) -> list[ResultIn] | None:
    """What ``bundle._results`` reads from a game whose records are all plain (the
    four fields of RESULT_FIELDS: no chart, no status) and that it accepts,
    read at once; None for any other game, which ``bundle._results`` then reads (and
    refuses in its words). The bench bundle has 1.4 million results: field
    by field, with a label each in case of a refusal, they took 2 s more, and
    record by record against the records before them 0.8 s more than this
    reading of each record, then of the game's powers and players at once."""
    results = []
    for raw in records:
        if type(raw) is not dict or not raw.keys() <= RESULT_FIELDS:
            return None
        player, power, centres = raw.get("player"), raw.get("power"), raw.get("centres")
        year = raw.get("eliminated_year")
        if type(player) is not str or type(power) is not str or type(centres) is not int:
            return None
        player, power = player.strip(), power.strip()
        if not (
            0 < len(player) <= MAX_KEY
            and 0 < len(power) <= MAX_POWER
            and "\x00" not in player
            and "\x00" not in power
            and 0 <= centres <= TOTAL_CENTRES
            and (year is None or (type(year) is int and 1 <= year <= LAST_YEAR and not centres))
        ):
            return None
        results.append(ResultIn(player, power, centres, year))
    held = {r.power for r in results}
    if (
        len(held) < len(results)
        or len({r.player for r in results}) < len(results)
        or (powers is not None and not held <= powers)
    ):
        return None
    return results
