"""The one place that reads the stored changes: a player's, a game's or an event's.

(``ratings.history`` reads the results the engines rate; this module reads
what the recompute stored of them.)

Changes are stored a trail a player and table (``RatingTrail``,
``engines.trails``), so every read names its players first: a player's page
reads one trail, a game's the trails of its seven players, an event's those
of its participants; within a trail the entries of one day are found by
bisection (a trail is in date order). What comes out is ``Change`` objects
with the columns a change row had, its tournament or its game, and its
record's size (a Dip Pouch event's N).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from math import isnan

import numpy as np
from django.db.models import (
    BigIntegerField,
    BooleanField,
    CharField,
    IntegerField,
    Min,
    Q,
    Value,
)

from tournaments.models import ComputedStanding, Game, GameResult, Player, Standing, Tournament

from .engines import ENGINES
from .engines.base import GameRecord
from .engines.trails import empty, unpack
from .models import RatingTrail

__all__ = [
    "Change",
    "changes_for_game",
    "changes_for_player",
    "changes_for_tournament",
    "changes_of",
    "event_changes",
    "event_ratings",
    "first_day",
    "player_points",
    "player_trail",
    "since",
]


@dataclass(slots=True)
class Change:
    """What one event or game did to one player's rating in one table."""

    system: str
    category: str
    player_id: int
    date: date
    tournament_id: int | None  # an event-based system's event
    game_id: int | None  # a game-based system's game (an online game or a board)
    size: int  # the changes its record made in the table (an event's N, a game's players)
    before: float
    after: float
    score: float | None = None
    weight: float | None = None
    mu: float | None = None
    sigma: float | None = None
    player: Player | None = None  # set by the readers that say so


def _none(x: float) -> float | None:
    return None if isnan(x) else x


def changes_of(system: str, category: str, player: int, entries: np.ndarray) -> Iterator[Change]:
    """``entries`` of one trail as Change objects, in their order."""
    by_event = ENGINES[system].input == "events"
    names = entries.dtype.names
    scored, gaussian = "score" in names, "mu" in names
    days: dict[int, date] = {}
    for e in entries.tolist():
        day, size, source, before, after, *rest = e
        d = days.get(day)
        if d is None:
            d = days[day] = date.fromordinal(day)
        score = weight = mu = sigma = None
        if scored:
            score, weight = _none(rest[0]), _none(rest[1])
            rest = rest[2:]
        if gaussian:
            mu, sigma = rest
        yield Change(
            system, category, player, d,
            source if by_event else None, None if by_event else source,
            size, before, after, score, weight, mu, sigma,
        )  # fmt: skip


class Trail:
    """A player's trail in one table, as a history page reads it: every
    point of the chart, and a page of changes built alone."""

    def __init__(self, system: str, category: str, player_id: int, entries: np.ndarray):
        self.system, self.category, self.player_id = system, category, player_id
        self.entries = entries

    def __len__(self) -> int:
        return len(self.entries)

    def points(self) -> list[tuple[date, float]]:
        """[(date, rating after)] of every change, in the order they were
        rated (for the chart: a point per event or game)."""
        day = self.entries["day"]
        days: dict[int, date] = {}
        for d in np.unique(day).tolist():
            days[d] = date.fromordinal(d)
        after = self.entries["after"].tolist()
        return list(zip(map(days.__getitem__, day.tolist()), after, strict=True))

    def newest_first(self, start: int = 0, stop: int | None = None) -> list[Change]:
        """Changes ``start`` to ``stop`` counted from the newest."""
        n = len(self.entries)
        stop = n if stop is None else min(stop, n)
        if start >= stop:
            return []
        those = self.entries[n - stop : n - start][::-1]
        return list(changes_of(self.system, self.category, self.player_id, those))


def player_trail(player_id: int, system: str, category: str) -> Trail:
    """A player's trail in one table (empty when never rated there): one read."""
    data = (
        RatingTrail.objects.filter(player_id=player_id, system=system, category=category)
        .values_list("data", flat=True)
        .first()
    )
    engine = ENGINES[system]
    entries = empty(engine.scored, engine.gaussian) if data is None else unpack(data)
    return Trail(system, category, player_id, entries)


def changes_for_player(player_id: int, system: str, category: str) -> list[Change]:
    """What each event or game did to a player's rating in one table, newest first."""
    return player_trail(player_id, system, category).newest_first()


def player_points(player_id: int, system: str, category: str) -> list[tuple[date, float]]:
    """[(date, rating after)] of every change a player had in one table, in
    the order they were rated."""
    return player_trail(player_id, system, category).points()


