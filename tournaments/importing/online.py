"""Online games in an import: only what differs from the stored games is written.

Re-importing a whole history (a federation's yearly bundle, an export loaded
back) brings a million games that are nearly all stored already, as they
are. Each one used to be updated in place through Django's ``bulk_update``
(a CASE per field and row: 125 s of the bench's 164 s re-import) and its
results deleted and inserted again. Now the stored games and results are
read in a scan each, compared with the batch's, and only the games that are
new or differ are written. The ratings then replay from the earliest day one
of those touches (``OnlinePlan.days``), not from the first game of the bundle.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from itertools import chain
from operator import attrgetter

from django.db import connections, router

from wdd.bulk import chunks, raw_delete

from ..exchange.records import GameIn
from ..models import BoardScore, Game, GameResult
from ..scoring import charts
from .games import GAME_FIELDS as GAME_ROW_FIELDS
from .games import RESULT_FIELDS

#: an online game's own fields (a game row's, after its key, round and number),
#: as the batch gives them and as they are compared
GAME_FIELDS = GAME_ROW_FIELDS[3:]
#: above this many games, every stored online game is read in one scan (else by key)
SCAN = 20_000


@dataclass
class OnlinePlan:
    """What an import writes of its online games."""

    new: list[GameIn] = field(default_factory=list)
    #: (stored id, game) of stored games whose own fields differ
    fields: list[tuple[int, GameIn]] = field(default_factory=list)
    #: (stored id, game) of stored games whose results differ
    results: list[tuple[int, GameIn]] = field(default_factory=list)
    #: the end dates, stored and given, of every game written
    days: list[date] = field(default_factory=list)
    unchanged: int = 0

    def result_count(self) -> int:
        return sum(len(g.results) for g in self.new) + sum(len(g.results) for _i, g in self.results)


def result_rows(game_id: int, g: GameIn, player_ids: dict[str, int]) -> list[tuple]:
    """The game's results as rows of ``games.RESULT_FIELDS``, in the batch's order."""
    return [
        (
            game_id,
            player_ids[r.player],
            r.power,
            r.centres,
            r.eliminated_year,
            charts.to_text(r.centres_by_year) if r.centres_by_year else "",
            r.status,
        )
        for r in g.results
    ]


def plain_result_rows(game_id: int, g: GameIn, player_ids: dict[str, int]) -> list[tuple]:
    """``result_rows`` of a game whose results have no centre chart and no status,
    without those two columns (rows of ``games.PLAIN_RESULT_FIELDS``)."""
    return [
        (game_id, player_ids[r.player], r.power, r.centres, r.eliminated_year) for r in g.results
    ]


def plain(games: Iterable[GameIn]) -> bool:
    """Whether no result of these games has a centre chart or a status."""
    results = list(chain.from_iterable(g.results for g in games))
    return not any(map(attrgetter("centres_by_year"), results)) and not any(
        map(attrgetter("status"), results)
    )


def plan(games: dict[str, GameIn], player_ids: dict[str, int]) -> OnlinePlan:
    """Compare the batch's online games with the stored ones, by key."""
    out = OnlinePlan()
    stored = _stored_games(games)
    stored_results = _stored_results([row[0] for row in stored.values()])
    for key, g in games.items():
        row = stored.get(key)
        if row is None:
            out.new.append(g)
            out.days.append(g.end_date)
            continue
        pk, *values = row
        given = tuple(getattr(g, name) for name in GAME_FIELDS)
        same_fields = tuple(values) == given
        same_results = stored_results.get(pk, []) == result_rows(pk, g, player_ids)
        if not same_fields:
            out.fields.append((pk, g))
        if not same_results:
            out.results.append((pk, g))
        if same_fields and same_results:
            out.unchanged += 1
        else:
            out.days += [values[GAME_FIELDS.index("end_date")], g.end_date]
    return out


def _stored_games(games: dict[str, GameIn]) -> dict[str, tuple]:
    """key -> (id, *GAME_FIELDS) of the stored online games among ``games``."""
    online = Game.objects.filter(round__isnull=True).order_by()
    columns = ("key", "id", *GAME_FIELDS)
    if len(games) > SCAN:
        return {k: v for k, *v in online.values_list(*columns).iterator(20_000) if k in games}
    found = {}
    for chunk in chunks(games):
        found.update((k, v) for k, *v in online.filter(key__in=chunk).values_list(*columns))
    return found


def _stored_results(game_ids: list[int]) -> dict[int, list[tuple]]:
    """game id -> its stored results as rows of RESULT_FIELDS, in id order (the
    order they were given in)."""
    columns = ("id", "game_id", "player_id", *RESULT_FIELDS[2:])
    rows = GameResult.objects.order_by()
    if len(game_ids) > SCAN:
        wanted = set(game_ids)
        found = (r for r in rows.filter(game__round__isnull=True).values_list(*columns)
                 .iterator(20_000) if r[1] in wanted)  # fmt: skip
    else:
        found = (r for chunk in chunks(game_ids)
                 for r in rows.filter(game_id__in=chunk).values_list(*columns))  # fmt: skip
    by_game = defaultdict(list)
    for _pk, *row in sorted(found):
        by_game[row[0]].append(tuple(row))
    return by_game


def update_fields(changed: list[tuple[int, GameIn]]) -> None:
    """Write the given games' own fields: one UPDATE a game, sent in batches
    (no CASE expression to build per row and field)."""
    if not changed:
        return
    using = router.db_for_write(Game)
    conn = connections[using]
    qn = conn.ops.quote_name
    meta = Game._meta
    targets = [meta.get_field(name) for name in GAME_FIELDS]
    sets = ", ".join(f"{qn(f.column)} = %s" for f in targets)
    sql = f"UPDATE {qn(meta.db_table)} SET {sets} WHERE {qn(meta.pk.column)} = %s"
    with conn.cursor() as cursor:
        for batch in chunks(changed, 20_000):
            cursor.executemany(
                sql,
                [
                    (*(f.get_db_prep_save(getattr(g, f.name), conn) for f in targets), pk)
                    for pk, g in batch
                ],
            )


def delete_results(game_ids: list[int]) -> None:
    """Delete the given games' results (and their board scores) before new ones go in."""
    for chunk in chunks(game_ids):
        raw_delete(BoardScore.objects.filter(result__game_id__in=chunk))
        raw_delete(GameResult.objects.filter(game_id__in=chunk))
