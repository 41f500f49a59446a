"""Mischief (slug ``mischief``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). Known
to this site only from the Diplomacy Tournament Visualiser's description of the Mischief
scoring system (UEWBot/dipvis, game_scoring/mischief.py; GPL: read for the rules, not
copied); no published rules page was found:

* Solo: the soloist 34 (every centre on the board), everyone else 0.
* Otherwise 1 point per centre held at the end, plus a board-top bonus: 5 points to a lone
  topper, 1 point each to two players sharing the top, nothing when three or more share it.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: eliminated players score 0 (they hold no centre); the
top is by centres alone; no tie-break beyond the total. Kind "Center Count": every point but
the small topping bonus is a centre, as in Detour09.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import TOTAL_CENTRES, Position

#: the board-top bonus by the number of players sharing the top
TOP_BONUS = {1: 5, 2: 1}


class Mischief(ScoringSystem):
    slug = "mischief"
    name = "Mischief"
    author = "Not recorded (described by the Diplomacy Tournament Visualiser)"
    year = None
    kind = "Center Count"
    summary = "A solo 34; otherwise 1 a centre and 5 for a lone topper (1 each for two)."
    summary_fr = (
        "Un solo 34\u00a0; sinon 1 par centre et 5 pour un meneur seul (1 chacun pour deux)."
    )
    description = (
        "A solo scores 34 points for the soloist (every centre on the board) and 0 for "
        "everyone else. Any other game gives every player 1 point per centre held at the "
        "end, plus a board-top bonus: 5 points to a player who tops the board alone, 1 point "
        "each to two players sharing the top, and nothing when three or more share it. The "
        "tournament total is the sum of game scores.\n\n"
        "Source: the Mischief scoring system as described by the Diplomacy Tournament "
        "Visualiser (the only description this site found).\n\n"
        "Readings taken by this site: the top is decided by centres alone; eliminated "
        "players score 0; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 34 points à son auteur (tous les centres de la carte) et 0 à tous "
        "les autres. Toute autre partie donne à chaque joueur 1 point par centre détenu en "
        "fin de partie, plus un bonus de premier de table\u00a0: 5 points à un joueur seul en "
        "tête, 1 point chacun à deux joueurs qui partagent la tête, et rien quand trois "
        "joueurs ou plus la partagent. Le total du tournoi est la somme des scores de "
        "partie.\n\n"
        "Source\u00a0: le système Mischief tel que décrit par le Diplomacy Tournament "
        "Visualiser (la seule description trouvée par ce site).\n\n"
        "Interprétations retenues par ce site\u00a0: la tête de table se décide aux centres "
        "seuls\u00a0; les joueurs éliminés marquent 0\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            top = max(p.centres for p in positions)
            bonus = TOP_BONUS.get(sum(1 for p in positions if p.centres == top), 0)
            return [Fraction(p.centres + (bonus if p.centres == top else 0)) for p in positions]

        return solo_or(positions, Fraction(TOTAL_CENTRES), draw)