def _on_day(
    players: Iterable[int], day: date, matches: dict, extra: tuple[str, ...] = (), tables=None
) -> Iterator[tuple]:
    """(system, category, player, entries, *extra) of the players' trails in
    the systems of ``matches`` ({system: source -> bool}) whose entries dated
    ``day`` pass that system's test (a trail holds a handful on one day);
    ``extra``: more columns of each row (e.g. "player__key"); ``tables``:
    {system: categories} to read, when fewer than all."""
    ordinal = day.toordinal()
    rows = RatingTrail.objects.filter(
        player_id__in=list(players), system__in=list(matches), first_day__lte=day, last_day__gte=day
    )
    if tables is not None:
        which = Q(pk__in=[])
        for system, categories in tables.items():
            which |= Q(system=system, category__in=list(categories))
        rows = rows.filter(which)
    for system, category, player, data, *more in rows.values_list(
        "system", "category", "player_id", "data", *extra
    ):
        entries = unpack(data)
        days = entries["day"]
        lo = days.searchsorted(ordinal, "left")
        hi = days.searchsorted(ordinal, "right")
        if lo == hi:
            continue
        those = entries[lo:hi]
        keep = matches[system]
        picked = [i for i, source in enumerate(those["source"].tolist()) if keep(source)]
        if picked:
            yield system, category, player, those[picked] if len(picked) < hi - lo else those, *more


def _systems(kind: str) -> list[str]:
    return [slug for slug, e in ENGINES.items() if e.input == kind]


def changes_for_game(game: Game, system: str | None = None) -> list[Change]:
    """The adjustment one game made to each of its players, per system and
    category (registry order; in a table, highest after first)."""
    players = GameResult.objects.filter(game_id=game.pk).values_list("player_id", flat=True)
    matches = {s: game.pk.__eq__ for s in _systems("games") if system in (None, s)}
    found = _on_day(players, game.end_date, matches)
    out = [c for s, cat, p, entries in found for c in changes_of(s, cat, p, entries)]
    order = _registry_order()
    out.sort(key=lambda c: (order.get((c.system, c.category), 99), -c.after, c.player_id))
    return out


#: a board's settings, as the engines' ``categories_of`` read them off a record
BOARD = ("game__variant", "game__press", "game__game_scoring", "game__phase_minutes",
         "game__turns", "game__bot")  # fmt: skip


def _participants(tournament: Tournament) -> tuple[set[int], dict[int, GameRecord], bool]:
    """The players placed in an event (published or computed) or on its
    boards, its boards (records without results: their settings), and
    whether it has placements, in one query."""
    boards = GameResult.objects.filter(game__round__tournament_id=tournament.pk)
    placed = Standing.objects.filter(tournament_id=tournament.pk)
    computed = ComputedStanding.objects.filter(tournament_id=tournament.pk)
    blanks = [Value(None, output_field=f) for f in (
        BigIntegerField(), CharField(), CharField(), CharField(), IntegerField(),
        IntegerField(), BooleanField(),
    )]  # fmt: skip
    rows = (
        boards.order_by()
        .values_list("player_id", "game_id", *BOARD)
        .union(
            *(q.order_by().values_list("player_id", *blanks) for q in (placed, computed)), all=True
        )
    )
    players, games, placed = set(), {}, False
    for player, game, variant, press, scoring, minutes, turns, bot in rows:
        players.add(player)
        if game is None:
            placed = True
        elif game not in games:
            games[game] = GameRecord(
                game, tournament.end_date, variant, press, minutes, scoring, (), turns, bool(bot)
            )
    return players, games, placed


def changes_for_tournament(tournament: Tournament, system: str = "dip-pouch") -> list[Change]:
    """The rating change of each player of one event in an event-based table
    (Dip Pouch: S as ``score``, V as ``weight``), best S first, each with its
    ``player``."""
    players, _, _ = _participants(tournament)
    found = _on_day(players, tournament.end_date, {system: tournament.pk.__eq__})
    out = [c for s, cat, p, entries in found for c in changes_of(s, cat, p, entries)]
    players = Player.objects.in_bulk({c.player_id for c in out})
    for c in out:
        c.player = players[c.player_id]
    out.sort(key=lambda c: (c.category, -(c.score or 0.0), c.player.key))
    return out


@dataclass
class Event:
    """An event's players, its boards (records without results: their
    settings) and the tables it may count in ({system: categories}: its
    placements' and its boards', by the engines' ``categories_of``), read in
    one query (no trail)."""

    tournament: Tournament
    players: set[int]
    boards: dict[int, GameRecord]
    tables: dict[str, list[str]]

    def matches(self) -> dict:
        """{system: source -> whether it is this event's}."""
        event = {s: self.tournament.pk.__eq__ for s in _systems("events")}
        return event | {s: self.boards.__contains__ for s in _systems("games")}


