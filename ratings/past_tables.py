"""Tables as they stood at the end of a past day (``ratings.leaderboards`` asks here).

Which rows a date means (``resolve``):

* on or after the table's last change: the current table (``Rating``);
* 31 December of a stored year: that year's stored table (``PastTable``,
  its rows packed, written by the recompute), read whole and named;
* before the table's first change: nobody;
* any other day: computed here (``computed_table``) from the stored table of
  the year before and the changes since 1 January, replayed by the engines'
  own ``year_ends.states_at`` and ranked by the recompute's own ranking, so the
  rows are what a stored table for that day would hold.

Either is kept in the cache until the table is recomputed, so its pages
after the first cost a page's slice of rows in memory. Filters and orders
are applied in memory with the meaning ``leaderboards`` gives them on the
current table (a test holds the routes to the same rows on a stored year).

Ranks are always among the players listed by then (those with an event or
game counted by that day).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from operator import itemgetter

from django.core.cache import cache
from django.db.models import Max

from tournaments.models import Player

from . import histories
from .engines import year_tables
from .engines.base import PlayerRating, RatingEngine
from .engines.year_ends import states_at
from .models import PastTable, Rating, TableState
from .services.rows import table_rows

logger = logging.getLogger(__name__)
CACHE_SECONDS = 24 * 3600

CURRENT, STORED, COMPUTED, EMPTY = "current", "stored", "computed", "empty"

__all__ = [
    "COMPUTED",
    "CURRENT",
    "EMPTY",
    "STORED",
    "ComputedTable",
    "Past",
    "PastRow",
    "computed_table",
    "resolve",
    "stored_years",
]


def stored_years(system: str, category: str) -> dict[date, int]:
    """{31 December: players} of every stored past table of one table, newest first."""
    rows = (
        PastTable.objects.filter(system=system, category=category)
        .order_by("-as_of")
        .values_list("as_of", "players")
    )
    return dict(rows)


def last_change(system: str, category: str) -> date | None:
    """The day of the table's last change that shows in it (one index seek)."""
    return Rating.objects.filter(system=system, category=category).aggregate(d=Max("last_played"))[
        "d"
    ]


@dataclass
class Past:
    """Where the table as of ``as_of`` is: ``kind`` is CURRENT, STORED,
    COMPUTED or EMPTY; ``players``, a stored table's size; ``years``, the
    stored past tables ({31 December: players}, newest first) when they were
    read. A COMPUTED table's rows are kept here once computed, so that its
    page and its count share one computation."""

    system: str
    category: str
    as_of: date | None
    kind: str
    players: int | None = None
    years: dict[date, int] | None = field(default=None, repr=False)
    computed: list | None = field(default=None, repr=False)

    def rows(self, engine: RatingEngine) -> list[tuple]:
        """A STORED or COMPUTED table's rows (see PLAYER...SLUG), in rank order."""
        if self.computed is None:
            self.computed = cached_table(engine, self.category, self.as_of, self.kind)
        return self.computed

    def switcher_years(self, today: date) -> list[int]:
        """The years whose end a year switcher offers, newest first: every
        stored year that lists someone, and the years since the last change
        (their end is today's table) up to last year."""
        if self.years is None:
            self.years = stored_years(self.system, self.category)
        years = self.years
        found = {day.year for day, players in years.items() if players}
        newest = max(years).year + 1 if years else None
        if newest is None:
            last = last_change(self.system, self.category)
            newest = last.year if last is not None else today.year
        return sorted(found | set(range(newest, today.year)), reverse=True)


def resolve(system: str, category: str, as_of: date | None) -> Past:
    """Where the table as of that day is: no query for today's table, one (the
    stored years) for a past day, a second for a day in the year of the
    table's last change."""
    if as_of is None:
        return Past(system, category, None, CURRENT)
    years = stored_years(system, category)
    if as_of in years:
        return Past(system, category, as_of, STORED, years[as_of], years)
    if years:
        if as_of < date(min(years).year, 1, 1):
            return Past(system, category, as_of, EMPTY, 0, years)
        if as_of.year <= max(years).year:
            return Past(system, category, as_of, COMPUTED, years=years)
    last = last_change(system, category)  # the year after the last stored one
    if last is None or as_of >= last:
        return Past(system, category, as_of, CURRENT, years=years)
    if not years and as_of < date(last.year, 1, 1):
        return Past(system, category, as_of, EMPTY, 0, years)
    return Past(system, category, as_of, COMPUTED, years=years)


# A computed row: ``rows.table_rows``' columns, then the player's key (the
# tie-break of every order), names, slug, collation key (the name order of
# every table) and homonym number.
(PLAYER, NATIONALITY, LOCATION, RATING, RANK, NATIONAL_RANK, EVENTS, PEAK, LAST_PLAYED, MU,
 SIGMA, KEY, FIRST_NAME, LAST_NAME, SLUG, SORT_KEY, HOMONYM) = range(17)  # fmt: skip


