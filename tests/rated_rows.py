"""Stored rating rows as tuples, ranks included: ``values_list`` for tests.

A rating row keeps no rank (``ratings.rank_sheets``): the ORM's instances
carry the ranks their table's sheet gives, so these tuples are read from
them, a field path ("player__key") an attribute path."""

from __future__ import annotations

from ratings import ranked_rows
from ratings.models import RankSheet, Rating


def _path(row, field: str):
    value = row
    for part in field.split("__"):
        value = getattr(value, part)
    return value


def rated_rows(*fields: str, **filters) -> list[tuple]:
    """``Rating.objects.filter(**filters).values_list(*fields)``, in the rank
    order, where ``rank`` and ``national_rank`` come from the sheets."""
    rows = Rating.objects.filter(**filters).select_related("player")
    return [tuple(_path(r, f) for f in fields) for r in rows]


def hold_sheets() -> None:
    """Have this process hold every table's sheet, as a live site's processes
    do after their first request of each table version (a page then reads no
    sheet, only the stamps that come with its rows)."""
    ranked_rows.sheets(RankSheet.objects.values_list("system", "category"))
