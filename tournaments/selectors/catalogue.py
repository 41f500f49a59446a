"""Reads for the systems catalogue: the scoring systems grouped by the WDD's kinds, the WDD
systems this site does not compute as text-only entries beside them, and how many
tournaments use each system (one query).

The WDD files every scoring system under a "Kind of system": "Rank", "Center Count" and
"Rank + Center Count" for most, "Draw" and "Draw + Center Count" for a few, and nothing for
some (``catalogue_only.UNCLASSIFIED``). The catalogue shows the groups in that order; a
kind the WDD does not use (a future system's) comes after them rather than being dropped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db.models import Count
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _

from ..models import Tournament
from ..scoring import SYSTEMS, ScoringSystem
from ..scoring.catalogue_only import ENTRIES, UNCLASSIFIED, CatalogueEntry

#: the WDD's kinds, in the catalogue's order
KINDS: tuple[str, ...] = (
    "Rank",
    "Center Count",
    "Rank + Center Count",
    "Draw",
    "Draw + Center Count",
    UNCLASSIFIED,
)

#: what each kind means, in a sentence (a heading's note on the catalogue)
KIND_NOTES = {
    "Rank": _("Scores follow the place on the board, not the centres held."),
    "Center Count": _("Scores follow the centres held at the end."),
    "Rank + Center Count": _("Both the place on the board and the centres held count."),
    "Draw": _("Scores follow the outcome: a solo, or the size of the draw."),
    "Draw + Center Count": _("Both the outcome (solo or draw) and the centres held count."),
    UNCLASSIFIED: _("The WDD gives these systems no kind."),
}


@dataclass
class SystemRow:
    system: ScoringSystem
    tournaments: int = 0


@dataclass
class KindGroup:
    """One kind: the systems computed here, then the WDD's text-only entries."""

    kind: str
    systems: list[SystemRow] = field(default_factory=list)
    entries: list[CatalogueEntry] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        return kind_anchor(self.kind)

    @property
    def size(self) -> int:
        return len(self.systems) + len(self.entries)

    @property
    def note(self) -> str:
        return KIND_NOTES.get(self.kind, "")


def kind_anchor(kind: str) -> str:
    """The page anchor and calculator value of a kind: "Rank + Center Count" ->
    "rank-center-count"."""
    return slugify(kind)


def ordered_kinds(kinds: Iterable[str]) -> list[str]:
    """The given kinds in the WDD's order, any other kind after them (first seen first)."""
    seen = list(dict.fromkeys(kinds))
    return [k for k in KINDS if k in seen] + [k for k in seen if k not in KINDS]


def systems_by_kind(systems: Iterable[ScoringSystem]) -> list[tuple[str, list[ScoringSystem]]]:
    """(kind, its systems in registry order) for every kind that has a system."""
    systems = list(systems)
    return [
        (kind, [s for s in systems if s.kind == kind])
        for kind in ordered_kinds(s.kind for s in systems)
    ]


def tournament_usage() -> dict[str, int]:
    """How many tournaments use each scoring system (one grouped query)."""
    rows = (
        Tournament.objects.exclude(scoring_system="")
        .order_by()
        .values_list("scoring_system")
        .annotate(n=Count("pk"))
    )
    return dict(rows)


def tournaments_using(slug: str) -> int:
    """How many tournaments use one scoring system (one COUNT)."""
    return Tournament.objects.filter(scoring_system=slug).count()


def scoring_catalogue() -> list[KindGroup]:
    """Every computed system and every text-only WDD entry, grouped by kind."""
    usage = tournament_usage()
    kinds = ordered_kinds([s.kind for s in SYSTEMS.values()] + [e.kind for e in ENTRIES])
    groups = {kind: KindGroup(kind) for kind in kinds}
    for slug, system in SYSTEMS.items():
        groups[system.kind].systems.append(SystemRow(system, usage.get(slug, 0)))
    for entry in ENTRIES:
        groups[entry.kind].entries.append(entry)
    return list(groups.values())