class PastRow:
    """One row of a computed past table as a page shows it: the columns of a
    ``Rating`` row, its ``position`` (the rank this table shows) and the
    player, an unsaved Player made of what the computation read (names, key,
    slug, countries), enough for links and names: a page costs no query."""

    __slots__ = (
        "player_id", "nationality", "location", "rating", "rank", "national_rank", "events",
        "peak", "last_played", "mu", "sigma", "position", "key", "first_name", "last_name",
        "player",
    )  # fmt: skip

    def __init__(self, row: tuple, national: bool):
        (self.player_id, self.nationality, self.location, self.rating, self.rank,
         self.national_rank, self.events, self.peak, self.last_played, self.mu, self.sigma,
         self.key, self.first_name, self.last_name, slug, _, homonym) = row  # fmt: skip
        self.position = self.national_rank if national else self.rank
        self.player = Player(
            pk=self.player_id,
            key=self.key,
            first_name=self.first_name,
            last_name=self.last_name,
            slug=slug,
            homonym=homonym,
            nationality=self.nationality,
            location=self.location,
        )


def _stored(system: str, category: str, year_end: date):
    """The rows of a stored past table (``year_tables``), or None."""
    data = (
        PastTable.objects.filter(system=system, category=category, as_of=year_end)
        .values_list("data", flat=True)
        .first()
    )
    return None if data is None else year_tables.unpack(data)


def _initial(system: str, category: str, year_end: date) -> dict:
    rows = _stored(system, category, year_end)
    if rows is None:
        return {}
    gaussian = "mu" in rows.dtype.names
    days: dict[int, date] = {}
    out = {}
    for row in rows.tolist():
        p, _nat, _loc, rating, _rank, _nrank, events, peak, last = row[:9]
        day = days.get(last) or days.setdefault(last, date.fromordinal(last))
        mu, sigma = row[9:11] if gaussian else (None, None)
        out[p] = PlayerRating(p, rating, events, peak, day, mu, sigma)
    return out


def _names(players) -> tuple[dict, dict]:
    """({id: (nationality, location, last, first)}, {id: (key, first, last,
    slug, sort_key, homonym)}) of the given players, read with every
    player's (one scan: no IN list of thousands)."""
    people, names = {}, {}
    rows = (
        Player.objects.order_by()
        .values_list(
            "id", "nationality", "location", "last_name", "first_name", "key", "slug",
            "sort_key", "homonym",
        )
        .iterator(chunk_size=20_000)
    )  # fmt: skip
    for pid, nat, loc, last, first, key, slug, sort_key, homonym in rows:
        if pid in players:
            people[pid] = (nat or "", loc or "", last, first)  # what the ranking reads
            names[pid] = (key, first, last, slug, sort_key, homonym)
    return people, names


def stored_table(engine: RatingEngine, category: str, as_of: date) -> list[tuple]:
    """A stored year end's table (a STORED source): rows (see PLAYER...SLUG)
    in rank order, with the countries it was ranked with. Two reads: the
    table, and every player's names."""
    rows = _stored(engine.slug, category, as_of)
    if rows is None:
        return []
    gaussian = "mu" in rows.dtype.names
    _, names = _names(set(rows["player"].tolist()))
    days: dict[int, date] = {}
    out = []
    for row in rows.tolist():
        p, nat, loc, rating, rank, nrank, events, peak, last = row[:9]
        name = names.get(p)
        if name is None:  # deleted since: the next recompute leaves them out
            continue
        day = days.get(last) or days.setdefault(last, date.fromordinal(last))
        mu, sigma = row[9:11] if gaussian else (None, None)
        out.append(
            (p, nat.decode(), loc.decode(), rating, rank, nrank or None, events, peak, day,
             mu, sigma, *name)
        )  # fmt: skip
    return out


def computed_table(engine: RatingEngine, category: str, as_of: date) -> list[tuple]:
    """The table as of ``as_of`` (a COMPUTED source): rows (see PLAYER...SLUG)
    in rank order. Three reads: the stored table of the year before (if any),
    the changes from 1 January to ``as_of``, and every player's names and
    countries."""
    system = engine.slug
    year_end = date(as_of.year - 1, 12, 31)
    initial = _initial(system, category, year_end)
    player, day, before, after, weight, mu, sigma = histories.since(
        system, category, year_end, as_of
    )
    gaussian = any(m is not None for m in mu)
    ((_, state),) = states_at(
        [as_of],
        player,
        day,
        before,
        after,
        counted=[engine.counted(w) for w in weight],
        mu=mu if gaussian else None,
        sigma=sigma if gaussian else None,
        initial=initial,
    )
    people, names = _names(state)
    ranked = table_rows(engine, state, people)
    return [(*row, *names[row[0]]) for row in ranked]


