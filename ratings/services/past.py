"""Past tables (one at the end of each year), computed by a run and stored beside the current one.

A past table is read like the current one (``PastRating`` has ``Rating``'s
columns plus ``as_of``), so it costs what the current table costs. Here it is
made: a run's opening state (its checkpoint's, or nothing) and its ledger are
replayed to the end of each year (``engines.ledger.year_ends``: the engine's
own numbers, no second run) and each year's players are ranked exactly as the
current table is (``rows.rank``: the same ranks, ties and "only players who
played").

Only the years whose inputs changed are ranked and rewritten. A year's table
depends on the changes dated up to its end, on the names and countries of the
players in them, and on the ranking rules; its digest chains the previous
year's with that year's change digest (``engines.digests``, bit
for bit) and with the details of the players who first appear that year, plus
``RANKING_VERSION``. A run resumed on 1 January of a year takes the digest of
the year before from the store, so an incremental run and a run from nothing
give the same digests; a run resumed in the middle of a year does not know
that year's digest (nor the later ones'): they are stored empty, rewritten
by such a run, and by the next run from nothing, which knows them again.

Years stored: from the year of the table's first change to the year before
its last change's; any later day's table is the current one. A run resumed
on day D replaces the stored tables of the year ends on or after D (and any
year that is no longer a past one); those before D are left as they are.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from hashlib import blake2b

from wdd.bulk import REBUILD_ROWS, DateValues, indexes_rebuilt, insert_rows, raw_delete

from ..engines.base import RatingEngine
from ..engines.ledger import Ledger, Standing, year_ends
from ..models import PastRating, PastTable
from . import rows as rating_rows

#: Bump when what ``rows.rank`` gives changes (order of ties, columns, who is
#: listed) or what a digest covers: every stored past table is then
#: rewritten on the next recompute.
RANKING_VERSION = 2

UNKNOWN = ""  # a digest no run computes: the table is rewritten by the next run

PAST_FIELDS = [
    "system", "category", "as_of", "player", "nationality", "location", "rating", "rank",
    "national_rank", "events", "peak", "last_played", "mu", "sigma",
]  # fmt: skip

__all__ = ["PAST_FIELDS", "Past", "plan", "stored_digests", "year_rows"]


@dataclass
class Past:
    """A category's past tables as a run sees them: each year end's digest
    (``UNKNOWN`` when the run cannot tell), the ranked rows of the years
    that differed from the store when computed, and the first day from which
    stored tables are replaced (None: all of them)."""

    digests: dict[date, str] = field(default_factory=dict)
    rows: dict[date, list[tuple]] = field(default_factory=dict)
    floor: date | None = None
    last_year: int | None = None

    def stale(self, stored: dict[date, str]) -> list[date]:
        """The year ends to write: new, changed or unknown."""
        return [
            d for d, digest in self.digests.items() if digest == UNKNOWN or stored.get(d) != digest
        ]

    def gone(self, stored: dict[date, str]) -> list[date]:
        """The stored year ends this run replaces that are no longer past tables."""
        return [
            d
            for d in stored
            if d not in self.digests
            and (
                self.floor is None
                or d >= self.floor
                or (self.last_year is not None and d.year >= self.last_year)
            )
        ]


def stored_digests(system: str, using: str) -> dict[str, dict[date, str]]:
    """{category: {as_of: digest}} of a system's stored past tables."""
    out: dict[str, dict[date, str]] = {}
    rows = PastTable.objects.using(using).filter(system=system)
    for cat, day, digest in rows.values_list("category", "as_of", "digest"):
        out.setdefault(cat, {})[day] = digest
    return out


def _year_span(opening: Standing, ledger: Ledger) -> tuple[int, int] | None:
    """(year of the table's first change, year of its last change), or None."""
    first = min(opening.last.values()).year if opening.last else None
    if ledger.day:
        first = ledger.day[0].year if first is None else first
        return first, ledger.day[-1].year
    if first is None:
        return None
    return first, max(opening.last.values()).year


def plan(
    engine: RatingEngine,
    opening: Standing,
    ledger: Ledger,
    year_digests: dict[int, str | None],
    since: date | None,
    people: rating_rows.People,
    stored: dict[date, str],
) -> Past:
    """A category's past tables after a run from ``since`` (None: from
    nothing): every year end's digest the run knows, and the rows of those
    that differ from ``stored``."""
    past = Past(floor=since)
    span = _year_span(opening, ledger)
    if span is None:  # an empty table (its history deleted) has no past tables
        past.floor = None
        return past
    first, last = span
    past.last_year = last
    # A year before ``since`` is written too when it is not stored: a year
    # that was the table's last one becomes a past one once a later change
    # comes (no change of the table lies between its end and ``since``: its
    # state is the run's opening one; its digest is not known here).
    years = [
        y
        for y in range(first, last)
        if since is None or date(y, 12, 31) >= since or date(y, 12, 31) not in stored
    ]
    if not years:
        return past
    details = people.details or {}
    seen: set = set()
    h = _seed(engine)
    if since is not None and since.year > first:
        base = stored.get(date(since.year - 1, 12, 31))
        h = blake2b(base.encode(), digest_size=16) if base else None
        seen = set(opening.rating)
    if since is not None and (since.month, since.day) != (1, 1):
        h = None  # the year in progress at ``since`` is only partly in the run
    bounds = _change_bounds(ledger, years)
    for y, (a, b) in zip(years, bounds, strict=True):
        day = date(y, 12, 31)
        year_digest = year_digests.get(y, "-")  # "-": no change that year
        if h is None or year_digest is None or (since is not None and day < since):
            h = None if since is None or day >= since else h
            past.digests[day] = UNKNOWN
            continue
        players = set(ledger.player[a:b])
        new = sorted(players - seen, key=repr)
        seen |= players
        h.update(year_digest.encode())
        h.update(repr([(p, details.get(p)) for p in new]).encode())
        digest = h.hexdigest()
        past.digests[day] = digest
        h = blake2b(digest.encode(), digest_size=16)
    stale = past.stale(stored)
    if stale:
        past.rows = dict(year_rows(engine, opening, ledger, stale, people))
    return past


