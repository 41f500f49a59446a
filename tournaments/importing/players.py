"""The batch's players, by key: every player key the batch names (in standings,
board results and online games) resolved to an id before the transaction opens,
and the players it lists created or updated inside it.

They are apart from the rows ``writer`` replaces tournament by tournament because
a player is shared between organizers and tournaments: an unknown key refuses the
import at the first record naming it, and a player an organizer may not change
keeps their stored details, with a warning (``players.rights``).
"""

from collections.abc import Iterator

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.bulk import ORM_BATCH, chunks

from ..exchange.wording import Label
from ..models import Player, PlayerAlias
from ..players.duplicates import new_player_warnings
from ..players.rights import players_closed_to
from .keyed import insert_keyed

PLAYER_COLUMNS = (
    "id", "key", "first_name", "last_name", "nationality", "location", "homonym", "sort_key",
)  # fmt: skip


class PlayerWrites:
    """Mixed into ``Writer``: these use its batch, user, player ids, stats and
    ``fail``; ``write_players`` runs inside its transaction."""

    def _referenced_players(self) -> Iterator[tuple[str, Label]]:
        standing = gettext_noop("tournament %(key)s standing")
        result = gettext_noop("tournament %(key)s round %(round)s board %(board)s (%(power)s)")
        for t in self.batch.tournaments.values():
            for s in t.standings or ():
                yield s.player, Label(standing, key=t.key)
            for b in t.boards or ():
                for r in b.results:
                    yield (
                        r.player,
                        Label(result, key=t.key, round=b.round, board=b.number, power=r.power),
                    )
        for key, rows in self.batch.csv_standings.items():
            for s in rows:
                yield s.player, Label(standing, key=key)
        for key, boards in (*self.batch.csv_boards.items(), *self.batch.round_boards.items()):
            for b in boards:
                for r in b.results:
                    yield (
                        r.player,
                        Label(result, key=key, round=b.round, board=b.number, power=r.power),
                    )
        for key, piece in self.batch.partial.items():
            for s in piece.standings.values():
                yield s.player, Label(standing, key=key)
            for b in piece.boards.values():
                for r in b.results:
                    yield (
                        r.player,
                        Label(result, key=key, round=b.round, board=b.number, power=r.power),
                    )
        for g in self.batch.games.values():
            for r in g.results:
                yield (
                    r.player,
                    Label(gettext_noop("game %(key)s (%(power)s)"), key=g.key, power=r.power),
                )

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
        for boards in (*self.batch.csv_boards.values(), *self.batch.round_boards.values()):
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
                known.update(
                    PlayerAlias.objects.filter(key__in=chunk).values_list("key", "player_id")
                )
        if any(k not in known and k not in self.batch.players for k in referenced_keys):
            for key, record in self._referenced_players():  # the first, in file order
                if key not in known and key not in self.batch.players:
                    raise self.fail(record, _("unknown player key %(key)s") % {"key": repr(key)})
        self.player_ids = {k: v for k, v in known.items() if k in wanted}

    def write_players(self) -> None:
        new, changed, renamed = [], [], []
        existing_keys = {k for k in self.batch.players if k in self.player_ids}
        current = {}
        for chunk in chunks(existing_keys):
            for p in Player.objects.filter(key__in=chunk).only(*PLAYER_COLUMNS):
                current[p.key] = p
        closed = self._players_closed(current)
        for key, p in self.batch.players.items():
            if key in current:
                row = current[key]
                if row.pk in closed:
                    continue  # not this organizer's to change (warned in _players_closed)
                homonym = row.homonym if p.homonym is None else p.homonym
                if (row.first_name, row.last_name, row.nationality, row.location, row.homonym) != (
                    p.first_name,
                    p.last_name,
                    p.nationality,
                    p.location,
                    homonym,
                ):
                    sort_key = row.sort_key
                    row.first_name, row.last_name = p.first_name, p.last_name
                    row.nationality, row.location = p.nationality, p.location
                    row.homonym = homonym
                    row.set_derived()  # bulk writes skip save(): slug, search name, sort key
                    changed.append(row)
                    if row.sort_key != sort_key:
                        renamed.append(row.pk)
            elif key not in self.player_ids:  # aliases resolve to their survivor
                player = Player(
                    key=key,
                    first_name=p.first_name,
                    last_name=p.last_name,
                    nationality=p.nationality,
                    location=p.location,
                    homonym=p.homonym,
                )
                player.set_derived()
                new.append(player)
        if new:
            self.batch.warnings.extend(new_player_warnings(new))
        insert_keyed(Player, new)
        Player.objects.bulk_update(
            changed,
            [
                "first_name",
                "last_name",
                "nationality",
                "location",
                "homonym",
                "slug",
                "search_name",
                "search_text",
                "sort_key",
            ],
            batch_size=ORM_BATCH,
        )
        # Their rating rows carry the sort key (bulk_update sends no post_save).
        from ratings.services import names

        names.follow(renamed)
        self.player_ids.update((p.key, p.pk) for p in new)
        self.players_written = (new, changed)
        self.stats["players created"] = len(new)
        self.stats["players updated"] = len(changed)

    def _players_closed(self, current: dict[str, Player]) -> set[int]:
        """Existing players of the batch this (non-superuser) importer may not change:
        they keep their stored details, with a warning (``players.rights``)."""
        if self.user is None or self.user.is_superuser:
            return set()
        differing = [
            row
            for key, row in current.items()
            if (row.first_name, row.last_name, row.nationality, row.location)
            != (
                (p := self.batch.players[key]).first_name,
                p.last_name,
                p.nationality,
                p.location,
            )
            or (p.homonym is not None and p.homonym != row.homonym)
        ]
        closed = players_closed_to(self.user, [row.pk for row in differing])
        for row in differing:
            if row.pk in closed:
                self.batch.warnings.append(
                    _(
                        "player %(key)s: kept as stored (%(player)s); they play in other "
                        "organizers' events, so only an administrator may change them"
                    )
                    % {"key": row.key, "player": row}
                )
        return closed
