"""Past tables (one at the end of each year), computed and stored beside the current one.

A past table is read like the current one (``PastRating`` has ``Rating``'s
columns plus ``as_of``), so it costs what the current table costs. Here it is
made: ``compute_past`` replays a category's packed change columns to the end
of each year (``engines.year_ends.states_at``: the engine's own numbers, no
second run), ranks each year's players exactly as the current table is ranked
(``compute._rating_rows``: the same ranks, ties and "only players who played"),
and digests each year's rows. ``write_past`` runs inside the recompute's
transaction and rewrites only the years whose digest differs from the stored
one: a new event changes the years from its own on, so the years before it
are never rewritten, and a recompute that changes nothing writes nothing.

Years stored: from the year of the table's first change to the year before
its last change's; any later day's table is the current one.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from datetime import date
from hashlib import blake2b

from wdd.bulk import insert_rows, raw_delete

from ..engines.base import RatingEngine, RatingTable
from ..engines.year_ends import states_at
from ..models import PastRating, PastTable
from .compute import Rows, _rating_rows

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
    """A category's past tables: each year's digest and size, and the rows of
    the years that differed from the store when computed (None: unchanged)."""

    engine: RatingEngine
    category: str
    changes: Rows
    people: dict
    digests: dict[date, tuple[str, int]] = field(default_factory=dict)
    rows: dict[date, list[tuple]] = field(default_factory=dict)


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
    """(day, ranked rows) for each of ``days``: ``_rating_rows`` of the state then."""
    engine, people = past.engine, past.people
    for day, state in states_at(days, **_columns(engine, past.changes)):
        yield day, _rating_rows(engine, RatingTable(state, []), people)


def _digest(rows: list[tuple]) -> str:
    """Every value of every row, bit for bit (rows as ``_rating_rows`` gives them)."""
    h = blake2b(digest_size=16)
    if rows:
        player, nat, loc, rating, rank, nrank, events, peak, last, mu, sigma = zip(
            *rows, strict=True
        )
        nan = float("nan")
        h.update(array("q", player).tobytes())
        h.update("|".join(nat).encode() + b"#" + "|".join(loc).encode())
        h.update(array("d", rating).tobytes() + array("d", peak).tobytes())
        h.update(array("q", rank).tobytes() + array("q", events).tobytes())
        h.update(array("q", [0 if r is None else r for r in nrank]).tobytes())
        h.update(array("q", [d.toordinal() for d in last]).tobytes())
        h.update(array("d", [nan if m is None else m for m in mu + sigma]).tobytes())
    return h.hexdigest()


def stored_digests(system: str, category: str, using: str) -> dict[date, str]:
    return dict(
        PastTable.objects.using(using)
        .filter(system=system, category=category)
        .values_list("as_of", "digest")
    )


def compute_past(
    engine: RatingEngine, category: str, changes: Rows, people: dict, using: str = "default"
) -> PastComputed:
    """Every past table of one category, digested; rows kept for the years
    whose digest differs from the stored one."""
    past = PastComputed(engine, category, changes, people)
    stored = stored_digests(engine.slug, category, using)
    for day, rows in _year_rows(past, past_days(changes.columns[2])):
        digest = _digest(rows)
        past.digests[day] = (digest, len(rows))
        if stored.get(day) != digest:
            past.rows[day] = rows
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
    tables.filter(as_of__in=gone).delete()
    stale = [day for day, (digest, _) in past.digests.items() if stored.get(day) != digest]
    missing = [day for day in stale if day not in past.rows]  # written meanwhile: redo
    rows = dict(past.rows)
    rows.update(_year_rows(past, missing))
    for day in stale:
        written += raw_delete(ratings.filter(as_of=day))
        written += insert_rows(
            PastRating,
            PAST_FIELDS,
            ((system, category, day, *row) for row in rows[day]),
            using=using,
        )
    tables.filter(as_of__in=stale).delete()
    PastTable.objects.using(using).bulk_create(
        [
            PastTable(system=system, category=category, as_of=day, digest=digest, players=players)
            for day, (digest, players) in past.digests.items()
            if day in stale
        ]
    )
    return written
