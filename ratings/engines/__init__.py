"""Rating systems as plug-ins: adding one is one module and one entry below.

Pages, exports and the admin read the systems from ``ENGINES``; nothing else
lists them. ``engine.run(records, categories, start, snapshots)`` rates every
category of a system in one pass, from scratch or from a ``Checkpoint``, and
returns the changes as columns (``Ledger``), the players' state (``Standing``)
and checkpoints to resume from; ``engine.compute(records, category)`` is the
one-table form returning a ``RatingTable`` of objects.
"""

from __future__ import annotations

from .base import (
    Category,
    Change,
    EventRecord,
    GameRecord,
    PlayerRating,
    RatingEngine,
    RatingTable,
    competition_ranks,
    month_ends,
)
from .dip_pouch import DipPouch
from .ghost import GhostRating
from .ledger import Checkpoint, Ledger, Run, Standing, TableRun
from .openskill_pl import OpenSkillRating

ENGINES: dict[str, RatingEngine] = {
    engine.slug: engine for engine in (DipPouch(), GhostRating(), OpenSkillRating())
}


def get_engine(slug: str) -> RatingEngine:
    try:
        return ENGINES[slug]
    except KeyError:
        known = ", ".join(sorted(ENGINES))
        raise KeyError(f"unknown rating system {slug!r} (known: {known})") from None


__all__ = [
    "ENGINES",
    "Category",
    "Change",
    "Checkpoint",
    "EventRecord",
    "GameRecord",
    "Ledger",
    "PlayerRating",
    "RatingEngine",
    "RatingTable",
    "Run",
    "Standing",
    "TableRun",
    "competition_ranks",
    "get_engine",
    "month_ends",
]
