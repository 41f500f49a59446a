"""Bangkok-Pike (slug ``bangkok-pike``), a member of the Bangkok family with fixed bonuses.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). No rules page of its own was found: the system is known from the
description of another implementation, the Diplomacy Tournament Visualiser (dipvis, Chris
Brand), as "Bangkok Pike". This module is this site's own code, written from that text.

* Draw: 1 point per centre and 3 points for holding at least one centre. A lone board
  topper adds 6; toppers sharing the top add 4 each. Everyone exactly 1 centre behind the
  top adds 4, everyone exactly 2 behind adds 2. A lone topper with nobody 1 behind also
  takes the 4, and with nobody 1 or 2 behind also the 2 (at most 12 in bonuses).
* An eliminated player scores 0.1 per game year played (the year of elimination included).
* Solo: the soloist 60; every other player is scored as if eliminated, survivors in the
  solo year.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* "Nobody 1 or 2 behind" is read as nobody 1 behind and nobody 2 behind, so a lone topper
  with a rival 2 behind (and none 1 behind) takes 6 + 4 and the rival 2.
* The bonuses go to survivors only (an eliminated power is not "2 centres behind" a topper
  of 2).
* The solo year is the board's recorded end year; when it is not recorded, the later of
  1909 and the last elimination year on the board (the engine's shared reading).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .manorcon import years_played
from .positions import elimination_year, soloist_index
from .types import Position

SOLO = Fraction(60)
SURVIVAL = 3
PER_YEAR = Fraction(1, 10)
LONE_TOP, SHARED_TOP, ONE_BEHIND, TWO_BEHIND = 6, 4, 4, 2


def pike_bonuses(centres: Sequence[int]) -> list[int]:
    """The topping bonuses of a board without a solo, aligned with ``centres``."""
    top = max(centres)
    count = centres.count
    bonuses = []
    for c in centres:
        if c == 0:
            bonuses.append(0)
        elif c == top and count(top) == 1:
            bonus = LONE_TOP
            if not count(top - 1):
                bonus += ONE_BEHIND
                if not count(top - 2):
                    bonus += TWO_BEHIND
            bonuses.append(bonus)
        elif c == top:
            bonuses.append(SHARED_TOP)
        else:
            bonuses.append({1: ONE_BEHIND, 2: TWO_BEHIND}.get(top - c, 0))
    return bonuses


class BangkokPike(ScoringSystem):
    slug = "bangkok-pike"
    name = "Bangkok-Pike"
    author = "—"  # not published (the Source paragraph says so)
    year = None
    kind = "Rank + Center Count"
    summary = (
        "1 a centre and 3 for surviving, 6 for a lone topper, 4 and 2 for those 1 or 2 "
        "centres behind; a solo 60."
    )
    summary_fr = (
        "1 par centre et 3 pour la survie, 6 pour un meneur seul, 4 et 2 pour ceux à 1 ou 2 "
        "centres\u00a0; un solo 60."
    )
    description = (
        "A game without a solo scores 1 point per centre held and 3 points for holding at "
        "least one centre. A lone board topper adds 6 points; players sharing the top add 4 "
        "each. Every player exactly 1 centre behind the top adds 4 points, and every player "
        "exactly 2 behind adds 2. A lone topper with nobody 1 centre behind also takes those "
        "4 points, and with nobody 1 or 2 centres behind also the 2. An eliminated player "
        "scores 0.1 points per game year played, the year of elimination included. A "
        "soloist scores 60 points; every other player is scored as if eliminated, the "
        "survivors in the year of the solo. The tournament total is the sum of game "
        "scores.\n\n"
        "Source: no rules page of its own was found; the system is known from the "
        "description of another implementation (the Diplomacy Tournament Visualiser, as "
        "Bangkok Pike). This site implements it from that description. No author is named.\n\n"
        "Readings taken by this site: nobody 1 or 2 centres behind means nobody 1 behind and "
        "nobody 2 behind; the bonuses go to survivors only; the solo year is the board's "
        "recorded end year (else the later of 1909 and the last elimination year); equal "
        "totals share a rank."
    )
    description_fr = (
        "Une partie sans solo rapporte 1 point par centre détenu et 3 points pour qui "
        "détient au moins un centre. Un joueur seul en tête ajoute 6 points\u00a0; les "
        "joueurs qui partagent la tête ajoutent 4 points chacun. Chaque joueur à exactement "
        "1 centre de la tête ajoute 4 points, et chaque joueur à exactement 2 centres en "
        "ajoute 2. Un joueur seul en tête sans personne à 1 centre prend aussi ces 4 "
        "points, et sans personne à 1 ni à 2 centres prend aussi les 2. Un joueur éliminé "
        "marque 0,1 point par année de jeu, année d'élimination comprise. L'auteur d'un "
        "solo marque 60 points\u00a0; chaque autre joueur est compté comme éliminé, les "
        "survivants l'année du solo. Le total du tournoi est la somme des scores de "
        "partie.\n\n"
        "Source\u00a0: aucune page de règles propre n'a été trouvée\u00a0; le système est connu "
        "par la description d'une autre implémentation (le Diplomacy Tournament "
        "Visualiser, sous le nom Bangkok Pike). Ce site l'implémente d'après cette "
        "description. Aucun auteur n'est nommé.\n\n"
        "Interprétations retenues par ce site\u00a0: personne à 1 ni à 2 centres signifie "
        "personne à 1 centre et personne à 2 centres\u00a0; les primes vont aux seuls "
        "survivants\u00a0; l'année du solo est l'année de fin enregistrée de la table (sinon "
        "la plus tardive de 1909 et de la dernière année d'élimination)\u00a0; les totaux "
        "égaux partagent le rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def pity(p: Position) -> Fraction:
            year = elimination_year(p, end_year)
            return PER_YEAR * years_played(end_year if year is None else year)

        solo = soloist_index(positions)
        if solo is not None:
            return [SOLO if i == solo else pity(p) for i, p in enumerate(positions)]
        bonuses = pike_bonuses([p.centres for p in positions])
        return [
            pity(p) if p.eliminated else Fraction(p.centres + SURVIVAL + bonus)
            for p, bonus in zip(positions, bonuses, strict=True)
        ]
