"""The one place that queries the stored rating tables.

Views, exports, the API and the commands all read tables through these
functions, so a filter or an ordering means the same thing everywhere:

* ``leaderboard(system, category, ...)``: a table's Rating rows, best first,
  with the player (``select_related``); ``country`` gives the national table
  (that nationality only, ranked by ``national_rank``). Every row carries
  ``position``: the rank shown in that table (national or international),
  read with ``rank`` and ``national_rank`` from the table's sheet
  (``ranked_rows``).
* ``count(system, category, ...)``: its size; the unfiltered international
  table uses ``TableState.players`` instead of a COUNT over a million rows.
* ``as_of`` (both): the table as it stood at the end of that day
  (``ratings.past_tables`` says where it is: today's table, a stored year-end
  table read exactly like today's, or one computed for that day); ``at``
  resolves it once for a page that asks both.
* ``table_state``, ``table_states``: when a table was computed, whether a
  recompute is pending, its size.
* ``player_ratings``, ``rating_history``, ``player_tables``,
  ``player_year_ends``: a player's view of the tables (their changes, a
  game's and an event's are read by ``ratings.histories``).

Unknown systems, categories and countries raise ``LeaderboardError`` (a
``LookupError``) with a message naming the known ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from django.db.models import Count, OuterRef, Q, QuerySet, Subquery
from django_countries import countries

from tournaments.models import Player
from tournaments.search import SearchTooLong, search_words

from . import histories, past_tables
from .engines import ENGINES
from .engines.base import Category, RatingEngine, month_ends
from .engines.year_tables import unpack_places
from .models import (
    Rating,
    RatingName,
    TableState,
    YearEnds,
)
from .past_tables import Past

__all__ = [
    "ORDERINGS",
    "LeaderboardError",
    "Past",
    "Table",
    "at",
    "count",
    "countries_in",
    "is_filtered",
    "leaderboard",
    "normalise_country",
    "player_ratings",
    "player_tables",
    "player_year_ends",
    "players_by_name",
    "rating_history",
    "resolve",
    "systems",
    "table_state",
    "table_states",
]


class LeaderboardError(LookupError):
    """An unknown system, category or country (the message says which)."""

    def __str__(self) -> str:
        return self.args[0] if self.args else ""


@dataclass(frozen=True)
class Table:
    """A (system, category) pair that exists in the registry."""

    engine: RatingEngine
    category: Category

    @property
    def system(self) -> str:
        return self.engine.slug

    @property
    def slug(self) -> str:
        return self.category.slug


def systems() -> list[RatingEngine]:
    """The registered rating systems, in registry order."""
    return list(ENGINES.values())


def resolve(system: str, category: str | None = None) -> Table:
    """The Table for a system slug and category slug (default: the first)."""
    engine = ENGINES.get(system)
    if engine is None:
        known = ", ".join(ENGINES)
        raise LeaderboardError(f"Unknown rating system {system!r} (known: {known}).")
    if category in (None, ""):
        return Table(engine, engine.categories[0])
    for cat in engine.categories:
        if cat.slug == category:
            return Table(engine, cat)
    known = ", ".join(c.slug for c in engine.categories)
    raise LeaderboardError(f"Unknown category {category!r} of {system} (known: {known}).")


def normalise_country(code: str | None) -> str | None:
    """An ISO 3166-1 alpha-2 code, upper case; None for empty input."""
    if code is None or not code.strip():
        return None
    value = code.strip().upper()
    if value not in dict(countries):
        raise LeaderboardError(f"Unknown country {code!r}: use an ISO 3166-1 alpha-2 code.")
    return value


# Public ordering names -> fields. Rank order, then the player's key, breaks every
# tie: never the database id, so a table lists ties the same after a restore.
ORDERINGS: dict[str, tuple[str, ...]] = {
    "rank": ("rank", "player__key"),
    "-rank": ("-rank", "-player__key"),
    # Lowest first is the rank order reversed (ranks are competition ranks on
    # the rating): read backwards along the order index instead of sorting the
    # table (22 ms of SQL for Ghost's 27,000 rows); the same rows in the same order.
    "rating": ("-rank", "-player__key"),
    "-rating": ("rank", "player__key"),
    # Players of one name (homonyms) by key, like every tie: the order of
    # a live table's name index (``players_by_name``).
    "name": ("player__sort_key", "player__key"),
    "-name": ("-player__sort_key", "-player__key"),
    "events": ("events", "rank", "player__key"),
    "-events": ("-events", "rank", "player__key"),
    "peak": ("peak", "rank", "player__key"),
    "-peak": ("-peak", "rank", "player__key"),
    "last_played": ("last_played", "rank", "player__key"),
    "-last_played": ("-last_played", "rank", "player__key"),
    "nationality": ("nationality", "rank", "player__key"),
    "-nationality": ("-nationality", "rank", "player__key"),
}


#: ORDERINGS' fields as a live table sorts them: its rows keep no ranks, and
#: the rank order is the rating's, highest first (competition ranks on it);
#: the row carries its player's key, so ties need no join to sort.
LIVE_FIELDS = {
    "rank": "-rating",
    "-rank": "rating",
    "national_rank": "-rating",
    "player__key": "player_key",
    "-player__key": "-player_key",
}


def players_by_name(system: str, category: str, descending: bool = False) -> QuerySet:
    """The ids of a live table's players in the order of ``?sort=name`` (or
    ``-name``), read from its name index alone: slice it for a page."""
    fields = ("sort_key", "player_key")
    return (
        RatingName.objects.filter(system=system, category=category)
        .order_by(*(f"-{f}" if descending else f for f in fields))
        .values_list("player_id", flat=True)
    )


def is_filtered(
    *, country=None, location=None, search=None, min_events=None, active_since=None
) -> bool:
    return any(v not in (None, "") for v in (country, location, search, min_events, active_since))


def at(system: str, category: str | None, as_of: date | Past | None) -> Past:
    """Where the table as of the end of ``as_of`` is (None: today's table)."""
    if isinstance(as_of, Past):
        return as_of
    table = resolve(system, category)
    return past_tables.resolve(table.system, table.slug, as_of)


def _name_search(search: str, prefix: str = "player__") -> list[Q]:
    """One condition a word of ``search``: it starts a word of the first or last
    name, ignoring case, accents and apostrophes, or one of the name's other
    spellings ("lefevre" for Le Fèvre, "connor" for O'Connor): the folded
    ``search_text``. A word may also end a run of the words typed before it
    that starts a word as one: "le febvre" finds Lefebvre, "van den berg"
    Vandenberg (the players' page, which matches inside words, already did)."""
    try:
        words = search_words(search)
    except SearchTooLong as e:
        raise LeaderboardError(str(e)) from None
    conditions = []
    for end in range(len(words)):
        condition = Q()
        for start in range(end + 1):
            joined = "".join(words[start : end + 1])
            condition |= Q(**{f"{prefix}search_text__contains": f" {joined}"})
            condition |= Q(**{f"{prefix}search_text__contains": f"-{joined}"})
        conditions.append(condition)
    return conditions


def leaderboard(
    system: str,
    category: str | None = None,
    *,
    as_of: date | Past | None = None,
    country: str | None = None,
    location: str | None = None,
    search: str | None = None,
    min_events: int | None = None,
    active_since: date | None = None,
    order: str | None = None,
) -> QuerySet[Rating] | past_tables.ComputedTable:
    """The rows of one table, best first, ``select_related("player")``.

    ``as_of``: the table as it stood at the end of that day (a date, or what
    ``at`` resolved); rows of a past table (a stored year end or a table
    computed for another day) are ``past_tables.PastRow`` ones in a
    ``ComputedTable`` (sliced, they carry their player). ``country``: the national table of that nationality,
    ranked by ``national_rank``. ``location``: players living in that
    country. ``search``: every word must start a word of the first or last
    name, ignoring case and accents, alone or joined to the words before it
    (``_name_search``; at most 5 words and 100 characters, else
    LeaderboardError). ``min_events``: at least that many events/games
    counted. ``active_since``: last played on or after that date. ``order``:
    a key of ORDERINGS (default rank order). Each row carries ``position``,
    the rank this table shows (national or international).
    """
    table = resolve(system, category)
    past = at(table.system, table.slug, as_of)
    country = normalise_country(country)
    location = normalise_country(location)
    if order in (None, "", "rank", "-rating"):
        fields: Iterable[str] = (
            ("national_rank", "player__key") if country else ("rank", "player__key")
        )
    else:
        try:
            fields = ORDERINGS[order]
        except KeyError:
            known = ", ".join(ORDERINGS)
            raise LeaderboardError(f"Unknown ordering {order!r} (known: {known}).") from None
    if past.kind in (past_tables.COMPUTED, past_tables.STORED):
        rows = past_tables.ComputedTable(past.rows(table.engine))
        matching = None
        if search:
            names = Player.objects.all()
            for condition in _name_search(search, prefix=""):
                names = names.filter(condition)
            matching = set(names.values_list("id", flat=True))
        rows = rows.filter(
            country=country,
            location=location,
            player_ids=matching,
            min_events=min_events,
            active_since=active_since,
        )
        return rows.order_by(*fields)
    qs = Rating.objects.all()
    fields = [LIVE_FIELDS.get(f, f) for f in fields]
    qs = qs.filter(system=table.system, category=table.slug).select_related("player")
    if past.kind == past_tables.EMPTY:
        qs = qs.none()
    if country:
        qs = qs.filter(nationality=country).national()
    if location:
        qs = qs.filter(location=location)
    if search:
        for condition in _name_search(search):  # a word of the first or last name starts with it
            qs = qs.filter(condition)
    if min_events not in (None, ""):
        qs = qs.filter(events__gte=int(min_events))
    if active_since:
        qs = qs.filter(last_played__gte=active_since)
    return qs.order_by(*fields)


def count(
    system: str,
    category: str | None = None,
    *,
    as_of: date | Past | None = None,
    country: str | None = None,
    location: str | None = None,
    search: str | None = None,
    min_events: int | None = None,
    active_since: date | None = None,
) -> int:
    """How many rows ``leaderboard`` returns with the same arguments; the
    unfiltered international table's size comes from its TableState (a
    stored past table's from its PastTable row)."""
    filters = dict(
        country=country,
        location=location,
        search=search,
        min_events=min_events,
        active_since=active_since,
    )
    table = resolve(system, category)
    past = at(table.system, table.slug, as_of)
    if past.kind == past_tables.COMPUTED or (
        past.kind == past_tables.STORED and is_filtered(**filters)
    ):
        return len(leaderboard(system, category, as_of=past, **filters))
    if not is_filtered(**filters):
        if past.kind in (past_tables.STORED, past_tables.EMPTY):
            return past.players
        state = table_state(table.system, table.slug)
        return state.players if state is not None else 0
    return leaderboard(system, category, as_of=past, **filters).order_by().count()


def table_state(system: str, category: str | None = None) -> TableState | None:
    """The TableState of one table (None before its first recompute request)."""
    table = resolve(system, category)
    return TableState.objects.filter(system=table.system, category=table.slug).first()


def table_states() -> dict[tuple[str, str], TableState]:
    """{(system, category): TableState} of every registered table, in registry
    order, in one query (a table never requested gets an unsaved blank state)."""
    stored = {(s.system, s.category): s for s in TableState.objects.all()}
    return {
        (e.slug, c.slug): stored.get((e.slug, c.slug)) or TableState(system=e.slug, category=c.slug)
        for e in ENGINES.values()
        for c in e.categories
    }


def countries_in(system: str, category: str | None = None) -> list[tuple[str, int]]:
    """(nationality, players) of a table's national tables, most players first."""

    table = resolve(system, category)
    rows = (
        Rating.objects.filter(system=table.system, category=table.slug)
        .exclude(nationality="")
        .values_list("nationality")
        .annotate(n=Count("id"))
        .order_by("-n", "nationality")
    )
    return list(rows)


def _registry_order() -> dict[tuple[str, str], int]:
    return {
        (e.slug, c.slug): i
        for i, (e, c) in enumerate((e, c) for e in ENGINES.values() for c in e.categories)
    }


def player_ratings(player_id: int) -> list[Rating]:
    """A player's row in every table they are in (registry order); each row's
    ``rank`` and ``national_rank`` are the international and national ranks."""
    order = _registry_order()
    rows = [
        r
        for r in Rating.objects.filter(player_id=player_id).select_related("player")
        if (r.system, r.category) in order
    ]
    rows.sort(key=lambda r: order[(r.system, r.category)])
    return rows


def rating_history(player_id: int, system: str, category: str | None = None) -> list[tuple]:
    """[(first day of month, rating at the end of it)] of every month in
    which the player was rated, for the trend chart: taken from their changes
    (``engines.month_ends``), in one query along the player's index."""
    table = resolve(system, category)
    return month_ends(histories.player_points(player_id, table.system, table.slug))


def player_tables(player_id: int, system: str) -> list[Rating]:
    """A player's rows in one system's tables today, in registry order, each
    annotated with ``table_size`` (the players in that table)."""
    engine = resolve(system).engine
    size = TableState.objects.filter(system=system, category=OuterRef("category")).values(
        "players"
    )[:1]
    rows = {  # no ORDER BY: it would walk the order index of the whole system
        r.category: r
        for r in Rating.objects.filter(player_id=player_id, system=engine.slug)
        .annotate(table_size=Subquery(size))
        .order_by()
    }
    return [rows[c.slug] for c in engine.categories if c.slug in rows]


def player_year_ends(player_id: int, system: str, category: str | None = None) -> list[tuple]:
    """[(31 December, rating, rank, national rank, players in the table)] of
    every stored past table the player is listed in, newest first (one read:
    their ``YearEnds``)."""
    table = resolve(system, category)
    data = (
        YearEnds.objects.filter(player_id=player_id, system=table.system, category=table.slug)
        .values_list("data", flat=True)
        .first()
    )
    if data is None:
        return []
    return [
        (date.fromordinal(day), rating, rank, national or None, players)
        for day, rank, national, players, rating in reversed(unpack_places(data).tolist())
    ]
