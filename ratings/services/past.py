"""Past tables (one at the end of each year), computed and stored beside the current one.

A past table is read like the current one (``PastRating`` has ``Rating``'s
columns plus ``as_of``), so it costs what the current table costs. Here it is
made: ``compute_past`` replays a category's packed change columns to the end
of each year (``engines.year_ends.states_at``: the engine's own numbers, no
second run) and ranks each year's players exactly as the current table is
ranked (``compute._rating_rows``: the same ranks, ties and "only players who
played"). ``write_past`` stores them inside the recompute's transaction.

Only the years whose inputs changed are ranked and rewritten. A year's table
depends on the changes dated up to its end, on the names and countries of the
players in them, and on the ranking rules; its digest chains the previous
year's with that year's change columns (bit for bit) and with the details of
the players who first appear that year, plus ``RANKING_VERSION``. A new event
therefore rewrites the years from its own on, a changed nationality the years
from that player's first, and a recompute that changes nothing computes and
writes nothing.

Years stored: from the year of the table's first change to the year before
its last change's; any later day's table is the current one.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from dataclasses import dataclass, field
from datetime import date
from hashlib import blake2b

from wdd.bulk import insert_rows, raw_delete

from ..engines.base import RatingEngine, RatingTable
from ..engines.year_ends import states_at
from ..models import PastRating, PastTable
from .compute import Rows, _rating_rows

#: Bump when what ``_rating_rows`` gives changes (order of ties, columns, who
#: is listed): every stored past table is then rewritten on the next recompute.
RANKING_VERSION = 1

PAST_FIELDS = [
    "system", "category", "as_of", "player", "nationality", "location", "rating", "rank",
    "national_rank", "events", "peak", "last_played", "mu", "sigma",
]  # fmt: skip

__all__ = ["PastComputed", "compute_past", "past_days", "write_past"]


def past_days(day: array) -> list[date]:
    """31 December of each year from the first change's to the one before the last's."""
    if not len(day):
        return []
    first, last = date.fromordinal(day[0]).year, date.fromordinal(day[-1]).year
    return [date(y, 12, 31) for y in range(first, last)]


@dataclass
class PastComputed:
    """A category's past tables: each year's digest, and the ranked rows of
    the years whose digest differed from the stored one when computed."""

    engine: RatingEngine
    category: str
    changes: Rows
    people: dict
    digests: dict[date, str] = field(default_factory=dict)
    rows: dict[date, list[tuple]] = field(default_factory=dict)


def _digests(engine: RatingEngine, changes: Rows, people: dict, days: list[date]) -> dict:
    """{day: the digest of everything that day's table is made of}, chained year to year."""
    player, _source, day, before, after, _score, weight, mu, sigma = changes.columns
    h = blake2b(f"{RANKING_VERSION}:{engine.slug}".encode(), digest_size=16)
    seen: set = set()
    out = {}
    a = 0
    for d in days:
        b = bisect_right(day, d.toordinal(), a)
        for column in (player, day, before, after, weight, mu, sigma):
            h.update(column[a:b].tobytes())
        players = set(player[a:b])
        new = sorted(players - seen)
        seen |= players
        h.update(repr([(p, people.get(p)) for p in new]).encode())
        out[d] = h.hexdigest()
        h = blake2b(out[d].encode(), digest_size=16)
        a = b
    return out


def _columns(engine: RatingEngine, changes: Rows) -> dict:
    player, _source, day, before, after, _score, weight, mu, sigma = changes.columns
    gaussian = len(mu) and mu[0] == mu[0]  # NaN: no Gaussian
    counts_all = type(engine).counted is RatingEngine.counted
    return dict(
        player=player,
        day=day,
        before=before,
        after=after,
        counted=None if counts_all else [engine.counted(None if w != w else w) for w in weight],
        mu=mu if gaussian else None,
        sigma=sigma if gaussian else None,
    )


def _year_rows(past: PastComputed, days: list[date]):
    """(day, ranked rows) for each of ``days`` (ascending): ``_rating_rows`` of the state then."""
    engine, people = past.engine, past.people
    for day, state in states_at(days, **_columns(engine, past.changes)):
        yield day, _rating_rows(engine, RatingTable(state, []), people)


def stored_digests(system: str, category: str, using: str) -> dict[date, str]:
    return dict(
        PastTable.objects.using(using)
        .filter(system=system, category=category)
        .values_list("as_of", "digest")
    )


def compute_past(
    engine: RatingEngine, category: str, changes: Rows, people: dict, using: str = "default"
) -> PastComputed:
    """Every past table of one category, digested; the years whose digest
    differs from the stored one ranked."""
    past = PastComputed(engine, category, changes, people)
    past.digests = _digests(engine, changes, people, past_days(changes.columns[2]))
    stored = stored_digests(engine.slug, category, using)
    stale = [day for day, digest in past.digests.items() if stored.get(day) != digest]
    past.rows = dict(_year_rows(past, stale)) if stale else {}
    return past


def write_past(conn, past: PastComputed) -> int:
    """Bring the stored past tables of one category to ``past`` (inside the
    recompute's transaction). Returns the rows written or deleted."""
    system, category, using = past.engine.slug, past.category, conn.alias
    stored = stored_digests(system, category, using)  # again: the store may have moved
    tables = PastTable.objects.using(using).filter(system=system, category=category)
    ratings = PastRating.objects.using(using).filter(system=system, category=category)
    gone = [day for day in stored if day not in past.digests]
    written = raw_delete(ratings.filter(as_of__in=gone)) if gone else 0
    stale = [day for day, digest in past.digests.items() if stored.get(day) != digest]
    missing = [day for day in stale if day not in past.rows]  # written meanwhile: redo
    rows = dict(past.rows)
    if missing:
        rows.update(_year_rows(past, missing))
    for day in stale:
        written += raw_delete(ratings.filter(as_of=day))
        written += insert_rows(
            PastRating,
            PAST_FIELDS,
            ((system, category, day, *row) for row in rows[day]),
            using=using,
        )
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
