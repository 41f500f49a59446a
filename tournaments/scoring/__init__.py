"""Scoring-systems engine: score Diplomacy boards and rank tournaments.

Pure Python over plain dataclasses (no Django). Rules: /work/shared/spec/scoring-systems.md.
Adding a system = one module with a :class:`ScoringSystem` subclass + one entry in ``SYSTEMS``.
"""

from __future__ import annotations

from .bangkok import Bangkok
from .bangkok_pike import BangkokPike
from .base import ScoringSystem
from .c_diplo import CDiplo
from .c_diplo_80 import CDiplo80
from .c_diplo_namur import CDiploNamur
from .carnage import Carnage
from .carnage_2023 import Carnage2023
from .carnage_dead_equal import CarnageDeadEqual
from .center_count_carnage import CenterCountCarnage
from .detour09 import Detour09
from .draw_size import DrawSize
from .duct_tape_v2 import DuctTapeV2
from .duct_tape_v2_elimination_order import DuctTapeV2EliminationOrder
from .games import PlayedGame, squares_daanz_game_key
from .haight import Haight
from .manorcon import ManorCon
from .manorcon_original import ManorConOriginal
from .manorcon_v2 import ManorConV2
from .maxonian import Maxonian
from .mischief import Mischief
from .olympic import Olympic
from .open_mind_the_gap import OpenMindTheGap
from .opentribute import OpenTribute
from .ranked_classic import RankedClassic
from .ranked_classic_v2 import RankedClassicV2
from .seven_eleven import SevenEleven
from .solos import Solos
from .southern_sun import SouthernSun
from .squares_daanz import SquaresDaanz
from .sum_of_squares import SumOfSquares
from .summer_classic import SummerClassic
from .sydney_league import SydneyLeague
from .tribute import Tribute
from .types import (
    AGGREGATIONS,
    POWERS,
    Aggregation,
    BoardInput,
    BoardScore,
    Position,
    StandingRow,
    TournamentResult,
    dip_pouch_percentile,
)
from .vulcan import Vulcan
from .whipping import Whipping
from .win_tier import WinTier
from .world_classic import WorldClassic
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
        Bangkok(),
        Olympic(),
        BangkokPike(),
        CarnageDeadEqual(),
        CenterCountCarnage(),
        Carnage2023(),
        SevenEleven(),
        Haight(),
        Maxonian(),
        Whipping(),
        CDiplo80(),
        CDiploNamur(),
        Tribute(),
        OpenMindTheGap(),
        ManorConOriginal(),
        ManorConV2(),
        SouthernSun(),
        SydneyLeague(),
        WorldClassic(),
        SummerClassic(),
        DuctTapeV2(),
        DuctTapeV2EliminationOrder(),
        Mischief(),
        RankedClassic(),
        Solos(),
        Vulcan(),
        YourDrawSizeShort(),
        YourDrawSizeUnlimited(),
        RankedClassicV2(),
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