def event(tournament: Tournament) -> Event:
    """What ``event_changes`` reads of an event before its trails."""
    players, boards, placed = _participants(tournament)
    # a board's tables follow from its settings alone (its record carries no
    # result): one board of each kind (the largest event's 89 boards are one)
    kinds = {board._replace(id=0) for board in boards.values()}
    tables = {}
    for slug, engine in ENGINES.items():  # registry order
        if engine.input == "events":
            counted = {c.slug for c in engine.categories} if placed else set()
        else:
            counted = {c for kind in kinds for c in engine.categories_of(kind)}
        if counted:
            tables[slug] = [c.slug for c in engine.categories if c.slug in counted]
    return Event(tournament, players, boards, tables)


def event_changes(
    tournament: Tournament | Event,
    player_fields: tuple[str, ...] = (),
    only: tuple[str, str] | None = None,
) -> list[tuple]:
    """[(system, category, player id, first before, last after, changes,
    *player_fields)] of what one tournament did in every table (``only``:
    in that (system, category)), in registry order: its placements (event
    systems) and its boards (game systems, each player's boards taken
    together), in a table by player id. Two queries: the event (``event``,
    unless given), then its players' trails in the tables it may count in,
    with ``player_fields`` (e.g. "key") of each player read alongside."""
    found_event = tournament if isinstance(tournament, Event) else event(tournament)
    tables = found_event.tables
    if only is not None:
        system, category = only
        tables = {system: [category]} if category in tables.get(system, ()) else {}
    matches = {s: m for s, m in found_event.matches().items() if s in tables}
    extra = tuple(f"player__{f}" for f in player_fields)
    day = found_event.tournament.end_date
    found = [
        (s, cat, p, float(e["before"][0]), float(e["after"][-1]), len(e), *more)
        for s, cat, p, e, *more in _on_day(found_event.players, day, matches, extra, tables)
    ]
    order = _registry_order()
    return sorted(
        (row for row in found if (row[0], row[1]) in order),
        key=lambda row: (order[row[0], row[1]], row[2]),
    )


def event_ratings(
    tournament: Tournament, players: Iterable[int], system: str = "dip-pouch"
) -> dict[int, tuple[float, float]]:
    """{player id: (rating just before, just after)} of the event's
    ``players`` in an event-based table (the standings exports' columns):
    one query, their trails."""
    found = _on_day(players, tournament.end_date, {system: tournament.pk.__eq__})
    default = ENGINES[system].default_category
    return {
        p: (float(e["before"][0]), float(e["after"][-1]))
        for _s, category, p, e in found
        if category == default
    }


def first_day(player_id: int) -> date | None:
    """The day of a player's first change in any table (None: never rated)."""
    return RatingTrail.objects.filter(player_id=player_id).aggregate(d=Min("first_day"))["d"]


def since(system: str, category: str, after: date, as_of: date) -> tuple[list, ...]:
    """The change columns (player, day ordinal, before, after, weight, mu,
    sigma) of one table's changes dated after ``after`` up to ``as_of``: each
    player's in processing order (a past day's table replays them per player),
    read from the trails changed since ``after`` alone."""
    rows = RatingTrail.objects.filter(
        system=system, category=category, last_day__gt=after, first_day__lte=as_of
    ).values_list("player_id", "data")
    low, high = after.toordinal(), as_of.toordinal()
    columns: list[list] = [[] for _ in range(7)]
    for player, data in rows:
        entries = unpack(data)
        days = entries["day"]
        lo = np.searchsorted(days, low, side="right")
        hi = np.searchsorted(days, high, side="right")
        if lo == hi:
            continue
        those = entries[lo:hi]
        names = those.dtype.names
        n = hi - lo
        columns[0] += [player] * n
        columns[1] += those["day"].tolist()
        columns[2] += those["before"].tolist()
        columns[3] += those["after"].tolist()
        columns[4] += (
            [_none(w) for w in those["weight"].tolist()] if "weight" in names else [None] * n
        )
        if "mu" in names:
            columns[5] += those["mu"].tolist()
            columns[6] += those["sigma"].tolist()
        else:
            columns[5] += [None] * n
            columns[6] += [None] * n
    return tuple(columns)


def _registry_order() -> dict[tuple[str, str], int]:
    return {
        (e.slug, c.slug): i
        for i, (e, c) in enumerate((e, c) for e in ENGINES.values() for c in e.categories)
    }
