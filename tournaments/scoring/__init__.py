"""Scoring-systems engine: score Diplomacy boards and rank tournaments.

Pure Python over plain dataclasses (no Django). Rules: /work/shared/spec/scoring-systems.md.
Adding a system = one module with a :class:`ScoringSystem` subclass + one entry in ``SYSTEMS``.
"""

from __future__ import annotations

from .base import (
    AGGREGATIONS,
    POWERS,
    Aggregation,
    BoardInput,
    BoardScore,
    PlayedGame,
    Position,
    ScoringSystem,
    StandingRow,
    TournamentResult,
    dip_pouch_percentile,
    squares_daanz_game_key,
)
from .c_diplo import CDiplo
from .carnage import Carnage
from .detour09 import Detour09
from .draw_size import DrawSize
from .duct_tape_v2 import DuctTapeV2
from .duct_tape_v2_elimination_order import DuctTapeV2EliminationOrder
from .manorcon import ManorCon
from .mischief import Mischief
from .opentribute import OpenTribute
from .ranked_classic import RankedClassic
from .solos import Solos
from .squares_daanz import SquaresDaanz
from .sum_of_squares import SumOfSquares
from .vulcan import Vulcan
from .win_tier import WinTier
from .your_draw_size import YourDrawSizeShort
from .your_draw_size_unlimited import YourDrawSizeUnlimited

#: slug -> system, in catalogue order
SYSTEMS: dict[str, ScoringSystem] = {
    system.slug: system
    for system in (
        WinTier(),
        SquaresDaanz(),
        DrawSize(),
        SumOfSquares(),
        Carnage(),
        CDiplo(),
        OpenTribute(),
        ManorCon(),
        Detour09(),
        # issue #17, third block: Duct Tape V2 .. Your Draw Size
        DuctTapeV2(),
        DuctTapeV2EliminationOrder(),
        Mischief(),
        RankedClassic(),
        Solos(),
        Vulcan(),
        YourDrawSizeShort(),
        YourDrawSizeUnlimited(),
    )
}


def get_system(slug: str) -> ScoringSystem:
    """The registered system for ``slug``; KeyError naming the known slugs otherwise."""
    try:
        return SYSTEMS[slug]
    except KeyError:
        raise KeyError(
            f"Unknown scoring system {slug!r}; known systems: {', '.join(SYSTEMS)}"
        ) from None


__all__ = [
    "AGGREGATIONS",
    "POWERS",
    "SYSTEMS",
    "Aggregation",
    "BoardInput",
    "BoardScore",
    "PlayedGame",
    "Position",
    "ScoringSystem",
    "StandingRow",
    "TournamentResult",
    "dip_pouch_percentile",
    "get_system",
    "squares_daanz_game_key",
]