class Rows(list):
    """A past table's rows as the cache keeps them, with the orders a page
    asked for (``ComputedTable.order_by``): sorting Ghost's 27,000 rows took
    20 ms of every page of a past year, in any order, the rank order too
    (ties by the player's key, where the stored rows have them by name)."""

    def __init__(self, rows=()):
        super().__init__(rows)
        self.orders: dict[tuple, list] = {}

    def __reduce__(self):  # into the shared cache: the rows, not the orders
        return (Rows, (list(self),))


class _Recent(OrderedDict):
    """The last few computed tables of this process, as they are (a shared
    cache would unpickle tens of thousands of rows for every page)."""

    size = 8

    def get_rows(self, key):
        rows = self.get(key)
        if rows is not None:
            self.move_to_end(key)
        return rows

    def put(self, key, rows) -> None:
        self[key] = rows
        while len(self) > self.size:
            self.popitem(last=False)


_recent = _Recent()


def cached_table(
    engine: RatingEngine, category: str, as_of: date, kind: str = COMPUTED
) -> list[tuple]:
    """``computed_table`` (``stored_table`` for a STORED day), kept until the
    table is recomputed (its TableState version): in this process, and in the
    cache for the other processes, so paging through a day's table reads it
    once."""
    make = stored_table if kind == STORED else computed_table
    state = (
        TableState.objects.filter(system=engine.slug, category=category)
        .values_list("version", "computed_at")
        .first()
    )
    stamp = f"{state[0]}:{state[1] and state[1].timestamp()}" if state else "none"
    key = f"ratings:past:{engine.slug}:{category}:{as_of.isoformat()}:{stamp}"
    rows = _recent.get_rows(key)
    if rows is not None:
        return rows
    try:
        rows = cache.get(key)
    except Exception:  # the cache (Redis) is down: compute, and do not store there
        logger.warning("past table: cache unavailable, computing", exc_info=True)
        rows = make(engine, category, as_of)
    else:
        if rows is None:
            rows = make(engine, category, as_of)
            try:
                cache.set(key, rows, CACHE_SECONDS)
            except Exception:
                logger.warning("past table: cache unavailable, not stored", exc_info=True)
    rows = rows if isinstance(rows, Rows) else Rows(rows)
    _recent.put(key, rows)
    return rows


# ``leaderboards.ORDERINGS`` fields -> row columns.
FIELDS = {
    "rank": RANK,
    "rating": RATING,
    "events": EVENTS,
    "peak": PEAK,
    "last_played": LAST_PLAYED,
    "nationality": NATIONALITY,
    "national_rank": NATIONAL_RANK,
    "player__sort_key": SORT_KEY,
    "player__key": KEY,
}


class ComputedTable(Sequence):
    """Computed rows, filtered and ordered; a slice (what a page shows) is of
    ``PastRow`` objects, the whole iterated as plain row tuples (the exports)."""

    def __init__(self, rows: list[tuple], national: bool = False):
        self.rows = rows
        self.national = national  # positions are national ranks

    def filter(
        self,
        *,
        country: str | None = None,
        location: str | None = None,
        player_ids: set[int] | None = None,
        min_events: int | None = None,
        active_since: date | None = None,
    ) -> ComputedTable:
        """The rows ``leaderboards.leaderboard`` keeps with the same arguments
        (``player_ids``: the players its name search matches); in a national
        table each row's ``position`` is its national rank."""
        rows = self.rows
        if country:
            rows = [r for r in rows if r[NATIONALITY] == country]
        if location:
            rows = [r for r in rows if r[LOCATION] == location]
        if player_ids is not None:
            rows = [r for r in rows if r[PLAYER] in player_ids]
        if min_events not in (None, ""):
            rows = [r for r in rows if r[EVENTS] >= int(min_events)]
        if active_since:
            rows = [r for r in rows if r[LAST_PLAYED] >= active_since]
        return ComputedTable(rows, bool(country))

    def order_by(self, *fields: str) -> ComputedTable:
        """Sorted by ``leaderboards.ORDERINGS`` fields (a leading - descends);
        a whole cached table (``Rows``) is sorted once an order."""
        orders = getattr(self.rows, "orders", None)
        rows = None if orders is None else orders.get(fields)
        if rows is None:
            rows = list(self.rows)
            for name in reversed(fields):
                rows.sort(key=itemgetter(FIELDS[name.lstrip("-")]), reverse=name.startswith("-"))
            if orders is not None:
                orders[fields] = rows
        return ComputedTable(rows, self.national)

    def position(self, row: tuple) -> int | None:
        return row[NATIONAL_RANK] if self.national else row[RANK]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return [PastRow(r, self.national) for r in self.rows[key]]
        return PastRow(self.rows[key], self.national)

    def count(self) -> int:
        return len(self.rows)
