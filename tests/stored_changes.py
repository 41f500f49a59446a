"""The stored changes as the tests ask for them: every trail decoded, filtered
by keys, each change with its player's, tournament's and game's keys."""

from __future__ import annotations

from dataclasses import dataclass

from ratings.engines.trails import unpack
from ratings.histories import Change, changes_of
from ratings.models import RatingTrail
from tournaments.models import Game, Player, Tournament


@dataclass
class StoredChange:
    change: Change
    player_key: str
    tournament_key: str | None
    game_key: str | None

    def __getattr__(self, name):
        return getattr(self.change, name)


def _key(x):
    return x if x is None or isinstance(x, str) else x.key


def stored_changes(
    system=None, category=None, *, player=None, tournament=None, game=None
) -> list[StoredChange]:
    """Every stored change (by system, category, player id, then in trail
    order), those of the given system, category, player, tournament or game
    (a key or an instance) only."""
    trails = RatingTrail.objects.order_by("system", "category", "player_id")
    if system is not None:
        trails = trails.filter(system=system)
    if category is not None:
        trails = trails.filter(category=category)
    players = dict(Player.objects.values_list("id", "key"))
    events = dict(Tournament.objects.values_list("id", "key"))
    games = dict(Game.objects.values_list("id", "key"))
    out = []
    for s, c, p, data in trails.values_list("system", "category", "player_id", "data"):
        for change in changes_of(s, c, p, unpack(data)):
            out.append(
                StoredChange(
                    change,
                    players.get(p),
                    events.get(change.tournament_id),
                    games.get(change.game_id),
                )
            )
    wanted = {
        "player_key": _key(player),
        "tournament_key": _key(tournament),
        "game_key": _key(game),
    }
    return [c for c in out if all(v is None or getattr(c, k) == v for k, v in wanted.items())]
