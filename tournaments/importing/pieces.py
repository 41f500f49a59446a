"""Writes of per-player pieces (WDR player files): one player's placements and
board results in tournaments that may already hold other players' rows.

A piece adds or corrects its own player's rows and leaves everyone else's
alone; a tournament it names is created only when the file describes it.
"""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.bulk import ORM_BATCH, chunks, raw_delete

from ..exchange.records import TOURNAMENT_FIELDS
from ..exchange.wording import Label
from ..models import BoardScore, Game, GameResult, Round, Standing, Tournament
from ..standings import refresh_published_percentiles
from .games import game_instance, game_row
from .rounds import raise_rounds


class PieceWrites:
    """Mixed into ``Writer``: these use its batch, player ids, stats and
    ``fail``, and run inside its transaction."""

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
                raise_rounds(row, needed, self.batch.warnings)
                continue
            if piece.meta is None:
                raise self.fail(
                    Label(gettext_noop("tournament %(key)s"), key=key),
                    _(
                        "does not exist and %(file)s does not give its name and dates: import "
                        "the tournament (or a file that describes it) first"
                    )
                    % {"file": piece.source or _("the file")},
                )
            row = Tournament(key=key, owner=owner)
            for name in TOURNAMENT_FIELDS:
                setattr(row, name, getattr(piece.meta, name))
            row.rounds = max(row.rounds, needed)
            row.set_derived()  # bulk writes skip save(): slug and search name
            new.append(row)
        Tournament.objects.bulk_create(new, batch_size=ORM_BATCH)
        self.tournaments_written[0].extend(new)
        Round.objects.bulk_create(
            [Round(tournament_id=t.pk, number=n) for t in new for n in range(1, t.rounds + 1)],
            batch_size=ORM_BATCH,
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
            {(tournament_ids[k], r) for k, p in pieces.items() for r, _n in p.boards}
            - set(round_ids)
        )
        created = Round.objects.bulk_create(
            [Round(tournament_id=t, number=n) for t, n in missing_rounds]
        )
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
                    game = game_instance(
                        game_row(
                            board, board.end_date or end_dates[tid], round_id=round_ids[tid, rnd]
                        )
                    )
                    games[tid, rnd, number] = game
                    new_games.append(game)
                elif game.variant != board.variant:
                    raise self.fail(
                        Label(
                            gettext_noop("tournament %(key)s round %(round)s board %(board)s"),
                            key=key,
                            round=rnd,
                            board=number,
                        ),
                        _("the board is %(here)s here, %(file)s in the file")
                        % {"here": game.variant, "file": board.variant},
                    )
        Game.objects.bulk_create(new_games, batch_size=ORM_BATCH)
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
                where = Label(
                    gettext_noop("tournament %(key)s round %(round)s board %(board)s"),
                    key=key,
                    round=rnd,
                    board=number,
                )
                for r in board.results:
                    pid = self.player_ids[r.player]
                    by_power = next((x for x in rows if x.power == r.power), None)
                    by_player = next((x for x in rows if x.player_id == pid), None)
                    if by_power is not None and by_power.player_id != pid:
                        other = keys_by_id.get(by_power.player_id) or Label(
                            gettext_noop("player #%(n)s"), n=by_power.player_id
                        )
                        raise self.fail(
                            Label(
                                gettext_noop("%(record)s (%(power)s)"), record=where, power=r.power
                            ),
                            _(
                                "%(power)s is already played by %(other)s on this board, "
                                "not %(player)s"
                            )
                            % {"power": r.power, "other": str(other), "player": r.player},
                        )
                    if by_player is not None and by_player.power != r.power:
                        raise self.fail(
                            Label(
                                gettext_noop("%(record)s (%(power)s)"), record=where, power=r.power
                            ),
                            _("%(player)s already plays %(power)s on this board")
                            % {"player": r.player, "power": by_player.power},
                        )
                    if by_player is None:
                        row = GameResult(
                            game_id=game.pk,
                            player_id=pid,
                            power=r.power,
                            centres=r.centres,
                            eliminated_year=r.eliminated_year,
                        )
                        rows.append(row)
                        creates.append(row)
                    elif (by_player.centres, by_player.eliminated_year) != (
                        r.centres,
                        r.eliminated_year,
                    ):
                        by_player.centres, by_player.eliminated_year = r.centres, r.eliminated_year
                        # a WDR file carries no centre chart: one that ended elsewhere goes
                        by_player.centres_by_year = ""
                        updates.append(by_player)
                total = sum(x.centres for x in rows)
                if total > 34:
                    raise self.fail(
                        where,
                        _("centres would add up to %(total)s, more than %(max)s")
                        % {"total": total, "max": 34},
                    )
        for chunk in chunks([r.pk for r in updates]):
            raw_delete(BoardScore.objects.filter(result_id__in=chunk))
        GameResult.objects.bulk_update(
            updates, ["centres", "eliminated_year", "centres_by_year"], batch_size=ORM_BATCH
        )
        GameResult.objects.bulk_create(creates, batch_size=ORM_BATCH)
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
            Standing(
                tournament_id=tid, player_id=pid, rank=s.rank, score=s.score, dip_pouch_score=100.0
            )
            for (tid, pid), s in wanted.items()
            if (tid, pid) not in seen
        ]
        Standing.objects.bulk_update(changed, ["rank", "score"], batch_size=ORM_BATCH)
        Standing.objects.bulk_create(new, batch_size=ORM_BATCH)
        refresh_published_percentiles(tids)
        self.stats["standings"] = self.stats.get("standings", 0) + len(new) + len(changed)
