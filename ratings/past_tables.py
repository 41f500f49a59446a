"""Tables as they stood at the end of a past day (``ratings.leaderboards`` asks here).

Which rows a date means (``resolve``):

* on or after the table's last change: the current table (``Rating``);
* 31 December of a stored year: that year's stored table (``PastRating``,
  written by the recompute), read, filtered, sorted and paged exactly like the
  current one, at the same cost;
* before the table's first change: nobody;
* any other day: computed here (``computed_table``) from the stored table of
  the year before and the changes since 1 January, replayed by the engines'
  own ``year_ends.states_at`` and ranked by the recompute's own ranking, so the
  rows are what a stored table for that day would hold. Filters and orders
  are then applied in memory with the meaning ``leaderboards`` gives them (a
  test holds the two routes to the same rows on a stored year).

Ranks are always among the players listed by then (those with an event or
game counted by that day).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from operator import attrgetter

from django.db.models import Max

from tournaments.models import Player

from .engines.base import PlayerRating, RatingEngine, RatingTable
from .engines.year_ends import states_at
from .models import PastRating, PastTable, Rating, RatingChange
from .services.compute import _rating_rows

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

    def rows(self, engine: RatingEngine) -> list[PastRow]:
        if self.computed is None:
            self.computed = computed_table(engine, self.category, self.as_of)
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


class PastRow:
    """One row of a computed past table: the columns of a ``Rating`` row, and
    the player (built from what the computation read when a slice is taken)."""

    __slots__ = (
        "player_id", "nationality", "location", "rating", "rank", "national_rank", "events",
        "peak", "last_played", "mu", "sigma", "position", "order", "key", "first_name",
        "last_name", "slug", "player",
    )  # fmt: skip

    def __init__(self, row: tuple, order: int, names: tuple[str, str, str, str]):
        (self.player_id, self.nationality, self.location, self.rating, self.rank,
         self.national_rank, self.events, self.peak, self.last_played, self.mu,
         self.sigma) = row  # fmt: skip
        self.position = self.rank
        self.order = order  # the row's place in rank order: the tie-break of every order
        self.key, self.first_name, self.last_name, self.slug = names
        self.player = None

    def ranked_at(self, position: int | None) -> PastRow:
        """A copy showing another rank (the national one in a national table)."""
        row = PastRow.__new__(PastRow)
        for name in PastRow.__slots__:
            setattr(row, name, getattr(self, name))
        row.position = position
        return row


def _initial(system: str, category: str, year_end: date) -> dict:
    rows = PastRating.objects.filter(system=system, category=category, as_of=year_end).values_list(
        "player_id", "rating", "events", "peak", "last_played", "mu", "sigma"
    )
    return {p: PlayerRating(p, r, n, peak, last, mu, s) for p, r, n, peak, last, mu, s in rows}


def computed_table(engine: RatingEngine, category: str, as_of: date) -> list[PastRow]:
    """The table as of ``as_of`` (a COMPUTED source), in rank order.

    Three reads: the stored table of the year before (if any), the changes
    from 1 January to ``as_of``, and the names and countries of the players.
    """
    system = engine.slug
    year_end = date(as_of.year - 1, 12, 31)
    initial = _initial(system, category, year_end)
    changes = (
        RatingChange.objects.filter(system=system, category=category, date__lte=as_of)
        .filter(date__gt=year_end)
        .order_by("id")
        .values_list("player_id", "date", "before", "after", "weight", "mu", "sigma")
    )
    player, day, before, after, weight, mu, sigma = [], [], [], [], [], [], []
    for p, d, b, a, w, m, s in changes:
        player.append(p)
        day.append(d.toordinal())
        before.append(b)
        after.append(a)
        weight.append(w)
        mu.append(m)
        sigma.append(s)
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
    people, names = {}, {}
    rows = (
        Player.objects.filter(pk__in=list(state))
        .order_by()
        .values_list("id", "nationality", "location", "last_name", "first_name", "key", "slug")
    )
    for pid, nat, loc, last, first, key, slug in rows:
        people[pid] = (nat or "", loc or "", last, first)  # what the ranking reads
        names[pid] = (key, first, last, slug)
    ranked = _rating_rows(engine, RatingTable(state, []), people)
    return [PastRow(row, i, names[row[0]]) for i, row in enumerate(ranked)]


# ``leaderboards.ORDERINGS`` fields -> row attributes ("id": rank order).
FIELDS = {
    "rank": "rank",
    "rating": "rating",
    "events": "events",
    "peak": "peak",
    "last_played": "last_played",
    "nationality": "nationality",
    "national_rank": "national_rank",
    "player__last_name": "last_name",
    "player__first_name": "first_name",
    "id": "order",
}


class ComputedTable(Sequence):
    """Computed rows, filtered and ordered, that attach their players when sliced."""

    def __init__(self, rows: list[PastRow]):
        self.rows = rows

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
            rows = [r.ranked_at(r.national_rank) for r in rows if r.nationality == country]
        if location:
            rows = [r for r in rows if r.location == location]
        if player_ids is not None:
            rows = [r for r in rows if r.player_id in player_ids]
        if min_events not in (None, ""):
            rows = [r for r in rows if r.events >= int(min_events)]
        if active_since:
            rows = [r for r in rows if r.last_played >= active_since]
        return ComputedTable(rows)

    def order_by(self, *fields: str) -> ComputedTable:
        """Sorted by ``leaderboards.ORDERINGS`` fields (a leading - descends)."""
        rows = list(self.rows)
        for name in reversed(fields):
            bare = name.lstrip("-")
            rows.sort(key=attrgetter(FIELDS[bare]), reverse=name.startswith("-"))
        return ComputedTable(rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        """The rows without their players (exports read the names on the rows)."""
        return iter(self.rows)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return self._with_players(self.rows[key])
        return self._with_players([self.rows[key]])[0]

    def count(self) -> int:
        return len(self.rows)

    @staticmethod
    def _with_players(rows: Iterable[PastRow]) -> list[PastRow]:
        """The rows with their ``player``: an unsaved Player made of what the
        computation read (name, key, slug, countries), enough for links and
        names, so a page costs no query."""
        rows = list(rows)
        for r in rows:
            if r.player is None:
                r.player = Player(
                    pk=r.player_id,
                    key=r.key,
                    first_name=r.first_name,
                    last_name=r.last_name,
                    slug=r.slug,
                    nationality=r.nationality,
                    location=r.location,
                )
        return rows
