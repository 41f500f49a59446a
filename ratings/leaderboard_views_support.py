"""What the leaderboard pages and the API need beyond ``ratings.leaderboards``.

* ``page_slicer``: how a page of a stored table is read: by rank
  (``rank_slicer``: page 600 of a big table costs a lookup by player in the
  table's sheet instead of an OFFSET over 30,000 rows), by name from the table's name index
  (``name_slicer``), or, in any other order, its ids first
  (``ids_first_slicer``).
* ``table_countries``: the nationalities and locations present in a table
  (for the filter choices), as the recompute stored them with the table, or
  read and cached per table version. (The locations query is the one
  rating-table read outside ``ratings.leaderboards``, which has
  ``countries_in`` for nationalities only.)
* ``included_tournaments`` / ``included_circuits``: the events a rating
  system counts, and their circuits (tournament data, not rating tables).
"""

from __future__ import annotations

import logging

from django.core.cache import cache
from django.db.models import Count, Exists, IntegerField, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce

from tournaments.models import Circuit, ComputedStanding, Game, Standing, Tournament
from tournaments.selectors.common import board_count, count_in

from . import leaderboards, past_tables, ranked_rows
from .models import Rating

logger = logging.getLogger(__name__)


def rank_slicer(queryset, system: str, category: str, country: str | None = None):
    """A ``slicer(bottom, top)`` for ``LeaderboardPaginator`` over a whole
    table (or a nationality's) in rank order: the table's sheet
    (``rank_sheets.Sheet.window``) names the players whose ranks the page
    spans, whatever the page number, and the page is read among them: page
    600 of a big table costs one lookup by player, not an OFFSET over 30,000
    rows."""

    def slicer(bottom: int, top: int):
        if top <= bottom:
            return []
        return ranked_rows.rows_by_rank(queryset, system, category, bottom, top, country)

    return slicer


def ids_first_slicer(queryset):
    """A ``slicer(bottom, top)`` for a table in any order: the page's ids
    first, read from the order's own columns (a sort of narrow rows; the
    player's key rides in the order index), then those rows with their
    players. Read whole and joined, every row before the page went through
    the sort: page 300 sorted by events took 200 ms of SQL, its ids alone
    take 13 ms."""

    def slicer(bottom: int, top: int):
        ids = list(queryset.values_list("pk", flat=True)[bottom:top])
        return queryset.filter(pk__in=ids)

    return slicer


def name_slicer(queryset, system: str, category: str, descending: bool, filtered: bool):
    """A ``slicer(bottom, top)`` for a live table sorted by name, whole or
    kept by ``BROAD_FILTERS``: the page's players from the table's name index
    (``RatingName``), each checked against ``queryset`` (its filters) when
    ``filtered``, then their rows. Page 300: 1 ms of SQL, where sorting the
    joined players took 90; a table of 5+ events, page 100: 13 ms, where
    sorting took 50."""
    players = leaderboards.players_by_name(system, category, descending)
    if filtered:
        kept = queryset.order_by().filter(player_id=OuterRef("player_id"))
        players = players.filter(Exists(kept.values("pk")))

    def slicer(bottom: int, top: int):
        return queryset.filter(player_id__in=list(players[bottom:top]))

    return slicer


#: Filters that keep most of a table: sorted by name, it is walked in name
#: order and each row checked. A nationality, a location or a name search
#: keeps a few rows (the largest national table is a sixth of Ghost's), and
#: sorting those is faster than walking past the others.
BROAD_FILTERS = {"min_events", "active_since"}


#: the orders ``leaderboards.leaderboard`` reads as the rank order
RANK_ORDERS = (None, "", "rank", "-rating")


def page_slicer(rows, past, filters: dict, order: str | None, system: str, category: str):
    """The slicer of a page of ``rows``, a leaderboard (None: a past table,
    already in memory). ``filters``: the leaderboard's keyword filters."""
    if past.kind != past_tables.CURRENT:
        return None
    if set(filters) <= {"country"} and order in RANK_ORDERS:
        # The whole table in rank order: read pages by rank, not by OFFSET.
        country = leaderboards.normalise_country(filters.get("country"))
        return rank_slicer(rows, system, category, country)
    if order in ("name", "-name") and set(filters) <= BROAD_FILTERS:
        return name_slicer(rows, system, category, order == "-name", bool(filters))
    return ids_first_slicer(rows)


