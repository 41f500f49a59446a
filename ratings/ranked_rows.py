"""Rating rows read with their ranks, from their tables' sheets (``rank_sheets``).

``RatedQuerySet`` is the ``Rating`` manager's queryset: every ``Rating``
instance read through the ORM carries ``rank``, ``national_rank`` and
``position`` (the national rank in a ``national()`` queryset). A process
keeps the sheets it read, keyed by their ``stamp`` (new with every write):
each row reads its sheet's stamp in the same statement, and a sheet is read
and decoded again only when its stamp changed.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterable

from django.apps import apps
from django.db import models

from .rank_sheets import Sheet

_loaded: dict[tuple[str, str, str], tuple[int, Sheet]] = {}
_lock = threading.Lock()


def _sheet_model():
    return apps.get_model("ratings", "RankSheet")  # models.py imports this module


def sheets(
    tables: Iterable[tuple[str, str]], using: str = "default", stamps=None
) -> dict[tuple[str, str], Sheet]:
    """{(system, category): Sheet} of these live tables that have one: their
    stamps in one query (unless ``stamps`` gives them: (system, category,
    stamp) read with the rows), each sheet decoded once a stamp a process."""
    wanted = set(tables)
    if not wanted:
        return {}
    if stamps is None:
        condition = models.Q()
        for system, category in wanted:
            condition |= models.Q(system=system, category=category)
        stamps = (
            _sheet_model()
            .objects.using(using)
            .filter(condition)
            .values_list("system", "category", "stamp")
        )
    found, missing = {}, []
    for system, category, stamp in stamps:
        if stamp is None:  # no sheet (yet)
            continue
        held = _loaded.get((using, system, category))
        if held is not None and held[0] == stamp:
            found[(system, category)] = held[1]
        else:
            missing.append((system, category, stamp))
    if missing:
        read = models.Q()
        for system, category, _ in missing:
            read |= models.Q(system=system, category=category)
        rows = (
            _sheet_model()
            .objects.using(using)
            .filter(read)
            .values_list("system", "category", "stamp", "data")
        )
        with _lock:
            for system, category, stamp, data in rows:
                sheet = Sheet(data)
                _loaded[(using, system, category)] = (stamp, sheet)
                found[(system, category)] = sheet
    return found


def sheet(system: str, category: str, using: str = "default") -> Sheet | None:
    """The Sheet of one live table (None: none written yet)."""
    return sheets([(system, category)], using).get((system, category))


def held(system: str, category: str, using: str = "default") -> tuple[int, Sheet] | None:
    """(stamp, Sheet) of the table as this process last read it, if it did:
    no query, and maybe stale (``rows_by_rank`` checks it against the rows)."""
    return _loaded.get((using, system, category))


def current(system: str, category: str, using: str = "default") -> tuple[int, Sheet] | None:
    """(stamp, Sheet) of the table as stored now (a query for its stamp):
    ``sheets`` leaves what it found in this process's cache, read here."""
    return held(system, category, using) if sheet(system, category, using) else None


def rows_by_rank(queryset, system: str, category: str, bottom: int, top: int, country=None):
    """Rows ``[bottom, top)`` of a whole table (or a nationality's, ``country``)
    in rank order: the players whose ranks the page spans, from the sheet
    (``Sheet.window``), then the page among them. The sheet this process holds
    is trusted until the rows read say it is stale (their ``sheet_stamp``):
    then the current one is read and the page again, once a table's version."""
    found = held(system, category, queryset.db)
    checked = found is None
    for _ in range(2):
        if found is None:
            found = current(system, category, queryset.db)
            checked = True
            if found is None:
                return []
        stamp, ranking = found
        players, skip = ranking.window(bottom, top, country)
        rows = list(queryset.filter(player_id__in=players)[skip : skip + top - bottom])
        if (rows and all(r.sheet_stamp == stamp for r in rows)) or (not rows and checked):
            return rows
        found = None
    return rows


def new_stamp() -> int:
    """A sheet's stamp: random, so that no process mistakes a sheet for one it
    read before (a test's rolled-back write, another database)."""
    return secrets.randbits(62)


def attach(rows: list, national: bool, using: str) -> None:
    """Give each Rating in ``rows`` its ``rank``, ``national_rank`` and
    ``position`` (the national rank when ``national``) from its table's sheet,
    whose stamp each row carries (``sheet_stamp``, read with it)."""
    stamps = {(r.system, r.category, r.sheet_stamp) for r in rows}
    found = sheets({(s, c) for s, c, _ in stamps}, using, stamps)
    tables: dict[tuple[str, str], list] = {}
    for r in rows:
        tables.setdefault((r.system, r.category), []).append(r)
    for table, listed in tables.items():
        held = found.get(table)
        if held is None:
            places = [(None, None)] * len(listed)
        else:
            places = held.places_of([r.player_id for r in listed])
        for r, (rank, nrank) in zip(listed, places, strict=True):
            r.rank, r.national_rank = rank, nrank
            r.position = nrank if national else rank


class RankedIterable(models.query.ModelIterable):
    """Rating instances with their ranks (``attach``). Each row reads its
    sheet's stamp in the same statement (the same snapshot, no query apart):
    a process that holds that sheet reads nothing more."""

    chunk = 2_000

    def __iter__(self):
        qs = self.queryset
        stamp = _sheet_model().objects.filter(
            system=models.OuterRef("system"), category=models.OuterRef("category")
        )
        self.queryset = qs.annotate(sheet_stamp=models.Subquery(stamp.values("stamp")[:1]))
        batch = []
        for obj in super().__iter__():
            batch.append(obj)
            if len(batch) == self.chunk:
                attach(batch, qs.national_positions, qs.db)
                yield from batch
                batch = []
        if batch:
            attach(batch, qs.national_positions, qs.db)
            yield from batch


class RatedQuerySet(models.QuerySet):
    """Rating rows that carry their ranks (``RankedIterable``);
    ``national()``: their ``position`` is the national rank."""

    national_positions = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._iterable_class = RankedIterable

    def _clone(self):
        c = super()._clone()
        c.national_positions = self.national_positions
        return c

    def national(self) -> RatedQuerySet:
        c = self._chain()
        c.national_positions = True
        return c
