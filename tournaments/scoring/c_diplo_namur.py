"""C-Diplo Namur (slug ``c-diplo-namur``).

Rules: issue #17 of this project, after C-Diplo 100 (spec "More systems: C-Diplo 100" in
/work/shared/spec/scoring-systems.md), following the published scoring of the Dutch National
Diplomacy Championship (ndc-groningen.online/Scoring_System.html: "The first six supply
centres are scored as shown below. All further supply centres are worth one point each ...
A player who soloes scores 85 points and all players soloed on score 0 points"), which agrees
with the "Namur" survival bonuses listed by stabbeurfou.org (1 centre +4, 2 +7, 3 +9, 4 +10,
5 +11, 6 and more +12 on top of 1 point per centre).

* Solo: 85 to the soloist, 0 to the others.
* Otherwise: 1 point for playing; centre points 5, 9, 12, 14, 16, 18 for 1 to 6 centres and
  1 more for every further centre (7 centres 19, ... 17 centres 29); 38, 14 and 7 bonus
  points for the top three by centres, tied players dividing evenly the bonuses of the places
  they cover.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: eliminated players keep the point for playing and, as
in C-Diplo 100 (``c_diplo.py``), places go by centres alone, so players tied on 0 centres
share any bonus their place covers; the "aggravated" solo some French events used (73 to the
winner, -15 to the others) is another variant, not this one. A board's total is not fixed:
the centre points reward small powers.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .c_diplo import BONUSES, c_diplo_family
from .types import Position

#: centre points for 0..6 centres; every further centre adds 1
SMALL_POWER_POINTS = (0, 5, 9, 12, 14, 16, 18)


def namur_centre_points(centres: int) -> int:
    """5, 9, 12, 14, 16, 18 for 1..6 centres, then 1 more per centre."""
    last = len(SMALL_POWER_POINTS) - 1
    if centres <= last:
        return SMALL_POWER_POINTS[centres]
    return SMALL_POWER_POINTS[last] + centres - last


class CDiploNamur(ScoringSystem):
    slug = "c-diplo-namur"
    name = "C-Diplo Namur"
    author = "French-speaking hobby (C-Diplo family)"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 85; otherwise 1 for playing, centre points that favour small powers and 38, "
        "14 and 7 for the top three."
    )
    summary_fr = (
        "Un solo 85\u00a0; sinon 1 de participation, des points de centres favorables aux petites "
        "puissances et 38, 14 et 7 pour les trois premiers."
    )
    description = (
        "A solo scores 85 for the soloist and 0 for everyone else. Otherwise every player "
        "scores 1 point for playing plus centre points that favour small powers: 5, 9, 12, "
        "14, 16 and 18 points for 1 to 6 centres, then 1 more point for every further centre "
        "(17 centres are worth 29). The top three by centres get 38, 14 and 7 bonus points; "
        "tied players divide evenly the bonuses of the places they cover. The tournament "
        "total is the sum of game scores.\n\n"
        "Source: the scoring published by the Dutch National Diplomacy Championship "
        "(Groningen), which agrees with the Namur survival bonuses listed by the French "
        "Stab Beurfou site.\n\n"
        "Readings taken by this site: eliminated players keep the point for playing; places "
        "go by centres alone, so players tied on 0 centres share any bonus their place "
        "covers; the aggravated solo some French events used (73 to the winner, -15 to the "
        "others) is another variant; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 85 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1 point de participation plus des points de centres qui favorisent les "
        "petites puissances\u00a0: 5, 9, 12, 14, 16 et 18 points pour 1 à 6 centres, puis 1 "
        "point de plus par centre supplémentaire (17 centres valent 29). Les trois premiers "
        "aux centres reçoivent 38, 14 et 7 points de bonus\u00a0; les joueurs à égalité se "
        "partagent à parts égales les bonus des places qu'ils occupent. Le total du tournoi "
        "est la somme des scores de partie.\n\n"
        "Source\u00a0: le barème publié par le championnat national néerlandais de Diplomacy "
        "(Groningue), conforme aux bonus de survie «\u00a0Namur\u00a0» que liste le site français "
        "Stab Beurfou.\n\n"
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés gardent le point de "
        "participation\u00a0; les places se font aux centres seuls, si bien que des joueurs à "
        "égalité à 0 centre se partagent tout bonus couvert par leur place\u00a0; le solo "
        "aggravé de certains tournois français (73 au vainqueur, -15 aux autres) est une "
        "autre variante\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return c_diplo_family(
            positions, solo=85, played=1, bonuses=BONUSES, centre_points=namur_centre_points
        )
