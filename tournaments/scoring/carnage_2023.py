"""Carnage 2023 (slug ``carnage-2023``): Carnage plus a lead bonus for a lone board topper.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md describes Carnage itself;
issue #17 adds this variant). The name comes from another implementation, the Diplomacy
Tournament Visualiser, which describes it as Carnage whose leader "gets an additional 300
points per centre ahead of second place power". The same rule is published by the Boston
Massacre tournament (sites.google.com/site/bostonmassacrediplomacy/scoring) as "Carnhik":
Carnage, and 300 points to the player with the highest centre count for each centre above
the next player (a 12-centre topper over a 9 gets 900 more); no lead points when the top is
shared, nor on a solo. This module is this site's own code.

* Solo: the soloist 28034, everyone else 0 (no lead points).
* Otherwise: Carnage (carnage.py): 7000, 6000, ... 1000 by position plus 1 point per
  centre, eliminated players ordered by elimination year, ties splitting the points; and a
  lone board topper adds 300 points per centre of lead over the next highest centre count.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: the lead is measured against the next highest centre
count on the board (an eliminated power counts 0 centres); a board of fewer than seven powers
awards the top position values, as Carnage does.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .carnage import CARNAGE_SOLO
from .squares_daanz import solo_or
from .types import Position
from .win_tier import position_points

LEAD_POINTS = 300


def lone_lead(centres: Sequence[int]) -> tuple[int | None, int]:
    """(index of the lone board topper, their lead over the next count); (None, 0) when the
    top is shared."""
    top = max(centres)
    if centres.count(top) > 1:
        return None, 0
    runner_up = max((c for c in centres if c != top), default=0)
    return centres.index(top), top - runner_up


class Carnage2023(ScoringSystem):
    slug = "carnage-2023"
    name = "Carnage 2023"
    author = "Carnage convention"
    year = 2023
    kind = "Rank + Center Count"
    summary = "Carnage plus 300 points a centre of lead for a lone board topper."
    summary_fr = "Le Carnage plus 300 points par centre d'avance pour un meneur seul."
    description = (
        "A solo scores 28034 points for the soloist and 0 for everyone else. Any other game "
        "is scored as in Carnage: 7000 points for 1st position, 6000 for 2nd and so on down "
        "to 1000 for 7th, plus 1 point per centre held; eliminated players rank below all "
        "survivors by order of elimination, and tied players split the points of the "
        "positions they cover. In addition a lone board topper scores 300 points for every "
        "centre of lead over the next player (12 centres over a 9: 900 more); a shared top "
        "earns no lead points. The tournament total is the sum of game scores.\n\n"
        "Source: the name and rule as another implementation describes them (the Diplomacy "
        "Tournament Visualiser); the same rule is published by the Boston Massacre "
        "tournament as Carnhik, with the example above.\n\n"
        "Readings taken by this site: the lead is measured against the next highest centre "
        "count on the board; a board of fewer than seven powers awards the top position "
        "values; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 28034 points à son auteur et 0 à tous les autres. Toute autre "
        "partie se compte comme au Carnage\u00a0: 7000 points pour la 1re place, 6000 pour la "
        "2e et ainsi de suite jusqu'à 1000 pour la 7e, plus 1 point par centre détenu\u00a0; "
        "les joueurs éliminés sont classés derrière tous les survivants dans l'ordre "
        "d'élimination, et les joueurs à égalité se partagent les points des places qu'ils "
        "couvrent. En outre, un joueur seul en tête marque 300 points par centre d'avance "
        "sur le joueur suivant (12 centres contre 9\u00a0: 900 de plus)\u00a0; une tête partagée "
        "ne rapporte aucun point d'avance. Le total du tournoi est la somme des scores de "
        "partie.\n\n"
        "Source\u00a0: le nom et la règle tels que les décrit une autre implémentation (le "
        "Diplomacy Tournament Visualiser)\u00a0; la même règle est publiée par le tournoi "
        "Boston Massacre sous le nom Carnhik, avec l'exemple ci-dessus.\n\n"
        "Interprétations retenues par ce site\u00a0: l'avance se mesure sur le nombre de "
        "centres suivant le plus élevé de la table\u00a0; une table de moins de sept "
        "puissances attribue les valeurs des premières places\u00a0; les totaux égaux "
        "partagent le rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            scores = position_points(positions, end_year)
            leader, lead = lone_lead([p.centres for p in positions])
            if leader is not None:
                scores[leader] += LEAD_POINTS * lead
            return scores

        return solo_or(positions, Fraction(CARNAGE_SOLO), draw)
