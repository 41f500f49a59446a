"""Vulcan (slug ``vulcan``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). Known
to this site only from the Diplomacy Tournament Visualiser's description of the Vulcan scoring
system and its worked examples "Example 1" and "Example 2" (UEWBot/dipvis,
game_scoring/vulcan.py and its tests; GPL: read for the rules, not copied); no published
rules page was found:

* Eliminated players score 0.
* Solo: the soloist 130; every other survivor 5.
* Otherwise each survivor scores 1 point per centre, plus 1 point for each centre between
  them and every player below them, eliminated players included (the sum, over every player
  with fewer centres, of the difference), plus 5 for surviving; the board topper adds 10,
  split equally between players sharing the top.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: "below" is by centres, so players on equal centres add
nothing to each other's gap bonus; no tie-break beyond the total. Kind "Center Count": apart
from the 10-point topping bonus every point comes from centre counts and their differences.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import soloist_index
from .types import Position

VULCAN_SOLO = Fraction(130)
SURVIVAL = 5
TOP_BONUS = 10


def gap_bonus(p: Position, positions: Sequence[Position]) -> int:
    """1 point for each centre between ``p`` and every player holding fewer."""
    return sum(p.centres - q.centres for q in positions if q.centres < p.centres)


class Vulcan(ScoringSystem):
    slug = "vulcan"
    name = "Vulcan"
    author = "Not recorded (described by the Diplomacy Tournament Visualiser)"
    year = None
    kind = "Center Count"
    summary = (
        "1 a centre, 1 a centre of lead over each player below and 5 for surviving, 10 to the"
        " topper; a solo 130."
    )
    summary_fr = (
        "1 par centre, 1 par centre d'avance sur chaque joueur derrière et 5 pour la survie, "
        "10 au meneur\u00a0; un solo 130."
    )
    description = (
        "Eliminated players score 0. A solo scores 130 points for the soloist and 5 for "
        "every other survivor. In any other game every survivor scores 1 point per centre, "
        "plus 1 point for each centre between them and every player below them (eliminated "
        "players included), plus 5 points for surviving; the board topper adds 10 points, "
        "split equally between players sharing the top. The tournament total is the sum of "
        "game scores.\n\n"
        "Source: the Vulcan scoring system as described, with worked examples, by the "
        "Diplomacy Tournament Visualiser (the only description this site found).\n\n"
        "Readings taken by this site: players on equal centres add nothing to each other's "
        "gap points; equal totals share a rank."
    )
    description_fr = (
        "Les joueurs éliminés marquent 0. Un solo rapporte 130 points à son auteur et 5 à "
        "chaque autre survivant. Dans toute autre partie, chaque survivant marque 1 point par "
        "centre, plus 1 point pour chaque centre d'écart avec chacun des joueurs classés "
        "derrière lui (joueurs éliminés compris), plus 5 points de survie\u00a0; le premier de "
        "la table ajoute 10 points, partagés à parts égales entre les joueurs à égalité en "
        "tête. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le système Vulcan tel que décrit, avec des exemples détaillés, par le "
        "Diplomacy Tournament Visualiser (la seule description trouvée par ce site).\n\n"
        "Interprétations retenues par ce site\u00a0: des joueurs à égalité de centres "
        "n'ajoutent rien à leurs points d'écart respectifs\u00a0; les totaux égaux partagent "
        "un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        solo = soloist_index(positions)
        if solo is not None:
            return [
                VULCAN_SOLO if i == solo else Fraction(0 if p.eliminated else SURVIVAL)
                for i, p in enumerate(positions)
            ]
        top = max(p.centres for p in positions)
        toppers = sum(1 for p in positions if p.centres == top)
        scores = []
        for p in positions:
            if p.eliminated:
                scores.append(Fraction(0))
                continue
            score = Fraction(p.centres + gap_bonus(p, positions) + SURVIVAL)
            if p.centres == top:
                score += Fraction(TOP_BONUS, toppers)
            scores.append(score)
        return scores
