"""Write a validated Batch in one transaction, in bulk, by external key.

Reads what exists in a few queries, then creates and updates in batches.
Re-importing the same keys replaces a tournament's boards (and standings,
circuits) when the batch carries them, and leaves them alone when it doesn't.
"""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import date

from django.db import DatabaseError, IntegrityError, connections, router, transaction
from django.db.models import Sum

from ..models import (
    BoardScore,
    Circuit,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    Player,
    PlayerAlias,
    Round,
    Standing,
    Tournament,
    name_slug,
)
from .errors import ImportFailed
from .records import Batch, GameIn, StandingIn

CHUNK = 2000
BATCH = 2000
STANDING_FIELDS = ["tournament", "player", "rank", "score", "dip_pouch_score"]
TOURNAMENT_FIELDS = [
    "name", "start_date", "end_date", "rounds", "city", "country", "world_championship",
    "kind", "event_kind", "scoring_system", "aggregation", "aggregation_n", "director",
]


def chunks(items: Iterable, size: int = CHUNK) -> Iterator[list]:
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def raw_delete(queryset) -> int:
    """DELETE without loading rows: callers delete dependents first, in order.

    Django's collector would fetch every row to cascade; at WDD scale that is
    hundreds of thousands of objects for nothing, since nothing listens.
    """
    return queryset._raw_delete(queryset.db)


def insert_rows(model, fields: list[str], rows: Iterable[tuple], *, using: str | None = None) -> int:
    """INSERT plain tuples (one value per field, in field order) without building
    model instances: ``COPY`` on PostgreSQL, large ``executemany`` batches
    elsewhere. Dates may be ``date`` objects. Returns the number of rows.

    ``bulk_create`` spends 100-200 µs a row building and compiling each instance;
    at WDD scale (1.4M results) that is minutes, this is seconds. Nothing listens to
    post_save here, and the constraints and triggers still run in the database.
    """
    using = using or router.db_for_write(model)
    conn = connections[using]
    qn = conn.ops.quote_name
    meta = model._meta
    table = qn(meta.db_table)
    columns = ", ".join(qn(meta.get_field(f).column) for f in fields)
    n = 0
    with conn.cursor() as cursor:
        if conn.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                write = copy.write_row
                for row in rows:
                    write(row)
                    n += 1
            return n
        sql = f"INSERT INTO {table} ({columns}) VALUES ({', '.join(['%s'] * len(fields))})"
        for batch in chunks(rows, 20_000):
            cursor.executemany(sql, batch)
            n += len(batch)
    return n


