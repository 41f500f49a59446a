"""The public pages. One module a page family; queries live in ``tournaments.selectors``."""

from .catalogue import catalogue, rating_system_detail, scoring_system_detail
from .circuits import circuit_detail, circuit_list
from .games import game_detail
from .home import home
from .players import player_detail, player_list
from .rating_history import player_rating_history
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
    "game_detail",
    "home",
    "player_detail",
    "player_list",
    "player_rating_history",
    "rating_system_detail",
    "scoring_system_detail",
    "tournament_detail",
    "tournament_list",
    "tournament_standings_export",
]
