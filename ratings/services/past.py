"""Past tables (one at the end of each year), computed by a run and stored beside the current one.

A past table is stored packed, its rows in rank order (``PastTable.data``,
``engines.year_tables``), and each player's places at the year ends beside
it (``YearEnds``), so that it costs one value to write and to read. Here it
is made: a run's opening state (its checkpoint's, or nothing) and its ledger are
replayed to the end of each year (``year_ends``: the engine's own numbers,
no second run) and each year's players are ranked exactly as the
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

from dataclasses import dataclass, field
from datetime import date
from hashlib import blake2b

import numpy as np

from wdd.bulk import chunks, insert_blobs, insert_rows, raw_delete, rows_of

from ..engines import year_tables
from ..engines.base import RatingEngine
from ..engines.ledger import Ledger, Standing
from ..models import PastTable, YearEnds
from . import rows as rating_rows
from .year_ends import year_end_tables

#: Bump when what ``rows.rank`` gives changes (order of ties, columns, who is
#: listed) or what a digest covers: every stored past table is then
#: rewritten on the next recompute.
RANKING_VERSION = 2

UNKNOWN = ""  # a digest no run computes: the table is rewritten by the next run

__all__ = ["Past", "plan", "stored_digests", "year_rows"]


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
    """(day, rows) for each of ``days``: the table at the end of that day,
    ranked like the current one, as a ``year_tables`` array in rank order
    (``year_ends``: over arrays)."""
    return year_end_tables(engine, opening, ledger, days, people)


def write(conn, system: str, category: str, past: Past, compute_rows, rewrite: bool) -> int:
    """Bring the stored past tables of one category to ``past`` (inside the
    recompute's transaction), and the players' places with them;
    ``compute_rows(days)`` gives the rows of year ends the run did not rank
    (the store moved meanwhile). Returns the rows written or deleted."""
    using = conn.alias
    stored = {} if rewrite else stored_digests(system, using).get(category, {})
    tables = PastTable.objects.using(using).filter(system=system, category=category)
    if rewrite:
        gone = list(tables.values_list("as_of", flat=True))
        gone = [d for d in gone if d not in past.digests]
    else:
        gone = past.gone(stored)
    stale = past.stale(stored)
    if not (gone or stale):
        return 0
    missing = [day for day in stale if day not in past.rows]
    rows = dict(past.rows)
    if missing:
        rows.update(compute_rows(missing))
    written = raw_delete(tables.filter(as_of__in=[*gone, *stale]))
    insert_blobs(  # half a megabyte a table, as bytes (not spelled in hex)
        PastTable,
        ["system", "category", "as_of", "digest", "players", "data"],
        [
            (system, category, day, past.digests[day], len(rows[day]), year_tables.pack(rows[day]))
            for day in stale
        ],
        using=using,
    )
    written += len(stale)
    replaced = {day.toordinal() for day in [*gone, *stale]}
    kept_all = rewrite or not stored or set(stored) <= {*gone, *stale}
    return written + _write_places(
        conn, system, category, {d: rows[d] for d in stale}, replaced, kept_all
    )


def _write_places(
    conn, system: str, category: str, new: dict[date, np.ndarray], replaced: set, whole: bool
) -> int:
    """The players' places after the year ends ``new`` replaced those of
    ``replaced`` (ordinals): every player's, when ``whole`` (nothing stored
    is kept); else the stored places merged with the new ones, as one array,
    and only the players whose places changed written."""
    using = conn.alias
    rows = YearEnds.objects.using(using).filter(system=system, category=category)
    if whole:
        raw_delete(rows)
        changed = year_tables.places(new)
        gone: list[int] = []
    else:
        stored = rows_of(rows.values_list("player_id", "data"))
        players, places = year_tables.stored_places(stored)
        keep = ~np.isin(places["as_of"], list(replaced))
        fresh_players, fresh = year_tables.flat_places(new)
        merged = year_tables.grouped(
            np.concatenate((players[keep], fresh_players)), np.concatenate((places[keep], fresh))
        )
        before = {p: bytes(data)[year_tables.HEADER :] for p, data in stored}
        gone = [p for p in before if p not in merged]
        changed = {p: v for p, v in merged.items() if v.tobytes() != before.get(p)}
        for ids in chunks([*gone, *changed]):
            raw_delete(rows.filter(player_id__in=ids))
    insert_rows(
        YearEnds,
        ["system", "category", "player", "data"],
        ((system, category, p, year_tables.pack_places(v)) for p, v in changed.items()),
        using=using,
    )
    return len(changed) + len(gone)
