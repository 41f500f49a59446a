"""Center-count Carnage (slug ``center-count-carnage``).

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md describes Carnage itself;
issue #17 adds this variant). Known from the description of another implementation, the
Diplomacy Tournament Visualiser ("Center-count Carnage"); no rules page of its own was
found. It keeps Carnage's shape (see carnage.py) and makes centres count for much more.
This module is this site's own code.

* Solo: the soloist 39028, every other player 1000 (eliminated players included).
* Otherwise: 7007, 6006, 5005, 4004, 3003, 2002, 1001 by position plus 500 points per
  centre. Position is by centres; eliminated players rank below every survivor by order of
  elimination (later is better, the same year ties), and tied players split the points of
  the positions they cover.
* Tournament: sum of game scores; equal totals share a rank.

Why the solo value is 39028: a full board (34 centres held) then always adds up to the same
45028 (28028 position points + 34 x 500), solo or not: 39028 + 6 x 1000 = 45028.

Readings taken where the text is open: the 1000 points go to every player losing to a solo,
survivors and eliminated players alike, which keeps that total; a board of fewer than seven
powers awards the top position values (six powers: 7007..2002).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import soloist_index, split_places, win_tier_order_keys
from .types import Position

SOLO = Fraction(39028)
LOSS = Fraction(1000)
PER_CENTRE = 500


def place_points(place: int) -> Fraction:
    """7007 for 1st, 6006 for 2nd, ... 1001 for 7th."""
    return Fraction((8 - place) * 1001)


class CenterCountCarnage(ScoringSystem):
    slug = "center-count-carnage"
    name = "Center-count Carnage"
    author = "Carnage convention"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 39028 and 1000 for the others; otherwise 7007..1001 by position plus 500 a centre."
    )
    summary_fr = (
        "Un solo 39028 et 1000 pour les autres\u00a0; sinon 7007..1001 selon la position plus 500 "
        "par centre."
    )
    description = (
        "A solo scores 39028 points for the soloist and 1000 for every other player, "
        "eliminated players included. Any other game gives 7007 points for 1st position, "
        "6006 for 2nd and so on down to 1001 for 7th, plus 500 points per centre held. "
        "Position is by centres; eliminated players rank below all survivors by order of "
        "elimination (later is better, the same year ties), and tied players split the "
        "points of the positions they cover. A board whose 34 centres are all held adds up "
        "to 45028 points, solo or not. The tournament total is the sum of game scores.\n\n"
        "Source: no rules page of its own was found; this Carnage variant is known from the "
        "description of another implementation (the Diplomacy Tournament Visualiser). This "
        "site implements it from that description.\n\n"
        "Readings taken by this site: the 1000 points go to every player losing to a solo, "
        "survivors and eliminated players alike; a board of fewer than seven powers awards "
        "the top position values; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 39028 points à son auteur et 1000 à chaque autre joueur, joueurs "
        "éliminés compris. Toute autre partie donne 7007 points pour la 1re place, 6006 pour "
        "la 2e et ainsi de suite jusqu'à 1001 pour la 7e, plus 500 points par centre "
        "détenu. La place se fait aux centres\u00a0; les joueurs éliminés sont classés derrière "
        "tous les survivants dans l'ordre d'élimination (le plus tardif devant, la même "
        "année à égalité), et les joueurs à égalité se partagent les points des places "
        "qu'ils couvrent. Une table dont les 34 centres sont tous détenus totalise 45028 "
        "points, solo ou non. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: aucune page de règles propre n'a été trouvée\u00a0; cette variante du "
        "Carnage est connue par la description d'une autre implémentation (le Diplomacy "
        "Tournament Visualiser). Ce site l'implémente d'après cette description.\n\n"
        "Interprétations retenues par ce site\u00a0: les 1000 points vont à chaque joueur "
        "battu par un solo, survivants comme éliminés\u00a0; une table de moins de sept "
        "puissances attribue les valeurs des premières places\u00a0; les totaux égaux "
        "partagent le rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        solo = soloist_index(positions)
        if solo is not None:
            return [SOLO if i == solo else LOSS for i in range(len(positions))]
        keys = win_tier_order_keys(positions, end_year)
        return [
            pts + PER_CENTRE * p.centres
            for pts, p in zip(split_places(keys, place_points), positions, strict=True)
        ]
