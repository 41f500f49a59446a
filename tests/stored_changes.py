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


@dataclass
class PastRow:
    """A stored past table's row, with its player's key."""

    system: str
    category: str
    as_of: object
    player_id: int
    player_key: str
    nationality: str
    location: str
    rating: float
    rank: int
    national_rank: int | None
    events: int
    peak: float
    last_played: object
    mu: float | None
    sigma: float | None


def stored_past_rows(system=None, category=None, as_of=None, *, player=None) -> list[PastRow]:
    """Every stored past table's rows (by system, category, year end, then in
    rank order), those of the given system, category, day or player only."""
    from datetime import date

    from ratings.engines.year_tables import unpack as unpack_table
    from ratings.models import PastTable

    tables = PastTable.objects.order_by("system", "category", "as_of")
    for name, value in (("system", system), ("category", category), ("as_of", as_of)):
        if value is not None:
            tables = tables.filter(**{name: value})
    players = dict(Player.objects.values_list("id", "key"))
    out = []
    for s, c, day, data in tables.values_list("system", "category", "as_of", "data"):
        rows = unpack_table(data)
        gaussian = "mu" in rows.dtype.names
        for row in rows.tolist():
            p, nat, loc, rating, rank, nrank, events, peak, last = row[:9]
            mu, sigma = row[9:11] if gaussian else (None, None)
            out.append(
                PastRow(s, c, day, p, players.get(p), nat.decode(), loc.decode(), rating, rank,
                        nrank or None, events, peak, date.fromordinal(last), mu, sigma)
            )  # fmt: skip
    return [r for r in out if player is None or r.player_key == _key(player)]


def stored_places(system=None, category=None) -> dict[tuple, list[tuple]]:
    """{(system, category, player key): [(year end, rating, rank, national
    rank, players), ...]} of the players' stored places, oldest first."""
    from datetime import date

    from ratings.engines.year_tables import unpack_places
    from ratings.models import YearEnds

    rows = YearEnds.objects.all()
    if system is not None:
        rows = rows.filter(system=system)
    if category is not None:
        rows = rows.filter(category=category)
    players = dict(Player.objects.values_list("id", "key"))
    return {
        (s, c, players.get(p)): [
            (date.fromordinal(day), rating, rank, national or None, n)
            for day, rank, national, n, rating in unpack_places(data).tolist()
        ]
        for s, c, p, data in rows.values_list("system", "category", "player_id", "data")
    }
