"""Read the history a rating system needs, as engine records, in a few queries.

Only ``values_list`` rows are read (no model instances), grouped in Python:

* events: every tournament with placements. A tournament's published
  ``Standing`` rows win; a tournament without any uses its ``ComputedStanding``
  rows (placements the site computed from its boards). 3 queries.
* games: every ``Game`` (tournament boards and online games alike) with its
  ``GameResult`` rows and webDiplomacy's optional fields (turns, bots, end
  time, who resigned). 3 queries, results ordered by (game, player).

``since`` (a date) reads only the records that ended on or after it: what a
recompute resumed from a checkpoint of that day replays.

Children are read before their parents and orphans skipped, so a concurrent
import never breaks a read; on PostgreSQL the reads also share one
REPEATABLE READ snapshot. The records come out in a canonical order (by id, and
by rank/player inside a record) so that the ratings never depend on the order
in which the database returns rows; the engines then sort by date.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date

from django.db import connections, transaction
from django.db.models import Exists, OuterRef

from tournaments.models import ComputedStanding, Game, GameResult, Player, Standing, Tournament

from .engines.base import EventRecord, GameRecord, RatingEngine

CHUNK = 20_000

__all__ = ["event_records", "game_records", "player_details", "records_for", "snapshot"]


@contextmanager
def snapshot(using: str = "default") -> Iterator[None]:
    """One consistent read snapshot for the queries inside (PostgreSQL only).

    SQLite is left alone: its transactions take the write lock here, which would
    hold back imports; the children-first reads cope with concurrent writes.
    """
    conn = connections[using]
    if conn.vendor != "postgresql" or conn.in_atomic_block:
        yield
        return
    with transaction.atomic(using=using):
        with conn.cursor() as cursor:
            cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        yield


def _grouped_placements(queryset, into: dict[int, list]) -> None:
    """Append (player, rank) to into[tournament] for rows ordered by tournament."""
    current = None
    bucket: list = []
    for tournament_id, player_id, rank in queryset.iterator(chunk_size=CHUNK):
        if tournament_id != current:
            current = tournament_id
            bucket = into.setdefault(tournament_id, [])
        bucket.append((player_id, rank))


def event_records(using: str = "default", since: date | None = None) -> list[EventRecord]:
    """One EventRecord per tournament with placements (ending on or after
    ``since``), ordered by id."""
    placements: dict[int, list] = {}
    ended = {} if since is None else {"tournament__end_date__gte": since}
    with snapshot(using):
        published = (
            Standing.objects.using(using)
            .filter(**ended)
            .order_by("tournament_id", "rank", "player_id")
            .values_list("tournament_id", "player_id", "rank")
        )
        _grouped_placements(published, placements)
        computed = (
            ComputedStanding.objects.using(using)
            .filter(**ended)
            .filter(
                ~Exists(
                    Standing.objects.using(using).filter(tournament_id=OuterRef("tournament_id"))
                )
            )
            .order_by("tournament_id", "rank", "player_id")
            .values_list("tournament_id", "player_id", "rank")
        )
        computed_placements: dict[int, list] = {}
        _grouped_placements(computed, computed_placements)
        for tid, rows in computed_placements.items():
            placements.setdefault(tid, rows)  # published rows, if any arrived meanwhile, win
        tournaments = (
            Tournament.objects.using(using)
            .filter(**({} if since is None else {"end_date__gte": since}))
            .order_by("id")
            .values_list("id", "end_date", "start_date", "world_championship", "rounds")
        )
        records = []
        for tid, end, start, wdc, rounds in tournaments.iterator(chunk_size=CHUNK):
            rows = placements.get(tid)
            if rows:
                records.append(EventRecord(tid, end, start, bool(wdc), rounds, tuple(rows)))
    return records


def game_records(using: str = "default", since: date | None = None) -> list[GameRecord]:
    """One GameRecord per game with results (boards and online games, ending on
    or after ``since``), ordered by id."""
    results: dict[int, tuple] = {}
    resigned: dict[int, set] = {}
    with snapshot(using):
        results_of = GameResult.objects.using(using)
        if since is not None:  # by the games' date index, not a join over every result
            ended = Game.objects.using(using).filter(end_date__gte=since).values("id")
            results_of = results_of.filter(game_id__in=ended)
        rows = (
            results_of.order_by("game_id", "player_id")
            .values_list("game_id", "player_id", "centres", "eliminated_year")
            .iterator(chunk_size=CHUNK)
        )
        current = None
        bucket: list = []
        for game_id, player_id, centres, eliminated in rows:
            if game_id != current:
                if current is not None:
                    results[current] = tuple(bucket)
                current = game_id
                bucket = []
            bucket.append((player_id, centres, eliminated))
        if current is not None:
            results[current] = tuple(bucket)
        # Apart: a status (only ever "resigned") is rare, and reading it with
        # every result cost a quarter of a second more on SQLite (1.4M results
        # at bench scale: 1.77 s against 1.45 s) than this read of the few
        # results with one, through their partial index (result_status_idx).
        left = results_of.exclude(status="").order_by().values_list("game_id", "player_id")
        for game_id, player_id in left:
            resigned.setdefault(game_id, set()).add(player_id)
        games = (
            Game.objects.using(using)
            .filter(**({} if since is None else {"end_date__gte": since}))
            .order_by("id")
            .values_list(
                "id",
                "end_date",
                "variant",
                "press",
                "phase_minutes",
                "game_scoring",
                "turns",
                "bot",
                "end_time",
            )  # fmt: skip
            .iterator(chunk_size=CHUNK)
        )
        records = []
        nobody = frozenset()
        for gid, end, variant, press, minutes, scoring, turns, bot, end_time in games:
            res = results.get(gid)
            if res:
                left = resigned.get(gid)
                records.append(
                    GameRecord(
                        gid,
                        end,
                        variant,
                        press,
                        minutes,
                        scoring,
                        res,
                        turns,
                        bool(bot),
                        end_time,
                        frozenset(left) if left else nobody,
                    )  # fmt: skip
                )
    return records


def player_details(using: str = "default") -> dict[int, tuple[str, str, str, str]]:
    """{player id: (nationality, location, last_name, first_name)} for every player."""
    rows = (
        Player.objects.using(using)
        .order_by()
        .values_list("id", "nationality", "location", "last_name", "first_name")
        .iterator(chunk_size=CHUNK)
    )
    return {pid: (nat or "", loc or "", last, first) for pid, nat, loc, last, first in rows}


READERS = {"events": event_records, "games": game_records}


def records_for(engine: RatingEngine, using: str = "default", since: date | None = None) -> list:
    """The records an engine takes (``engine.input``: "events" or "games"),
    those ending on or after ``since`` when it is given."""
    try:
        reader = READERS[engine.input]
    except KeyError:
        raise ValueError(f"{engine.slug}: unknown input {engine.input!r}") from None
    return reader(using, since)
