"""Write a validated Batch in one transaction, in bulk, by external key.

Reads what exists in a few queries, then creates and updates in batches.
Re-importing the same keys replaces a tournament's boards (and standings,
circuits) when the batch carries them, and leaves them alone when it doesn't.
"""

from datetime import date

from django.db import router, transaction
from django.db.models import Min
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.bulk import (
    ORM_BATCH,
    REBUILD_ROWS,
    analyze,
    chunks,
    insert_rows,
    raw_delete,
    sqlite_bulk_load,
)

from ..exchange.errors import ImportFailed
from ..exchange.records import TOURNAMENT_FIELDS, Batch, GameIn, StandingIn
from ..exchange.wording import Label
from ..models import (
    BoardScore,
    Circuit,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    Player,
    Round,
    Standing,
    Tournament,
    name_slug,
)
from ..standings import STANDING_COLUMNS, percentile
from .games import (
    PLAIN_RESULT_FIELDS,
    RESULT_FIELDS,
    game_row,
    indexes_rebuilt_around,
    insert_games,
    insert_results,
    insert_rounds,
)
from .history import record_import
from .keyed import insert_keyed
from .online import OnlinePlan, plain, plain_result_rows, result_rows, update_fields
from .online import delete_results as delete_online_results
from .online import plan as plan_online_games
from .pieces import PieceWrites
from .players import PlayerWrites
from .rounds import raise_rounds
from .rows import RoundBoardWrites

#: the tables a bulk load grows: their planner statistics are refreshed after
#: one (``wdd.bulk.analyze``)
BULK_LOADED = (Player, Tournament, Round, Game, GameResult, Standing)


def _replaces_parts(t) -> bool:
    """Whether the batch replaces the tournament's boards, standings or circuits."""
    return t.boards is not None or t.standings is not None or t.circuits is not None