def table_countries(system: str, category: str, state=None) -> dict[str, list[str]]:
    """Nationalities (``leaderboards.countries_in``) and locations present in a
    table: as the last recompute stored them (``TableState.countries``), or
    read from its rows (a table no recompute has written since they were
    stored), cached until the table is recomputed (keyed by its version)."""
    if state is not None and state.countries is not None:
        return state.countries
    version = getattr(state, "version", None)
    computed = getattr(state, "computed_at", None)
    key = f"ratings:countries:{system}:{category}:{version}:{computed and computed.timestamp()}"
    found = None
    if state is not None:
        try:
            found = cache.get(key)
        except Exception:  # the cache (Redis) is down: the page is still served
            logger.warning("leaderboard: cache unavailable, reading the countries", exc_info=True)
            state = None  # and not stored either
    if found is not None:
        return found
    locations = (
        Rating.objects.filter(system=system, category=category)
        .exclude(location="")
        .order_by()
        .values_list("location", flat=True)
        .distinct()
    )
    found = {
        "nationalities": sorted(code for code, _n in leaderboards.countries_in(system, category)),
        "locations": sorted(locations),
    }
    if state is not None:
        try:
            cache.set(key, found, 3600)
        except Exception:
            logger.warning("leaderboard: cache unavailable, countries not cached", exc_info=True)
    return found


def _count(model, **filters):
    return Coalesce(count_in(model.objects.filter(**filters)), Value(0))


def _takes_events(engine) -> bool:
    """An event-based system (placements), not a game-based one (boards)."""
    return getattr(engine, "input", "events") == "events"


def _counted(engine, tournament: OuterRef):
    """The condition that the system counts the ``tournament``: it has
    placements (published or computed) for event systems, boards for game
    systems."""
    if _takes_events(engine):
        published = Exists(Standing.objects.filter(tournament=tournament))
        computed = Exists(ComputedStanding.objects.filter(tournament=tournament))
        return published | computed
    return Exists(Game.objects.filter(round__tournament=tournament))


def included_tournaments(engine):
    """Tournaments whose results the system counts, newest first, annotated with
    ``players`` (placements for event systems) or ``boards`` (game systems)."""
    tournaments = Tournament.objects.filter(_counted(engine, OuterRef("pk")))
    if _takes_events(engine):
        tournaments = tournaments.annotate(
            published_count=_count(Standing, tournament=OuterRef("pk")),
            computed_count=_count(ComputedStanding, tournament=OuterRef("pk")),
        )
    else:
        tournaments = tournaments.annotate(boards=board_count())
    return tournaments.order_by("-end_date", "-start_date", "-id")


def tournament_value(engine, tournament) -> tuple[int | None, float | None]:
    """(N, V): the players classified and the event's coefficient, for event systems.

    Published standings are what the ratings use when there are any; otherwise
    the placements computed from the boards.
    """
    if not _takes_events(engine):
        return None, None
    n = getattr(tournament, "published_count", 0) or getattr(tournament, "computed_count", 0)
    value_of = getattr(engine, "event_value", None)
    if value_of is None and engine.slug == "dip-pouch":
        from .engines.dip_pouch import event_value as value_of
    if value_of is None or not n:
        return n, None
    return n, value_of(n, tournament.rounds, tournament.world_championship, tournament.end_date)


def included_circuits(engine):
    """Circuits with at least one included tournament, with how many are included.

    Each circuit's links are checked tournament by tournament (two index
    lookups a link), not against the set of every included tournament, which
    SQLite rebuilt for each circuit (130 ms for 107 circuits at bench scale)."""
    links = Tournament.circuits.through.objects.filter(
        _counted(engine, OuterRef("tournament")), circuit=OuterRef("pk")
    )
    return (
        Circuit.objects.filter(Exists(links))
        .annotate(
            included=Coalesce(
                Subquery(
                    links.order_by().values("circuit").annotate(c=Count("id")).values("c"),
                    output_field=IntegerField(),
                ),
                Value(0),
            )
        )
        .order_by("-season", "name", "id")
    )


__all__ = [
    "included_circuits",
    "included_tournaments",
    "name_slicer",
    "page_slicer",
    "rank_slicer",
    "table_countries",
    "tournament_value",
]
