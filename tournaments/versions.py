"""Data versions: what the page cache (``wdd.page_cache``) keys tournament and
player pages by, bumped in the same transaction as the change they announce.

A tournament's page shows its players (names, flags), and a player's page
shows their tournaments (names, dates, field sizes), so ``touch`` bumps both
sides of every tournament and player it is given: the tournaments, their
players, the players, and their tournaments. Rating tables are not here:
their ``TableState`` versions, bumped by the recompute, key the rating parts.

Three global rows complete the key:

* the **epoch** (``("g", 0)``), a random number drawn by the migration that
  creates the table and again by ``touch_everything``: a recreated database
  never meets the cached pages of another, whose object versions may have had
  the same numbers (0 when the row is missing, e.g. after ``flush``);
* the **names** version (``("g", 1)``), bumped whenever a player is touched:
  leaderboards list player names, which a player's edit or import changes
  without a recompute;
* the **catalogue** version (``("g", 2)``), bumped by every touch: the pages
  that gather across the site (the home page's latest events and totals, the
  circuits' lists and standings) are keyed by it, renewed by any change.

A write that touches more than ``EVERYTHING_ABOVE`` tournaments or players
(the whole bundle, a restore) bumps the epoch instead of each row: one write
instead of tens of thousands, and every page is new after it anyway.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable

from django.db import connection, transaction
from django.db.models import Q

from wdd.bulk import chunks

from .data_version import DataVersion
from .models import ComputedStanding, GameResult, Standing

#: past this many tournaments or players, touch everything (one row) instead
EVERYTHING_ABOVE = 2_000
TOURNAMENT, PLAYER, GLOBAL = "t", "p", "g"
EPOCH, NAMES, CATALOGUE = 0, 1, 2
_CHUNK = 500


def _new_epoch() -> int:
    return secrets.randbits(62)


def _bump(rows: Iterable[tuple[str, int]]) -> None:
    """Add 1 to each (kind, id) counter, creating it at 1: one upsert a chunk
    (``INSERT ... ON CONFLICT DO UPDATE``: SQLite 3.24+ and PostgreSQL alike)."""
    table = connection.ops.quote_name(DataVersion._meta.db_table)
    rows = sorted(set(rows))  # one order for every writer: no deadlock between two
    with connection.cursor() as cursor:
        for start in range(0, len(rows), _CHUNK):
            chunk = rows[start : start + _CHUNK]
            values = ", ".join(["(%s, %s, 1)"] * len(chunk))
            cursor.execute(
                f"INSERT INTO {table} (kind, object_id, version) VALUES {values} "
                f"ON CONFLICT (kind, object_id) DO UPDATE SET version = {table}.version + 1",
                [x for row in chunk for x in row],
            )


#: how a result row names each side: its own column, or through its board's round
_RESULT_COLUMN = {"player": "player_id", "tournament": "game__round__tournament_id"}


def _linked(ids: list[int], given: str, wanted: str) -> set[int]:
    """The ``wanted`` ids ("player" or "tournament") that share a standing,
    computed standing or board result with the ``given`` ones."""
    found: set[int] = set()
    for chunk in chunks(ids, _CHUNK):
        for model in (Standing, ComputedStanding):
            found.update(
                model.objects.filter(**{f"{given}_id__in": chunk})
                .order_by()
                .values_list(f"{wanted}_id", flat=True)
                .distinct()
            )
        found.update(
            GameResult.objects.filter(
                **{f"{_RESULT_COLUMN[given]}__in": chunk}, game__round__isnull=False
            )
            .order_by()
            .values_list(_RESULT_COLUMN[wanted], flat=True)
            .distinct()
        )
    return found


def _tournaments_of(player_ids: list[int]) -> set[int]:
    return _linked(player_ids, "player", "tournament")


def _players_of(tournament_ids: list[int]) -> set[int]:
    return _linked(tournament_ids, "tournament", "player")


def touch(
    tournaments: Iterable[int] = (),
    players: Iterable[int] = (),
    fields: Iterable[int] = (),
    renamed: Iterable[int] = (),
) -> None:
    """Announce a change, inside the writing transaction and after the writes.
    Every call bumps the catalogue, even one naming nothing (a circuit
    without events, an online game without results): it changed something.

    ``tournaments`` and ``players``: those pages are new (a result, a score, a
    board of theirs changed). ``fields``: tournaments whose own row or field
    changed (name, dates, who placed where): their pages and every
    participant's page, which shows the event's name and "rank / N".
    ``renamed``: players whose own row changed (name, flags, homonym), shown on
    their tournaments' pages and on the leaderboards as well. A write that may
    take a player out of a tournament passes them in ``players``
    (``participants``, read before the write): the tournament no longer
    lists them after it.
    """
    tournament_ids = _ids(tournaments) | _ids(fields)
    player_ids = _ids(players) | _ids(renamed)
    field_ids, renamed_ids = _ids(fields), _ids(renamed)
    if max(len(tournament_ids), len(player_ids)) > EVERYTHING_ABOVE:
        touch_everything()
        return
    with transaction.atomic():
        tournament_ids |= _tournaments_of(sorted(renamed_ids))
        player_ids |= _players_of(sorted(field_ids))
        if max(len(tournament_ids), len(player_ids)) > EVERYTHING_ABOVE:
            touch_everything()
            return
        rows = [(TOURNAMENT, t) for t in tournament_ids] + [(PLAYER, p) for p in player_ids]
        rows.append((GLOBAL, CATALOGUE))
        if renamed_ids:
            rows.append((GLOBAL, NAMES))
        _bump(rows)


def _ids(values: Iterable[int]) -> set[int]:
    return {int(v) for v in values if v is not None}


def participants(tournament_ids: Iterable[int]) -> set[int]:
    """The players a tournament lists now (standings, computed standings, boards):
    read before a write that may remove some, and touched after it."""
    return _players_of(sorted(_ids(tournament_ids)))


def touch_everything() -> None:
    """Every page is new: draw a new epoch (and bump the names)."""
    with transaction.atomic():
        DataVersion.objects.update_or_create(
            kind=GLOBAL, object_id=EPOCH, defaults={"version": _new_epoch()}
        )
        _bump([(GLOBAL, NAMES)])


def versions(kind: str | None = None, object_id: int | None = None) -> tuple[int, int, int]:
    """(epoch, names, the object's version) in one query; a counter never
    bumped is 0. Read-only: a page view never writes. The catalogue's pages
    ask for ``versions(GLOBAL, CATALOGUE)``."""
    wanted = Q(kind=GLOBAL, object_id__in=(EPOCH, NAMES))
    if kind is not None:
        wanted |= Q(kind=kind, object_id=object_id)
    found = {
        (k, i): v
        for k, i, v in DataVersion.objects.filter(wanted).values_list(
            "kind", "object_id", "version"
        )
    }
    return (
        found.get((GLOBAL, EPOCH), 0),
        found.get((GLOBAL, NAMES), 0),
        found.get((kind, object_id), 0),
    )