def _seed(engine: RatingEngine):
    return blake2b(f"{RANKING_VERSION}:{engine.slug}".encode(), digest_size=16)


def _change_bounds(ledger: Ledger, years: list[int]) -> list[tuple[int, int]]:
    """(first change, end) of each year's changes in the ledger."""
    from bisect import bisect_left

    out = []
    days, ends = ledger.day, ledger.end
    for y in years:
        r0 = bisect_left(days, date(y, 1, 1))
        r1 = bisect_left(days, date(y + 1, 1, 1), r0)
        a = ends[r0 - 1] if r0 else 0
        b = ends[r1 - 1] if r1 else 0
        out.append((a, max(a, b)))
    return out


def year_rows(engine: RatingEngine, opening: Standing, ledger: Ledger, days, people):
    """(day, rows in ``PAST_FIELDS`` order from "player" on) for each of
    ``days``: the table at the end of that day, ranked like the current one.
    The day last played stays a day ordinal, as the ranking gives it: 2.55M
    rows at bench scale, each a date object less to build (and to pickle,
    from the process that runs OpenSkill) before the write adapts it."""
    for day, standing in year_ends(opening, ledger, sorted(days)):
        ranked = rating_rows.rank(engine, standing, people)
        yield day, [(p, *v) for p, v in ranked.rows(standing).items()]


def write(conn, system: str, category: str, past: Past, compute_rows, rewrite: bool) -> int:
    """Bring the stored past tables of one category to ``past`` (inside the
    recompute's transaction); ``compute_rows(days)`` gives the rows of year
    ends the run did not rank (the store moved meanwhile). Returns the rows
    written or deleted."""
    using = conn.alias
    stored = {} if rewrite else stored_digests(system, using).get(category, {})
    tables = PastTable.objects.using(using).filter(system=system, category=category)
    ratings = PastRating.objects.using(using).filter(system=system, category=category)
    if rewrite:
        gone = list(tables.values_list("as_of", flat=True))
        gone = [d for d in gone if d not in past.digests]
    else:
        gone = past.gone(stored)
    stale = past.stale(stored)
    written = raw_delete(ratings.filter(as_of__in=gone)) if gone else 0
    missing = [day for day in stale if day not in past.rows]
    rows = dict(past.rows)
    if missing:
        rows.update(compute_rows(missing))
    if stale:
        written += raw_delete(ratings.filter(as_of__in=stale))
    dates = DateValues(conn)
    for day in stale:
        as_of = dates[day]  # and each day last played, by its ordinal
        written += insert_rows(
            PastRating,
            PAST_FIELDS,
            (
                (system, category, as_of, p, nat, loc, rating, rank, nrank, events, peak,
                 dates[last], mu, sigma)
                for p, nat, loc, rating, rank, nrank, events, peak, last, mu, sigma in rows[day]
            ),
            using=using,
        )  # fmt: skip
    if gone or stale:
        raw_delete(tables.filter(as_of__in=[*gone, *stale]))
    PastTable.objects.using(using).bulk_create(
        [
            PastTable(
                system=system,
                category=category,
                as_of=day,
                digest=past.digests[day],
                players=len(rows[day]),
            )
            for day in stale
        ]
    )
    return written


@contextmanager
def indexes_for(conn, tables) -> Iterator[None]:
    """Drop and rebuild the past rows' indexes around a write of ``tables``
    (a system's) that replaces much of them: a first recompute, an edit years
    back (``wdd.bulk.indexes_rebuilt``; SQLite). Rows inserted one by one
    into the player-first index land all over it: building it from the final
    rows, sorted, is several times faster. A year end's table replaces about
    as many rows as it inserts, hence the rows kept."""
    inserting = sum(
        len(rows) for t in tables if t.past is not None for rows in t.past.rows.values()
    )
    keeping = 0
    if inserting >= REBUILD_ROWS:  # counted only when it may matter
        keeping = max(0, PastRating.objects.using(conn.alias).count() - inserting)
    with indexes_rebuilt(PastRating, conn.alias, inserting, keeping):
        yield