GAME_FIELDS = ["key", "round", "number", "variant", "press", "phase_minutes", "game_scoring", "end_date"]


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
            (g.key, g.round_id, g.number, g.variant, g.press, g.phase_minutes, g.game_scoring,
             g.end_date)
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
        for rid, number, pk in Game.objects.using(using).filter(round_id__in=chunk).values_list(
            "round_id", "number", "id"
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


@contextmanager
def sqlite_bulk_load(using: str = "default") -> Iterator[None]:
    """A larger page cache for one big write on SQLite (the indexes of a million
    rows do not fit the default 2 MB); restored afterwards. No-op elsewhere."""
    conn = connections[using]
    if conn.vendor != "sqlite":
        yield
        return
    with conn.cursor() as cursor:
        cursor.execute("PRAGMA cache_size")
        (before,) = cursor.fetchone()
        cursor.execute("PRAGMA cache_size = -65536")  # 64 MiB
    try:
        yield
    finally:
        with conn.cursor() as cursor:
            cursor.execute(f"PRAGMA cache_size = {int(before)}")


def _lift_triggers(conn, table: str) -> list[str] | None:
    """Disable the table's own triggers until the statements returned are run;
    None when that is not possible here (then nothing was changed)."""
    qn = conn.ops.quote_name
    try:
        with transaction.atomic(using=conn.alias), conn.cursor() as cursor:
            if conn.vendor == "sqlite":
                cursor.execute(
                    "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s",
                    [table],
                )
                found = cursor.fetchall()
                for name, _sql in found:
                    cursor.execute(f"DROP TRIGGER {qn(name)}")
                return [sql for _name, sql in found]
            if conn.vendor == "postgresql":
                cursor.execute(
                    "SELECT tgname FROM pg_trigger WHERE tgrelid = %s::regclass "
                    "AND NOT tgisinternal AND tgenabled <> 'D'",
                    [qn(table)],
                )
                names = [row[0] for row in cursor.fetchall()]
                # ALTER TABLE refuses a table with queued deferred events (its
                # DEFERRABLE foreign keys): check them now, and keep checking at
                # each statement's end until the triggers are back.
                cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
                for name in names:  # SHARE ROW EXCLUSIVE: readers go on, writers wait
                    cursor.execute(f"ALTER TABLE {qn(table)} DISABLE TRIGGER {qn(name)}")
                return [f"ALTER TABLE {qn(table)} ENABLE TRIGGER {qn(name)}" for name in names] + [
                    "SET CONSTRAINTS ALL DEFERRED"  # every deferrable constraint here is
                ]  # INITIALLY DEFERRED (Django's foreign keys, the board total)
    except DatabaseError:  # e.g. not the table's owner: keep the triggers
        return None
    return None


@contextmanager
def _insert_triggers_lifted(model, using: str) -> Iterator[bool]:
    """Lift the table's triggers for the block, inside one savepoint (DDL is
    transactional on SQLite and PostgreSQL: a failure restores them too), and
    put them back at its end. Yields whether they were lifted; the caller
    re-checks what they enforce either way."""
    conn = connections[using]
    with transaction.atomic(using=using):
        restore = _lift_triggers(conn, model._meta.db_table)
        yield restore is not None
        if restore:
            with conn.cursor() as cursor:
                for sql in restore:
                    cursor.execute(sql)


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


def percentile(n: int, rank: int) -> float:
    """Dip Pouch score of a placement: (N + 0.5 - P) / N * 100."""
    return (n + 0.5 - rank) / n * 100


class Writer:
    def __init__(self, batch: Batch, file: str, user=None):
        self.batch = batch
        self.file = file
        self.user = user
        self.player_ids: dict[str, int] = {}
        self.stats: dict[str, int] = {}

    def fail(self, record: str, problem: str) -> ImportFailed:
        return ImportFailed(self.file, record, problem)

    # -- reading what exists ------------------------------------------------

    def _referenced_players(self) -> Iterator[tuple[str, str]]:
        for t in self.batch.tournaments.values():
            for s in t.standings or ():
                yield s.player, f"tournament {t.key} standing"
            for b in t.boards or ():
                for r in b.results:
                    yield r.player, f"tournament {t.key} round {b.round} board {b.number} ({r.power})"
        for key, rows in self.batch.csv_standings.items():
            for s in rows:
                yield s.player, f"tournament {key} standing"
        for key, boards in self.batch.csv_boards.items():
            for b in boards:
                for r in b.results:
                    yield r.player, f"tournament {key} round {b.round} board {b.number} ({r.power})"
        for key, piece in self.batch.partial.items():
            for s in piece.standings.values():
                yield s.player, f"tournament {key} standing"
            for b in piece.boards.values():
                for r in b.results:
                    yield r.player, f"tournament {key} round {b.round} board {b.number} ({r.power})"
        for g in self.batch.games.values():
            for r in g.results:
                yield r.player, f"game {g.key} ({r.power})"

    def _referenced_keys(self) -> set[str]:
        """The keys of _referenced_players, without building a label for each
        (1.5M f-strings at WDD scale): the labels are only needed for an error."""
        keys: set[str] = set()
        add, update = keys.add, keys.update
        for t in self.batch.tournaments.values():
            update(s.player for s in t.standings or ())
            for b in t.boards or ():
                update(r.player for r in b.results)
        for rows in self.batch.csv_standings.values():
            update(s.player for s in rows)
        for boards in self.batch.csv_boards.values():
            for b in boards:
                update(r.player for r in b.results)
        for piece in self.batch.partial.values():
            update(s.player for s in piece.standings.values())
            for b in piece.boards.values():
                update(r.player for r in b.results)
        for g in self.batch.games.values():
            for r in g.results:
                add(r.player)
        return keys

    def resolve_players(self) -> None:
        wanted = set(self.batch.players)
        referenced_keys = self._referenced_keys()
        wanted.update(referenced_keys)
        known: dict[str, int] = {}
        if len(wanted) > 20_000:
            known.update(Player.objects.values_list("key", "id"))
            known.update(PlayerAlias.objects.values_list("key", "player_id"))
        else:
            for chunk in chunks(wanted):
                known.update(Player.objects.filter(key__in=chunk).values_list("key", "id"))
                known.update(PlayerAlias.objects.filter(key__in=chunk).values_list("key", "player_id"))
        if any(k not in known and k not in self.batch.players for k in referenced_keys):
            for key, record in self._referenced_players():  # the first, in file order
                if key not in known and key not in self.batch.players:
                    raise self.fail(record, f"unknown player key {key!r}")
        self.player_ids = {k: v for k, v in known.items() if k in wanted}

    def check_circuits_and_owners(self) -> None:
        circuit_keys = {c for t in self.batch.tournaments.values() for c in t.circuits or ()}
        missing = circuit_keys - set(self.batch.circuits)
        if missing:
            existing = set(Circuit.objects.filter(key__in=missing).values_list("key", flat=True))
            for t in self.batch.tournaments.values():
                for c in t.circuits or ():
                    if c in missing and c not in existing:
                        raise self.fail(f"tournament {t.key}", f"unknown circuit key {c!r}")
        if self.user is not None and not self.user.is_superuser:
            keys = (
                list(self.batch.tournaments) + list(self.batch.csv_standings)
                + list(self.batch.csv_boards) + list(self.batch.partial)
            )
            others = (
                Tournament.objects.filter(key__in=keys)
                .exclude(owner=self.user)
                .values_list("key", flat=True)[:1]
            )
            for key in others:
                raise self.fail(f"tournament {key}", "belongs to another organizer")
            if self.batch.circuits:
                raise self.fail("circuits", "only administrators may import circuits")
            if self.batch.games:
                first = next(iter(self.batch.games))
                raise self.fail(f"game {first}", "only administrators may import online games")

    # -- writing --------------------------------------------------------------

    def write(self) -> list[int]:
        self.resolve_players()
        self.check_circuits_and_owners()
        with transaction.atomic(), sqlite_bulk_load(router.db_for_write(GameResult)):
            self.write_players()
            circuit_ids = self.write_circuits()
            tournament_ids = self.write_tournaments()
            partial_ids = self.write_partial_tournaments()
            csv_ids = self.write_boards(tournament_ids)
            self.write_standings(tournament_ids)
            self.write_circuit_memberships(tournament_ids, circuit_ids)
            self.write_games()
            self.write_partial_boards(partial_ids)
            self.write_partial_standings(partial_ids)
        return sorted(set(tournament_ids.values()) | set(partial_ids.values()) | set(csv_ids.values()))

    def write_players(self) -> None:
        new, changed = [], []
        existing_keys = {k for k in self.batch.players if k in self.player_ids}
        current = {}
        for chunk in chunks(existing_keys):
            for p in Player.objects.filter(key__in=chunk).only(
                "id", "key", "first_name", "last_name", "nationality", "location"
            ):
                current[p.key] = p
        for key, p in self.batch.players.items():
            if key in current:
                row = current[key]
                if (row.first_name, row.last_name, row.nationality, row.location) != (
                    p.first_name, p.last_name, p.nationality, p.location
                ):
                    row.first_name, row.last_name = p.first_name, p.last_name
                    row.nationality, row.location = p.nationality, p.location
                    row.slug = name_slug(p.first_name, p.last_name)
                    changed.append(row)
            elif key not in self.player_ids:  # aliases resolve to their survivor
                new.append(
                    Player(
                        key=key, first_name=p.first_name, last_name=p.last_name,
                        nationality=p.nationality, location=p.location,
                        slug=name_slug(p.first_name, p.last_name),
                    )
                )
        if new:
            from ..duplicates import new_player_warnings

            self.batch.warnings.extend(new_player_warnings(new))
        Player.objects.bulk_create(new, batch_size=BATCH)
        Player.objects.bulk_update(
            changed, ["first_name", "last_name", "nationality", "location", "slug"], batch_size=BATCH
        )
        self.player_ids.update((p.key, p.pk) for p in new)
        self.stats["players created"] = len(new)
        self.stats["players updated"] = len(changed)

    def write_circuits(self) -> dict[str, int]:
        ids = {}
        for c in self.batch.circuits.values():
            obj, _ = Circuit.objects.update_or_create(
                key=c.key,
                defaults={"name": c.name, "season": c.season, "best_of": c.best_of,
                          "slug": name_slug(c.name)},
            )
            ids[c.key] = obj.pk
        self.stats["circuits"] = len(ids)
        return ids

    def write_tournaments(self) -> dict[str, int]:
        fields = TOURNAMENT_FIELDS
        existing = {}
        for chunk in chunks(self.batch.tournaments):
            existing.update((t.key, t) for t in Tournament.objects.filter(key__in=chunk))
        new, changed = [], []
        owner = self.user if self.user is not None and not self.user.is_superuser else None
        for key, t in self.batch.tournaments.items():
            row = existing.get(key) or Tournament(key=key, owner=owner)
            for name in fields:
                setattr(row, name, getattr(t, name))
            row.slug = name_slug(t.name)
            (changed if row.pk else new).append(row)
        Tournament.objects.bulk_create(new, batch_size=BATCH)
        Tournament.objects.bulk_update(changed, fields + ["slug"], batch_size=BATCH)
        self.stats["tournaments"] = len(new) + len(changed)
        ids = {t.key: t.pk for t in new + changed}
        # New tournaments get their rounds so organizers can add boards at once.
        rounds = [
            Round(tournament_id=t.pk, number=n)
            for t in new
            if self.batch.tournaments[t.key].boards is None
            for n in range(1, t.rounds + 1)
        ]
        Round.objects.bulk_create(rounds, batch_size=BATCH)
        return ids

    def _delete_boards(self, tournament_ids: list[int]) -> None:
        from ratings.models import RatingChange

        for chunk in chunks(tournament_ids, 500):
            raw_delete(BoardScore.objects.filter(result__game__round__tournament_id__in=chunk))
            raw_delete(RatingChange.objects.filter(game__round__tournament_id__in=chunk))
            raw_delete(GameResult.objects.filter(game__round__tournament_id__in=chunk))
            raw_delete(Game.objects.filter(round__tournament_id__in=chunk))
            raw_delete(Round.objects.filter(tournament_id__in=chunk))
            raw_delete(ComputedStanding.objects.filter(tournament_id__in=chunk))
            raw_delete(CountryAward.objects.filter(tournament_id__in=chunk))

    def write_boards(self, tournament_ids: dict[str, int]) -> dict[str, int]:
        """Replace the boards of the batch's tournaments that carry boards, and of the
        existing tournaments given boards by CSV files; returns the latter's ids."""
        # (tournament id, rounds, boards, end date) per tournament whose boards are replaced
        jobs = [
            (tournament_ids[k], t.rounds, t.boards, t.end_date)
            for k, t in self.batch.tournaments.items()
            if t.boards is not None
        ]
        csv_ids = {}
        if self.batch.csv_boards:
            existing = {
                t.key: t for t in Tournament.objects.filter(key__in=list(self.batch.csv_boards))
            }
            for key, boards in self.batch.csv_boards.items():
                t = existing.get(key)
                if t is None:
                    raise self.fail(f"tournament {key}", "does not exist: create it first")
                needed = max([b.round for b in boards], default=1)
                if needed > t.rounds:
                    self.batch.warnings.append(
                        f"tournament {key}: rounds raised from {t.rounds} to {needed} for its boards"
                    )
                    t.rounds = needed
                    t.save(update_fields=["rounds"])
                csv_ids[key] = t.pk
                jobs.append((t.pk, t.rounds, boards, t.end_date))
        self._delete_boards([tid for tid, *_rest in jobs])
        rounds = [
            Round(tournament_id=tid, number=n)
            for tid, count, boards, _end in jobs
            for n in range(1, max([count] + [b.round for b in boards]) + 1)
        ]
        Round.objects.bulk_create(rounds, batch_size=BATCH)
        round_ids = {(r.tournament_id, r.number): r.pk for r in rounds}
        games, specs = [], []
        for tid, _count, boards, end_date in jobs:
            for b in boards:
                games.append(self._game_row(b, b.end_date or end_date, round_id=round_ids[tid, b.round]))
                specs.append(b)
        self._create_games(games, specs)
        self.stats["boards"] = len(games)
        return csv_ids

    def _game_row(self, g: GameIn, end_date: date, **extra) -> Game:
        return Game(
            variant=g.variant, press=g.press, phase_minutes=g.phase_minutes,
            game_scoring=g.game_scoring, end_date=end_date, number=g.number, **extra,
        )

    def _create_games(self, games: list[Game], specs: list[GameIn]) -> None:
        insert_games(games)
        self._create_results(zip(games, specs, strict=True))

    def _create_results(self, pairs) -> None:
        ids = self.player_ids
        pairs = list(pairs)
        rows = (
            (game.pk, ids[r.player], r.power, r.centres, r.eliminated_year)
            for game, spec in pairs
            for r in spec.results
        )
        fields = ["game", "player", "power", "centres", "eliminated_year"]
        using = router.db_for_write(GameResult)
        size = sum(len(spec.results) for _game, spec in pairs)
        if size > BULK_RESULTS:
            with _insert_triggers_lifted(GameResult, using):
                count = insert_rows(GameResult, fields, rows, using=using)
                check_board_totals(game.pk for game, _spec in pairs)
        else:
            count = insert_rows(GameResult, fields, rows, using=using)
        self.stats["results"] = self.stats.get("results", 0) + count

    def _replace_standings(self, tournament_id: int, rows: list[StandingIn]) -> list[tuple]:
        """(tournament, player, rank, score, dip_pouch_score) rows of STANDING_FIELDS."""
        n = len(rows)
        ids = self.player_ids
        return [
            (tournament_id, ids[s.player], s.rank, s.score, percentile(n, s.rank))
            for s in rows
        ]

    def write_standings(self, tournament_ids: dict[str, int]) -> None:
        replace: dict[int, list[StandingIn]] = {
            tournament_ids[k]: t.standings
            for k, t in self.batch.tournaments.items()
            if t.standings is not None
        }
        if self.batch.csv_standings:
            csv_ids = dict(
                Tournament.objects.filter(key__in=list(self.batch.csv_standings)).values_list("key", "id")
            )
            replace.update((csv_ids[k], rows) for k, rows in self.batch.csv_standings.items())
        for chunk in chunks(replace, 500):
            raw_delete(Standing.objects.filter(tournament_id__in=chunk))
        rows = [s for tid, items in replace.items() for s in self._replace_standings(tid, items)]
        insert_rows(Standing, STANDING_FIELDS, rows)
        self.stats["standings"] = len(rows)

    def write_circuit_memberships(self, tournament_ids: dict[str, int], circuit_ids: dict[str, int]):
        listed = {k: t.circuits for k, t in self.batch.tournaments.items() if t.circuits is not None}
        if not listed:
            return
        wanted_keys = {c for cs in listed.values() for c in cs}
        missing = wanted_keys - set(circuit_ids)
        circuit_ids = dict(circuit_ids)
        circuit_ids.update(Circuit.objects.filter(key__in=missing).values_list("key", "id"))
        through = Tournament.circuits.through
        for chunk in chunks([tournament_ids[k] for k in listed], 500):
            raw_delete(through.objects.filter(tournament_id__in=chunk))
        through.objects.bulk_create(
            [
                through(tournament_id=tournament_ids[k], circuit_id=circuit_ids[c])
                for k, cs in listed.items()
                for c in dict.fromkeys(cs)
            ],
            batch_size=BATCH,
        )

    def write_games(self) -> None:
        if not self.batch.games:
            return
        existing: dict[str, Game] = {}
        for chunk in chunks(self.batch.games):
            existing.update((g.key, g) for g in Game.objects.filter(key__in=chunk, round__isnull=True))
        fields = ["variant", "press", "phase_minutes", "game_scoring", "end_date"]
        changed = []
        for key, g in self.batch.games.items():
            if key in existing:
                row = existing[key]
                for name in fields:
                    setattr(row, name, getattr(g, name))
                changed.append(row)
        Game.objects.bulk_update(changed, fields, batch_size=BATCH)
        for chunk in chunks([g.pk for g in changed]):
            raw_delete(BoardScore.objects.filter(result__game_id__in=chunk))
            raw_delete(GameResult.objects.filter(game_id__in=chunk))
        self._create_results((existing[g.key], g) for g in self.batch.games.values() if g.key in existing)
        new_specs = [g for g in self.batch.games.values() if g.key not in existing]
        new_rows = [self._game_row(g, g.end_date, key=g.key) for g in new_specs]
        self._create_games(new_rows, new_specs)
        self.stats["games"] = len(self.batch.games)

    # -- per-player pieces (WDR player files) ---------------------------------

    def write_partial_tournaments(self) -> dict[str, int]:
        """Create the tournaments the pieces name that do not exist yet; leave others as they are."""
        if not self.batch.partial:
            return {}
        keys = list(self.batch.partial)
        existing = {t.key: t for t in Tournament.objects.filter(key__in=keys)}
        owner = self.user if self.user is not None and not self.user.is_superuser else None
        new = []
        for key, piece in self.batch.partial.items():
            needed = max([r for r, _n in piece.boards], default=1)
            row = existing.get(key)
            if row is not None:
                if needed > row.rounds:
                    self.batch.warnings.append(
                        f"tournament {key}: rounds raised from {row.rounds} to {needed} for its boards"
                    )
                    row.rounds = needed
                    row.save(update_fields=["rounds"])
                continue
            if piece.meta is None:
                raise self.fail(
                    f"tournament {key}",
                    f"does not exist and {piece.source or 'the file'} does not give its name and "
                    "dates: import the tournament (or a file that describes it) first",
                )
            row = Tournament(key=key, owner=owner)
            for name in TOURNAMENT_FIELDS:
                setattr(row, name, getattr(piece.meta, name))
            row.rounds = max(row.rounds, needed)
            row.slug = name_slug(row.name)
            new.append(row)
        Tournament.objects.bulk_create(new, batch_size=BATCH)
        Round.objects.bulk_create(
            [Round(tournament_id=t.pk, number=n) for t in new for n in range(1, t.rounds + 1)],
            batch_size=BATCH,
        )
        self.stats["tournaments"] = self.stats.get("tournaments", 0) + len(new)
        ids = {k: t.pk for k, t in existing.items()}
        ids.update((t.key, t.pk) for t in new)
        return ids

    def write_partial_boards(self, tournament_ids: dict[str, int]) -> None:
        """Add or correct each given player's result on each board; other results stay."""
        pieces = {k: p for k, p in self.batch.partial.items() if p.boards}
        if not pieces:
            return
        tids = [tournament_ids[k] for k in pieces]
        end_dates = dict(Tournament.objects.filter(pk__in=tids).values_list("id", "end_date"))
        round_ids = {
            (tid, n): rid
            for rid, tid, n in Round.objects.filter(tournament_id__in=tids).values_list(
                "id", "tournament_id", "number"
            )
        }
        missing_rounds = sorted(
            {(tournament_ids[k], r) for k, p in pieces.items() for r, _n in p.boards} - set(round_ids)
        )
        created = Round.objects.bulk_create([Round(tournament_id=t, number=n) for t, n in missing_rounds])
        round_ids.update(((r.tournament_id, r.number), r.pk) for r in created)
        games = {
            (g.round.tournament_id, g.round.number, g.number): g
            for g in Game.objects.filter(round__tournament_id__in=tids).select_related("round")
        }
        new_games = []
        for key, piece in pieces.items():
            tid = tournament_ids[key]
            for (rnd, number), board in piece.boards.items():
                game = games.get((tid, rnd, number))
                if game is None:
                    game = self._game_row(board, board.end_date or end_dates[tid], round_id=round_ids[tid, rnd])
                    games[tid, rnd, number] = game
                    new_games.append(game)
                elif game.variant != board.variant:
                    raise self.fail(
                        f"tournament {key} round {rnd} board {number}",
                        f"the board is {game.variant} here, {board.variant} in the file",
                    )
        Game.objects.bulk_create(new_games, batch_size=BATCH)
        self.stats["boards"] = self.stats.get("boards", 0) + len(new_games)
        game_ids = [g.pk for g in games.values()]
        current: dict[int, list[GameResult]] = {}
        for chunk in chunks(game_ids):
            for r in GameResult.objects.filter(game_id__in=chunk):
                current.setdefault(r.game_id, []).append(r)
        keys_by_id = {v: k for k, v in self.player_ids.items()}
        creates, updates = [], []
        for key, piece in pieces.items():
            tid = tournament_ids[key]
            for (rnd, number), board in piece.boards.items():
                game = games[tid, rnd, number]
                rows = current.setdefault(game.pk, [])
                where = f"tournament {key} round {rnd} board {number}"
                for r in board.results:
                    pid = self.player_ids[r.player]
                    by_power = next((x for x in rows if x.power == r.power), None)
                    by_player = next((x for x in rows if x.player_id == pid), None)
                    if by_power is not None and by_power.player_id != pid:
                        other = keys_by_id.get(by_power.player_id, f"player #{by_power.player_id}")
                        raise self.fail(
                            f"{where} ({r.power})",
                            f"{r.power} is already played by {other} on this board, not {r.player}",
                        )
                    if by_player is not None and by_player.power != r.power:
                        raise self.fail(
                            f"{where} ({r.power})",
                            f"{r.player} already plays {by_player.power} on this board",
                        )
                    if by_player is None:
                        row = GameResult(
                            game_id=game.pk, player_id=pid, power=r.power,
                            centres=r.centres, eliminated_year=r.eliminated_year,
                        )
                        rows.append(row)
                        creates.append(row)
                    elif (by_player.centres, by_player.eliminated_year) != (r.centres, r.eliminated_year):
                        by_player.centres, by_player.eliminated_year = r.centres, r.eliminated_year
                        updates.append(by_player)
                total = sum(x.centres for x in rows)
                if total > 34:
                    raise self.fail(where, f"centres would add up to {total}, more than 34")
        for chunk in chunks([r.pk for r in updates]):
            raw_delete(BoardScore.objects.filter(result_id__in=chunk))
        GameResult.objects.bulk_update(updates, ["centres", "eliminated_year"], batch_size=BATCH)
        GameResult.objects.bulk_create(creates, batch_size=BATCH)
        self.stats["results"] = self.stats.get("results", 0) + len(creates)
        self.stats["results updated"] = self.stats.get("results updated", 0) + len(updates)

    def write_partial_standings(self, tournament_ids: dict[str, int]) -> None:
        """Add or correct each given player's placement; other placements stay."""
        wanted = {
            (tournament_ids[k], self.player_ids[s.player]): s
            for k, p in self.batch.partial.items()
            for s in p.standings.values()
        }
        if not wanted:
            return
        tids = sorted({tid for tid, _p in wanted})
        changed, seen = [], set()
        for chunk in chunks(tids, 500):
            for row in Standing.objects.filter(tournament_id__in=chunk):
                spec = wanted.get((row.tournament_id, row.player_id))
                if spec is None:
                    continue
                seen.add((row.tournament_id, row.player_id))
                if (row.rank, row.score) != (spec.rank, spec.score):
                    row.rank, row.score = spec.rank, spec.score
                    changed.append(row)
        new = [
            Standing(tournament_id=tid, player_id=pid, rank=s.rank, score=s.score, dip_pouch_score=100.0)
            for (tid, pid), s in wanted.items()
            if (tid, pid) not in seen
        ]
        Standing.objects.bulk_update(changed, ["rank", "score"], batch_size=BATCH)
        Standing.objects.bulk_create(new, batch_size=BATCH)
        from ..standings import refresh_published_percentiles

        refresh_published_percentiles(tids)
        self.stats["standings"] = self.stats.get("standings", 0) + len(new) + len(changed)