class Writer(PlayerWrites, PieceWrites, RoundBoardWrites):
    def __init__(self, batch: Batch, file: str, user=None):
        self.batch = batch
        self.file = file
        self.user = user
        self.player_ids: dict[str, int] = {}
        self.stats: dict[str, int] = {}
        # (created, updated) rows for the edit history (``history``)
        self.players_written: tuple[list, list] = ([], [])
        self.tournaments_written: tuple[list, list] = ([], [])
        self.since = date.max  # set by write(): see touched_since
        self.online = OnlinePlan()  # the online games written: set by write()

    def fail(self, record, problem: str) -> ImportFailed:
        return ImportFailed(self.file, record, problem)

    # -- reading what exists ------------------------------------------------

    def check_circuits_and_owners(self) -> None:
        circuit_keys = {c for t in self.batch.tournaments.values() for c in t.circuits or ()}
        missing = circuit_keys - set(self.batch.circuits)
        if missing:
            existing = set(Circuit.objects.filter(key__in=missing).values_list("key", flat=True))
            for t in self.batch.tournaments.values():
                for c in t.circuits or ():
                    if c in missing and c not in existing:
                        raise self.fail(
                            Label(gettext_noop("tournament %(key)s"), key=t.key),
                            _("unknown circuit key %(key)s") % {"key": repr(c)},
                        )
        if self.user is not None and not self.user.is_superuser:
            keys = (
                list(self.batch.tournaments)
                + list(self.batch.csv_standings)
                + list(self.batch.csv_boards)
                + list(self.batch.round_boards)
                + list(self.batch.partial)
            )
            others = (
                Tournament.objects.filter(key__in=keys)
                .exclude(owner=self.user)
                .values_list("key", flat=True)[:1]
            )
            for key in others:
                raise self.fail(
                    Label(gettext_noop("tournament %(key)s"), key=key),
                    _("belongs to another organizer"),
                )
            if self.batch.circuits:
                raise self.fail(
                    Label(gettext_noop("circuits")), _("only administrators may import circuits")
                )
            if self.batch.games:
                first = next(iter(self.batch.games))
                raise self.fail(
                    Label(gettext_noop("game %(key)s"), key=first),
                    _("only administrators may import online games"),
                )

    # -- writing --------------------------------------------------------------

    def touched_since(self) -> date:
        """The earliest end date of a record this batch adds, changes or removes,
        as it is stored now and as the batch gives it: where the ratings change
        from. ``date.max`` when it touches no dated record (players only). Its
        online games count only when written (``online``; see ``write``)."""
        batch = self.batch
        days: list[date] = []
        keys = set(batch.tournaments) | set(batch.partial) | set(batch.csv_boards)
        keys |= set(batch.csv_standings) | set(batch.round_boards)
        for chunk in chunks(keys):
            found = Tournament.objects.filter(key__in=chunk).aggregate(
                end=Min("end_date"), boards=Min("round_set__boards__end_date")
            )
            days += found.values()
        for t in batch.tournaments.values():
            days.append(t.end_date)
            days += [b.end_date for b in t.boards or ()]
        for piece in batch.partial.values():
            if piece.meta is not None:
                days.append(piece.meta.end_date)
            days += [b.end_date for b in piece.boards.values()]
        for boards in (*batch.csv_boards.values(), *batch.round_boards.values()):
            days += [b.end_date for b in boards]
        known = [d for d in days if d is not None]
        return min(known) if known else date.max

    def write(self) -> list[int]:
        self.resolve_players()
        self.check_circuits_and_owners()
        with transaction.atomic(), sqlite_bulk_load(router.db_for_write(GameResult)):
            self.since = self.touched_since()  # before anything is written over
            self.write_players()
            circuit_ids = self.write_circuits()
            tournament_ids = self.write_tournaments()
            partial_ids = self.write_partial_tournaments()
            if self.batch.games:
                self.online = plan_online_games(self.batch.games, self.player_ids)
                self.since = min([self.since, *(d for d in self.online.days if d is not None)])
            games, results = self._games_and_results()
            with indexes_rebuilt_around(games, results):
                csv_ids = self.write_boards(tournament_ids)
                standing_ids = self.write_standings(tournament_ids)
                self.write_circuit_memberships(tournament_ids, circuit_ids)
                self.write_games()
                self.write_partial_boards(partial_ids)
                self.write_partial_standings(partial_ids)
                row_ids = self.write_round_boards()
            if results >= REBUILD_ROWS:  # a bulk load: the recompute it queues reads these
                analyze(BULK_LOADED, router.db_for_write(GameResult))
            record_import(
                self.file,
                self.user,
                players=self.players_written,
                tournaments=self.tournaments_written,
            )
        return sorted(
            set(tournament_ids.values())
            | set(partial_ids.values())
            | set(csv_ids.values())
            | set(standing_ids.values())
            | set(row_ids)
        )

    def _games_and_results(self) -> tuple[int, int]:
        """(games, results) the batch inserts: its boards, and the online games
        that are new or whose results differ (``online``)."""
        batch = self.batch
        games = [b for t in batch.tournaments.values() for b in t.boards or ()]
        games += [b for boards in batch.csv_boards.values() for b in boards]
        games += [b for boards in batch.round_boards.values() for b in boards]
        results = sum(len(g.results) for g in games) + self.online.result_count()
        return len(games) + len(self.online.new), results

    def write_circuits(self) -> dict[str, int]:
        ids = {}
        for c in self.batch.circuits.values():
            obj, _created = Circuit.objects.update_or_create(
                key=c.key,
                defaults={
                    "name": c.name,
                    "season": c.season,
                    "best_of": c.best_of,
                    "slug": name_slug(c.name),
                },
            )
            ids[c.key] = obj.pk
        self.stats["circuits"] = len(ids)
        return ids

    def write_tournaments(self) -> dict[str, int]:
        fields = TOURNAMENT_FIELDS
        existing = {}
        for chunk in chunks(self.batch.tournaments):
            existing.update((t.key, t) for t in Tournament.objects.filter(key__in=chunk))
        new, changed, unchanged = [], [], []
        owner = self.user if self.user is not None and not self.user.is_superuser else None
        written = fields + ["slug", "search_name"]
        for key, t in self.batch.tournaments.items():
            row = existing.get(key) or Tournament(key=key, owner=owner)
            before = [getattr(row, name) for name in written]
            for name in fields:
                setattr(row, name, getattr(t, name))
            row.set_derived()  # bulk writes skip save(): slug and search name
            if not row.pk:
                new.append(row)
            elif [getattr(row, name) for name in written] != before:
                changed.append(row)
            else:  # re-imported as stored: no fields to write
                unchanged.append(row)
        insert_keyed(Tournament, new)
        Tournament.objects.bulk_update(changed, written, batch_size=ORM_BATCH)
        # The edit history names the import that replaced a tournament's
        # boards, standings or circuits, even when its own fields stay.
        replaced = [row for row in unchanged if _replaces_parts(self.batch.tournaments[row.key])]
        self.tournaments_written[0].extend(new)
        self.tournaments_written[1].extend(changed + replaced)
        self.stats["tournaments"] = len(new) + len(changed) + len(unchanged)
        ids = {t.key: t.pk for t in new + changed + unchanged}
        # New tournaments get their rounds so organizers can add boards at once.
        insert_rounds(
            [
                (t.pk, n)
                for t in new
                if self.batch.tournaments[t.key].boards is None
                for n in range(1, t.rounds + 1)
            ]
        )
        return ids

    def _delete_boards(self, tournament_ids: list[int]) -> None:
        for chunk in chunks(tournament_ids, 500):
            raw_delete(BoardScore.objects.filter(result__game__round__tournament_id__in=chunk))
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
                    raise self.fail(
                        Label(gettext_noop("tournament %(key)s"), key=key),
                        _("does not exist: create it first"),
                    )
                raise_rounds(t, max([b.round for b in boards], default=1), self.batch.warnings)
                csv_ids[key] = t.pk
                jobs.append((t.pk, t.rounds, boards, t.end_date))
        # a tournament this import creates has nothing to delete
        created = {t.pk for t in self.tournaments_written[0]}
        self._delete_boards([tid for tid, *_rest in jobs if tid not in created])
        round_ids = insert_rounds(
            [
                (tid, n)
                for tid, count, boards, _end in jobs
                for n in range(1, max([count] + [b.round for b in boards]) + 1)
            ]
        )
        games, specs = [], []
        for tid, _count, boards, end_date in jobs:
            for b in boards:
                games.append(game_row(b, b.end_date or end_date, round_id=round_ids[tid, b.round]))
                specs.append(b)
        self._create_games(games, specs)
        self.stats["boards"] = len(games)
        return csv_ids

    def _create_games(self, rows: list[tuple], specs: list[GameIn]) -> None:
        """Insert games (rows of ``games.game_row``) and the results their specs give."""
        self._create_results(zip(insert_games(rows), specs, strict=True))

    def _create_results(self, pairs) -> None:
        """Insert the results of (game id, GameIn) pairs, without their chart and
        status columns when none has either (``games.PLAIN_RESULT_FIELDS``)."""
        ids = self.player_ids
        pairs = list(pairs)
        if plain(spec for _id, spec in pairs):
            rows, fields = plain_result_rows, PLAIN_RESULT_FIELDS
        else:
            rows, fields = result_rows, RESULT_FIELDS
        games = ((game_id, rows(game_id, spec, ids)) for game_id, spec in pairs)
        size = sum(len(spec.results) for _id, spec in pairs)
        count = insert_results(games, size, fields)
        self.stats["results"] = self.stats.get("results", 0) + count

    def _replace_standings(self, tournament_id: int, rows: list[StandingIn]) -> list[tuple]:
        """(tournament, player, rank, score, dip_pouch_score) rows of STANDING_COLUMNS."""
        n = len(rows)
        ids = self.player_ids
        return [
            (tournament_id, ids[s.player], s.rank, s.score, percentile(n, s.rank)) for s in rows
        ]

    def write_standings(self, tournament_ids: dict[str, int]) -> dict[str, int]:
        """Replace the standings the batch gives; returns the tournaments a
        standings file named by key (key -> id)."""
        csv_ids: dict[str, int] = {}
        replace: dict[int, list[StandingIn]] = {
            tournament_ids[k]: t.standings
            for k, t in self.batch.tournaments.items()
            if t.standings is not None
        }
        if self.batch.csv_standings:
            csv_ids = dict(
                Tournament.objects.filter(key__in=list(self.batch.csv_standings)).values_list(
                    "key", "id"
                )
            )
            replace.update((csv_ids[k], rows) for k, rows in self.batch.csv_standings.items())
        for chunk in chunks(replace, 500):
            raw_delete(Standing.objects.filter(tournament_id__in=chunk))
        rows = [s for tid, items in replace.items() for s in self._replace_standings(tid, items)]
        insert_rows(Standing, STANDING_COLUMNS, rows)
        self.stats["standings"] = len(rows)
        return csv_ids

    def write_circuit_memberships(
        self, tournament_ids: dict[str, int], circuit_ids: dict[str, int]
    ):
        listed = {
            k: t.circuits for k, t in self.batch.tournaments.items() if t.circuits is not None
        }
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
            batch_size=ORM_BATCH,
        )

    def write_games(self) -> None:
        """Write the online games that are new or differ from the stored ones
        (``online.plan``): a re-import of unchanged games writes nothing."""
        if not self.batch.games:
            return
        plan = self.online
        update_fields(plan.fields)
        delete_online_results([pk for pk, _g in plan.results])
        self._create_results(plan.results)
        self._create_games([game_row(g, g.end_date, key=g.key) for g in plan.new], plan.new)
        self.stats["games"] = len(self.batch.games)
        self.stats["games unchanged"] = plan.unchanged
