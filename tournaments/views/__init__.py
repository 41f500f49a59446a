"""The public pages. One module a page family; queries live in ``tournaments.selectors``."""

from .catalogue import catalogue, rating_system_detail, scoring_system_detail
from .circuits import circuit_detail, circuit_list
from .home import home
from .players import player_detail, player_list
from .tournaments import (
    download_wdd_pair,
    tournament_detail,
    tournament_list,
    tournament_standings_export,
)

__all__ = [
    "catalogue",
    "circuit_detail",
    "circuit_list",
    "download_wdd_pair",
    "home",
    "player_detail",
    "player_list",
    "rating_system_detail",
    "scoring_system_detail",
    "tournament_detail",
    "tournament_list",
    "tournament_standings_export",
]
