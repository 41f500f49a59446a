"""C-Diplo 80 (slug ``c-diplo-80``).

Rules: issue #17 of this project (the spec's catalogue, /work/shared/spec/scoring-systems.md,
lists C-Diplo 100 as "More systems: C-Diplo 100"; this is its 80-point member). The C-Diplo
family comes from the French hobby (Bruno-André Giraudon's C-Diplo, 1992, as the World
Diplomacy Database and the diplomania-gen.fr scoring wiki record it); the 80-point version is
only known from the description of the Diplomacy Tournament Visualiser (UEWBot/dipvis, its
"CDiplo 80" game scoring and the diplomacytv.com/game_scoring/cdiplo-80 page): this module is
written from that description, not from its code.

* Solo: 80 to the soloist, 0 to the others.
* Otherwise: 1 point per centre, no point for playing, and 25, 14 and 7 bonus points for the
  top three by centres; tied players split the bonuses of the places they cover, so a board
  whose 34 centres are all owned adds up to 34 + 46 = 80.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: as in C-Diplo 100 (``c_diplo.py``), places go by
centres alone, so players tied on 0 centres share any bonus their place covers; a board with
neutral centres left, or fewer than seven powers, adds up to less than 80.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .c_diplo import c_diplo_family
from .types import Position

BONUSES = {1: 25, 2: 14, 3: 7}


class CDiplo80(ScoringSystem):
    slug = "c-diplo-80"
    name = "C-Diplo 80"
    author = "French Diplomacy hobby (C-Diplo family)"
    year = None
    kind = "Rank + Center Count"
    summary = "A solo 80; otherwise 1 a centre and 25, 14 and 7 for the top three."
    summary_fr = "Un solo 80\u00a0; sinon 1 par centre et 25, 14 et 7 pour les trois premiers."
    description = (
        "A solo scores 80 for the soloist and 0 for everyone else. Otherwise every player "
        "scores 1 point per centre (there is no point for playing), and the top three by "
        "centres get 25, 14 and 7 bonus points; tied players split the bonuses of the places "
        "they cover. A board whose 34 centres are all owned therefore adds up to "
        "34 + 46 = 80. The tournament total is the sum of game scores.\n\n"
        "Source: the 80-point member of the French C-Diplo family, known to this site from "
        "the description of the Diplomacy Tournament Visualiser (its C-Diplo 80 scoring).\n\n"
        "Readings taken by this site: as in C-Diplo 100, places go by centres alone, so "
        "players tied on 0 centres share any bonus their place covers; a board with neutral "
        "centres left adds up to less than 80; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 80 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1 point par centre (il n'y a pas de point de participation), et les trois "
        "premiers aux centres reçoivent 25, 14 et 7 points de bonus\u00a0; les joueurs à "
        "égalité se partagent les bonus des places qu'ils occupent. Une table dont les 34 "
        "centres sont tous occupés totalise donc 34 + 46 = 80. Le total du tournoi est la "
        "somme des scores de partie.\n\n"
        "Source\u00a0: la version en 80 points de la famille C-Diplo de la communauté "
        "française, connue de ce site par la description du Diplomacy Tournament Visualiser "
        "(son barème C-Diplo 80).\n\n"
        "Interprétations retenues par ce site\u00a0: comme pour le C-Diplo 100, les places se "
        "font aux centres seuls, si bien que des joueurs à égalité à 0 centre se partagent "
        "tout bonus couvert par leur place\u00a0; une table où il reste des centres neutres "
        "totalise moins de 80\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return c_diplo_family(positions, solo=80, played=0, bonuses=BONUSES)
