"""The results data: players, tournaments, boards, online games, circuits.

Tournament boards and online games share one table (`Game`) and one result
table (`GameResult`): a board is a game with a round. Game-based ratings then
read a single table, and nothing about a result's shape is written twice.
Behaviour that spans rows (importing, scoring, ranking) lives in modules named
for it, not here.

Every edit of a player, tournament, round, game (board), result or standing
is kept in its history (django-simple-history: who, when, what), which the
admin shows and a superuser restores from. Bulk writes (imports) record their
own entries (``tournaments.importing.history``).

The models live in modules named for what they own, each importing only the
ones before it: ``choices`` and ``slugs`` (no model), ``players``, ``events``
(circuits, tournaments, rounds), ``games`` (boards, online games, results),
``placements`` (published and computed standings, board scores, awards). This
package names them all, so that ``tournaments.models`` stays the one address
the rest of the site imports from.
"""

# isort: off
# In the order the models were always defined: the app registry lists them in
# import order, and content types and permissions are created in that order.
from .choices import (
    POWERS,
    TOTAL_CENTRES,
    VARIANT_POWERS,
    GameScoring,
    Press,
    ResultStatus,
    Variant,
    variant_powers,
)
from .slugs import board_slug, board_url, name_slug
from .players import Player, PlayerAlias
from .events import Circuit, Round, Tournament
from .games import (
    GAME_HISTORY,
    Board,
    BoardManager,
    BoardResult,
    Game,
    GameResult,
    OnlineGame,
    OnlineGameManager,
)
from .placements import BoardScore, ComputedStanding, CountryAward, Standing
from ..data_version import DataVersion  # what the page cache keys pages by
from ..pending import PendingImport  # a model of this app, in a module of its own
from ..players.merge_record import PlayerMerge  # likewise
# isort: on

__all__ = [
    "GAME_HISTORY",
    "POWERS",
    "TOTAL_CENTRES",
    "VARIANT_POWERS",
    "Board",
    "BoardManager",
    "BoardResult",
    "BoardScore",
    "Circuit",
    "ComputedStanding",
    "CountryAward",
    "DataVersion",
    "Game",
    "GameResult",
    "GameScoring",
    "OnlineGame",
    "OnlineGameManager",
    "PendingImport",
    "Player",
    "PlayerAlias",
    "PlayerMerge",
    "Press",
    "ResultStatus",
    "Round",
    "Standing",
    "Tournament",
    "Variant",
    "board_slug",
    "board_url",
    "name_slug",
    "variant_powers",
]
