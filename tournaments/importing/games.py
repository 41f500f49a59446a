"""Boards and online games in bulk: their rows, their ids read back, their results.

Games are inserted as plain tuples (``wdd.bulk.insert_rows``), so their ids are
read back by natural key. A big batch of results is inserted with the
board-total trigger lifted, and the totals are then checked with one grouped
query a chunk: the trigger's per-row cost is most of a WDD-scale import.
"""

from collections.abc import Iterable

from django.db import IntegrityError, connections, router
from django.db.models import Sum

from wdd.bulk import chunks, insert_rows, triggers_lifted

from ..models import Game, GameResult

GAME_FIELDS = [
    "key", "round", "number", "variant", "press", "phase_minutes", "game_scoring", "end_date",
    "turns", "bot", "end_time",
]  # fmt: skip


def insert_games(games: list[Game]) -> None:
    """Insert unsaved Game instances in bulk and set their ``pk``.

    The ids are read back by each game's natural key, (round, number) for a
    board or ``key`` for an online game, both unique: in one range scan of the
    ids above the largest one before the insert (rows others committed
    meanwhile have other keys and are skipped), and per key for any game that
    scan missed. So this is safe whatever else writes meanwhile.
    """
    if not games:
        return
    using = router.db_for_write(Game)
    with connections[using].cursor() as cursor:
        cursor.execute(
            f"SELECT MAX({connections[using].ops.quote_name('id')}) "
            f"FROM {connections[using].ops.quote_name(Game._meta.db_table)}"
        )
        (before,) = cursor.fetchone()
    insert_rows(
        Game,
        GAME_FIELDS,
        (
            (
                g.key,
                g.round_id,
                g.number,
                g.variant,
                g.press,
                g.phase_minutes,
                g.game_scoring,
                g.end_date,
                g.turns,
                g.bot,
                g.end_time,
            )
            for g in games
        ),
        using=using,
    )
    boards: dict[tuple[int, int], Game] = {}
    keyed: dict[str, Game] = {}
    for g in games:
        g.pk = None
        if g.round_id is not None:
            boards[g.round_id, g.number] = g
        else:
            keyed[g.key] = g
    new_rows = (
        Game.objects.using(using)
        .filter(pk__gt=before or 0)
        .order_by()
        .values_list("id", "key", "round_id", "number")
    )
    for pk, key, round_id, number in new_rows.iterator(chunk_size=20_000):
        g = keyed.get(key) if round_id is None else boards.get((round_id, number))
        if g is not None:
            g.pk = pk
    missing_boards = {k: g for k, g in boards.items() if g.pk is None}
    for chunk in chunks({rid for rid, _n in missing_boards}):
        for rid, number, pk in (
            Game.objects.using(using)
            .filter(round_id__in=chunk)
            .values_list("round_id", "number", "id")
        ):
            g = missing_boards.get((rid, number))
            if g is not None:
                g.pk = pk
    for chunk in chunks([k for k, g in keyed.items() if g.pk is None]):
        for key, pk in Game.objects.using(using).filter(key__in=chunk).values_list("key", "id"):
            keyed[key].pk = pk
    for g in games:
        g._state.adding = False
        g._state.db = using


# Above this many result rows, the board-total trigger is lifted for the insert
# and the totals are checked with one grouped query a chunk instead. SQLite
# runs the trigger's subquery for every row (~17 µs a row: 25 s of a 1.4M-row
# import); PostgreSQL queues a deferred event a row and runs them all at
# COMMIT (~28 s for 1.4M rows).
BULK_RESULTS = 20_000
MAX_BOARD_CENTRES = 34
RESULT_FIELDS = [
    "game", "player", "power", "centres", "eliminated_year", "centres_by_year", "status",
]  # fmt: skip


def insert_results(rows: Iterable[tuple], game_ids: list[int], size: int) -> int:
    """Insert ``size`` result rows (tuples of RESULT_FIELDS) of the given games;
    returns how many. Above BULK_RESULTS the board-total trigger is lifted for
    the insert and the totals of those games are checked at once instead."""
    using = router.db_for_write(GameResult)
    if size > BULK_RESULTS:
        with triggers_lifted(GameResult, using):
            count = insert_rows(GameResult, RESULT_FIELDS, rows, using=using)
            check_board_totals(game_ids)
        return count
    return insert_rows(GameResult, RESULT_FIELDS, rows, using=using)


def check_board_totals(game_ids: Iterable[int]) -> None:
    """What the board-total trigger enforces, for the given games at once."""
    for chunk in chunks(game_ids):
        over = (
            GameResult.objects.filter(game_id__in=chunk)
            .order_by()
            .values("game_id")
            .annotate(total=Sum("centres"))
            .filter(total__gt=MAX_BOARD_CENTRES)
            .values_list("game_id", flat=True)[:1]
        )
        for game_id in over:
            raise IntegrityError(
                f"CHECK constraint failed: board total centres exceed 34 (game {game_id})"
            )
