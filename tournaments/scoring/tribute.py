"""Tribute (slug ``tribute``).

Rules: issue #17 of this project, the original of OpenTribute (spec "More systems:
OpenTribute" in /work/shared/spec/scoring-systems.md), following Brandon Fogel's Tribute as
published by the Windy City Weasels (windycityweasels.org/tribute-scoring-system, "Supply
Center Count + Survival Bonus +/- Tribute"; his article "To Whom Tribute Is Due", Diplomacy
World 149, 2020) and its technical summary on the World Diplomacy Wiki ("Tribute paid cannot
exceed the draw size score"; "Tied board-toppers split the tribute equally").

* Solo: 100 to the soloist, 0 to the others.
* Otherwise: 1 point per centre; the survivors share 66 points equally (the draw-size score);
  every survivor pays the board topper 1 point of tribute for each centre the topper holds
  over 6, never more than their draw-size score; tied toppers split the tribute equally.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* Tribute is paid out of the draw-size score, so eliminated players (who have none) pay
  nothing and score 0; toppers pay no tribute to each other. Tribute only moves points, so a
  drawn board adds up to its owned centres + 66 (100 when every centre is owned).
* Kind: the WDD's three kinds have no "draw size + topping" entry; the topping reward is a
  reward for rank on the board and the rest is centres, so the site files Tribute under
  "Rank + Center Count".
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position

SURVIVAL_POOL = 66
TRIBUTE_FREE_CENTRES = 6


def tribute_scores(positions: Sequence[Position]) -> list[Fraction]:
    """The scores of a drawn board (no solo)."""
    survivors = sum(1 for p in positions if not p.eliminated)
    share = Fraction(SURVIVAL_POOL, survivors)
    leader = max(p.centres for p in positions)
    toppers = sum(1 for p in positions if p.centres == leader)
    tribute = min(share, Fraction(max(0, leader - TRIBUTE_FREE_CENTRES)))
    collected = tribute * (survivors - toppers)
    out = []
    for p in positions:
        if p.eliminated:
            out.append(Fraction(0))
        elif p.centres == leader:
            out.append(p.centres + share + collected / toppers)
        else:
            out.append(p.centres + share - tribute)
    return out


class Tribute(ScoringSystem):
    slug = "tribute"
    name = "Tribute"
    author = "Brandon Fogel (Windy City Weasels)"
    year = 2020
    kind = "Rank + Center Count"
    summary = (
        "A solo 100; otherwise 1 a centre and a share of 66, the survivors paying the topper "
        "1 a centre above 6."
    )
    summary_fr = (
        "Un solo 100\u00a0; sinon 1 par centre et une part de 66, les survivants payant au meneur "
        "1 par centre au-delà de 6."
    )
    description = (
        "A solo scores 100 for the soloist and 0 for everyone else. Otherwise every player "
        "scores 1 point per centre and the survivors share 66 points equally. Every survivor "
        "then pays the board topper 1 point of tribute for each centre the topper holds over "
        "6, but never more than their share of the 66; players tied on the top split the "
        "tribute equally. The tournament total is the sum of game scores.\n\n"
        "Source: Brandon Fogel's Tribute, published by the Windy City Weasels (Chicago) in "
        "2020 and summarised on the World Diplomacy Wiki.\n\n"
        "Readings taken by this site: tribute is paid out of the share of the 66, so "
        "eliminated players pay nothing and score 0; toppers pay no tribute to each other; "
        "a drawn board adds up to its owned centres plus 66; the topping reward makes it a "
        "Rank + Center Count system; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 100 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1 point par centre et les survivants se partagent 66 points à parts égales. "
        "Chaque survivant verse ensuite au premier de la table 1 point de tribut par centre "
        "que celui-ci détient au-delà de 6, mais jamais plus que sa part des 66\u00a0; des "
        "joueurs à égalité en tête se partagent le tribut à parts égales. Le total du "
        "tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le Tribute de Brandon Fogel, publié par les Windy City Weasels "
        "(Chicago) en 2020 et résumé sur le World Diplomacy Wiki.\n\n"
        "Interprétations retenues par ce site\u00a0: le tribut est prélevé sur la part des 66, "
        "si bien que les joueurs éliminés ne paient rien et marquent 0\u00a0; les premiers ex "
        "æquo ne se paient pas de tribut entre eux\u00a0; une table nulle totalise ses centres "
        "occupés plus 66\u00a0; la récompense du premier en fait un système Rang + nombre de "
        "centres\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, Fraction(100), lambda: tribute_scores(positions))
