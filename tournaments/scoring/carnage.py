"""Carnage (slug ``carnage``).

Rules: spec "More systems: Carnage" in /work/shared/spec/scoring-systems.md, following the
Carnage scoring of the Carnage convention (Vermont) as explained with worked examples on the
webDiplomacy forum ("Each game is worth 28,034 pts. If you solo, you get them all").

* Solo: the soloist 28034 (= 7000 + 6000 + ... + 1000 + 34), everyone else 0.
* Otherwise: 7000, 6000, ... 1000 by position plus 1 point per centre; ties split the
  position points; eliminated players are ordered by elimination year as in Win Tier (later is
  better, the same year ties).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: no tie-break beyond the total; a board of fewer than
seven powers awards the top position values (six powers: 7000..2000).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position
from .win_tier import position_points

CARNAGE_SOLO = 28034


class Carnage(ScoringSystem):
    slug = "carnage"
    name = "Carnage"
    author = "Carnage convention"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 28034; otherwise 7000..1000 by position (the eliminated by year) plus 1 a centre."
    )
    summary_fr = (
        "Un solo 28034\u00a0; sinon 7000..1000 selon la position (les éliminés par année) plus 1 "
        "par centre."
    )
    description = (
        "A solo scores 28034 points for the soloist (all the points a board can give) and 0 "
        "for everyone else. Any other game gives 7000 points for 1st position, 6000 for 2nd "
        "and so on down to 1000 for 7th, plus 1 point per centre held. Position is by "
        "centres; eliminated players rank below all survivors by order of elimination, and "
        "tied players split the points of the positions they cover (two tied for 1st get "
        "6500 each). The tournament total is the sum of game scores.\n\n"
        "Source: the Carnage convention's scoring, as explained with worked examples on the "
        "webDiplomacy forum. Readings taken by this site: equal totals share a rank; a board "
        "of fewer than seven powers awards the top position values."
    )
    description_fr = (
        "Un solo rapporte 28034 points à son auteur (tous les points qu'une table peut "
        "donner) et 0 à tous les autres. Toute autre partie donne 7000 points pour la 1re "
        "place, 6000 pour la 2e et ainsi de suite jusqu'à 1000 pour la 7e, plus 1 point "
        "par centre détenu. La place se fait aux centres\u00a0; les joueurs éliminés sont "
        "classés derrière tous les survivants dans l'ordre d'élimination, et les joueurs à "
        "égalité se partagent les points des places qu'ils occupent (deux joueurs à "
        "égalité à la 1re place reçoivent 6500 chacun). Le total du tournoi est la somme "
        "des scores de partie.\n\n"
        "Source\u00a0: le barème de la convention Carnage, tel qu'expliqué avec des exemples "
        "détaillés sur le forum de webDiplomacy. Interprétations retenues par ce site\u00a0: "
        "les totaux égaux partagent un rang\u00a0; une table de moins de sept puissances "
        "attribue les valeurs des premières places."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(
            positions, Fraction(CARNAGE_SOLO), lambda: position_points(positions, end_year)
        )
