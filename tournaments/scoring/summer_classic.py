"""Summer Classic (slug ``summer-classic``).

Rules: issue #17 of this project (the spec's catalogue, "More systems" in
/work/shared/spec/scoring-systems.md, lists the systems it extends), World Classic
(``world_classic.py``, after Peter McNamara's system summarised on the World Diplomacy Wiki)
with the 2024 change its organiser announced
and the Diplomacy Tournament Visualiser quotes (UEWBot/dipvis issue #305, June 2024): "I've
made a slight tweak to the Summer Classic scoring system by abolishing the board top bonus if
it's shared by 3+ players (to combat the 11-11-11's that are so common usually)". This module
shares World Classic's code (``classic_scores``).

* Solo: 420 to the soloist, 0 to the others.
* Otherwise: 10 points per centre and 30 for surviving; a 48-point bonus to a lone board
  topper, 24 each to two tied toppers, nothing when three or more share the top; an
  eliminated player scores 1 point per year survived.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: those of World Classic (no survival points on a solo
board; a player eliminated in year Y survived Y - 1901 years); two tied toppers share the 48
equally, as in World Classic.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position
from .world_classic import SOLO, classic_scores, shared_topping_bonus

#: the most toppers that still share the bonus
MAX_TOPPERS = 2


def summer_topping_bonus(toppers: int) -> Fraction:
    """48 to a lone topper, 24 each to two, nothing to three or more."""
    return shared_topping_bonus(toppers) if toppers <= MAX_TOPPERS else Fraction(0)


class SummerClassic(ScoringSystem):
    slug = "summer-classic"
    name = "Summer Classic"
    author = "After Peter McNamara's World Classic"
    year = 2024
    kind = "Center Count"
    summary = "World Classic whose topper bonus goes to one or two toppers only."
    summary_fr = "Le World Classic dont le bonus de tête ne va qu'à un ou deux meneurs."
    description = (
        "A solo scores 420 for the soloist and 0 for everyone else. Otherwise every survivor "
        "scores 10 points per centre and 30 points for surviving; a lone board topper gets a "
        "48-point bonus, two tied toppers 24 each, and no one gets it when three or more "
        "share the top. An eliminated player scores 1 point per year survived. The "
        "tournament total is the sum of game scores.\n\n"
        "Source: the World Classic of Peter McNamara with the change the Summer Classic's "
        "organiser made in 2024 (no topping bonus for a top shared by three or more), as "
        "quoted by the Diplomacy Tournament Visualiser.\n\n"
        "Readings taken by this site: those of World Classic (on a solo board everyone but "
        "the soloist scores 0; a player eliminated in 1905 survived 4 years); equal totals "
        "share a rank."
    )
    description_fr = (
        "Un solo rapporte 420 à son auteur et 0 à tous les autres. Sinon, chaque survivant "
        "marque 10 points par centre et 30 points de survie\u00a0; un premier seul en tête "
        "reçoit un bonus de 48 points, deux premiers ex æquo 24 chacun, et personne ne le "
        "reçoit quand trois joueurs ou plus partagent la tête. Un joueur éliminé marque 1 "
        "point par année survécue. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le World Classic de Peter McNamara avec le changement apporté en 2024 "
        "par l'organisateur du Summer Classic (pas de bonus de tête partagé à trois ou plus), "
        "tel que le cite le Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: celles du World Classic (sur une table "
        "avec un solo, tous marquent 0 sauf son auteur\u00a0; un joueur éliminé en 1905 a "
        "survécu 4 années)\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(
            positions,
            Fraction(SOLO),
            lambda: classic_scores(positions, end_year, summer_topping_bonus),
        )
