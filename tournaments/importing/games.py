"""Boards and online games in bulk: their rows, their ids read back, their results.

Games are inserted as plain tuples (``wdd.bulk.insert_rows``), so their ids are
read back by natural key. A big batch of results is inserted with the
board-total trigger lifted, and the totals are checked from the rows as they go
in: the trigger's per-row cost is most of a WDD-scale import. An
import that brings most of the game and result rows (a first import) writes
them with the tables' plain indexes set aside (``indexes_rebuilt_around``).
"""

from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import date

from django.db import IntegrityError, router

from wdd.bulk import REBUILD_ROWS, chunks, indexes_rebuilt, insert_rows, triggers_lifted

from ..exchange.records import GameIn
from ..models import Game, GameResult, Round
from .keyed import largest_id, rows_above

GAME_FIELDS = [
    "key", "round", "number", "variant", "press", "phase_minutes", "game_scoring", "end_date",
    "turns", "bot", "end_time",
]  # fmt: skip
#: the same, as Game's attribute names
GAME_ATTNAMES = [Game._meta.get_field(name).attname for name in GAME_FIELDS]


def insert_rounds(rounds: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """Insert rounds given as (tournament id, number) in bulk; returns their ids by
    those pairs, read back as the games' are (``read_game_ids``): in one range scan
    of the ids above the largest before the insert, and by tournament for any that
    scan missed. (20,000 Round instances through ``bulk_create``: 0.3 s of the bench
    import.)"""
    if not rounds:
        return {}
    using = router.db_for_write(Round)
    before = largest_id(Round, using)
    insert_rows(Round, ["tournament", "number"], rounds, using=using)
    wanted = set(rounds)
    fields = ("id", "tournament_id", "number")
    ids = {(t, n): pk for pk, t, n in rows_above(Round, before, fields, using) if (t, n) in wanted}
    missed = wanted - ids.keys()
    for chunk in chunks({t for t, _n in missed}):
        for pk, t, n in (
            Round.objects.using(using).filter(tournament_id__in=chunk).values_list(*fields)
        ):
            if (t, n) in missed:
                ids[t, n] = pk
    return ids


def game_row(g: GameIn, end_date: date, *, key=None, round_id=None) -> tuple:
    """A board (``round_id``) or online game (``key``) as a row of GAME_FIELDS:
    what ``insert_games`` takes, without building a Game (8 µs each, for the
    bench's 200,000 games)."""
    return (
        key, round_id, g.number, g.variant, g.press, g.phase_minutes, g.game_scoring, end_date,
        g.turns, g.bot, g.end_time,
    )  # fmt: skip


def game_instance(row: tuple) -> Game:
    """An unsaved Game of a ``game_row``."""
    return Game(**dict(zip(GAME_ATTNAMES, row, strict=True)))


def insert_games(rows: list[tuple]) -> list[int]:
    """Insert games given as rows of GAME_FIELDS in bulk; returns their ids, in order.

    The ids are read back by each game's natural key, (round, number) for a
    board or ``key`` for an online game, both unique (``read_game_ids``): in one
    range scan of the ids above the largest one before the insert (rows
    others committed meanwhile have other keys and are skipped), and per key
    for any game that scan missed (ids handed out of order). So this is safe
    whatever else writes meanwhile.
    """
    if not rows:
        return []
    using = router.db_for_write(Game)
    before = largest_id(Game, using)
    insert_rows(Game, GAME_FIELDS, rows, using=using)
    return read_game_ids(rows, before, using)


def read_game_ids(rows: list[tuple], before: int | None, using: str) -> list[int]:
    """The ids of just inserted games (rows of GAME_FIELDS), in order: found
    by natural key among the ids above ``before`` (the largest before the
    insert), or else a round or a key at a time."""
    # a row's place by its natural key: a board's (round, number), a game's key
    place = {key if round_id is None else (round_id, number): i
             for i, (key, round_id, number, *_rest) in enumerate(rows)}  # fmt: skip
    ids: list = [None] * len(rows)
    for pk, key, round_id, number in rows_above(
        Game, before, ("id", "key", "round_id", "number"), using
    ):
        i = place.get(key if round_id is None else (round_id, number))
        if i is not None:
            ids[i] = pk
    missed = [natural for natural, i in place.items() if ids[i] is None]
    boards = {natural for natural in missed if isinstance(natural, tuple)}
    for chunk in chunks({round_id for round_id, _number in boards}):
        found = Game.objects.using(using).filter(round_id__in=chunk)
        for round_id, number, pk in found.values_list("round_id", "number", "id"):
            if (round_id, number) in boards:
                ids[place[round_id, number]] = pk
    for chunk in chunks([natural for natural in missed if isinstance(natural, str)]):
        for key, pk in Game.objects.using(using).filter(key__in=chunk).values_list("key", "id"):
            ids[place[key]] = pk
    return ids


# Above this many result rows, the board-total trigger is lifted for the insert
# and the totals are checked from the rows instead. SQLite runs the trigger's
# subquery for every row (~17 µs a row: 25 s of a 1.4M-row import); PostgreSQL
# queues a deferred event a row and runs them all at COMMIT (~28 s for 1.4M rows).
BULK_RESULTS = 20_000
MAX_BOARD_CENTRES = 34
RESULT_FIELDS = [
    "game", "player", "power", "centres", "eliminated_year", "centres_by_year", "status",
]  # fmt: skip
#: the same without the centre chart and status, for results that have neither (nearly
#: all): left out, the two columns take their database default (""), two values a row
#: fewer to bind (the bench's 1.4 million results: 2.85 -> 2.4 s of SQLite's time)
PLAIN_RESULT_FIELDS = RESULT_FIELDS[:5]
CENTRES = RESULT_FIELDS.index("centres")


def insert_results(
    games: Iterable[tuple[int, list[tuple]]], size: int, fields: list[str] = RESULT_FIELDS
) -> int:
    """Insert every result of the given games, as (game id, its rows of ``fields``,
    RESULT_FIELDS or PLAIN_RESULT_FIELDS) pairs, ``size`` rows in all; returns how
    many. The games are new, or their results were just deleted: a game's rows
    are all its results. Above BULK_RESULTS the board-total trigger is lifted for
    the insert, and each game's total is added up from its rows as they go in
    (``check_board_totals``)."""
    using = router.db_for_write(GameResult)
    if size <= BULK_RESULTS:
        rows = (row for _game_id, game_rows in games for row in game_rows)
        return insert_rows(GameResult, fields, rows, using=using)
    totals: list[tuple[int, int]] = []

    def counted() -> Iterator[tuple]:
        for game_id, game_rows in games:
            totals.append((game_id, sum(row[CENTRES] for row in game_rows)))
            yield from game_rows

    with triggers_lifted(GameResult, using):
        count = insert_rows(GameResult, fields, counted(), using=using)
        check_board_totals(totals)
    return count


def check_board_totals(totals: list[tuple[int, int]]) -> None:
    """What the board-total trigger enforces, for (game id, its total centres)
    pairs: totals added up from the rows of games that have no other results.
    (A grouped query over the inserted games' rows took 0.6 s of the bench
    import.) The game named is the one that query named, the smallest over the
    limit in the first chunk of KEYS games holding one."""
    for chunk in chunks(totals):
        over = [game_id for game_id, total in chunk if total > MAX_BOARD_CENTRES]
        if over:
            raise IntegrityError(
                f"CHECK constraint failed: board total centres exceed 34 (game {min(over)})"
            )


@contextmanager
def indexes_rebuilt_around(games: int, results: int) -> Iterator[None]:
    """Around the writes of about ``games`` games and ``results`` results: on
    SQLite, the plain indexes of a table these make most of are dropped, and
    built again from its final rows at the end (``wdd.bulk.indexes_rebuilt``).
    The bench's 1.4 million results land all over the player index, one by
    one: they took 13 s to insert with the indexes in place, 4 s without
    them and 2 s to build them again. The unique indexes stay, and they
    serve every read of these tables meanwhile: a game's results by game,
    boards by round and number, games by key."""
    using = router.db_for_write(GameResult)
    with ExitStack() as stack:
        for model, inserting in ((Game, games), (GameResult, results)):
            keeping = 0
            if inserting >= REBUILD_ROWS:  # counted only when it may matter
                keeping = model.objects.using(using).count()
            stack.enter_context(indexes_rebuilt(model, using, inserting, keeping))
        yield
