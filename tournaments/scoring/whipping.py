"""Whipping (slug ``whipping``), the scoring of the Whipping tournament (San Francisco Bay
Area, run by the Bay Area Diplomacy Association since 2004).

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). No rules page of the tournament's own was found: the rule is known
from the description of another implementation, the Diplomacy Tournament Visualiser
("Whipping", solo 468). The same shape is recorded by the World Diplomacy Database as the
Weasel Moot 2007 system of Jim O'Kelley (scoring_class.php?id_scoring=28: 450 for a win, 10
per centre, 60 divided by the number of survivors, 1 per year of living for an eliminated
position, a board-topping bonus of 2 per centre if there is no tie). This module is this
site's own code.

* Solo: the soloist 468; every other player scores as if eliminated when the solo happened.
* Otherwise: an eliminated player 1 point per year played; every survivor 10 points per
  centre plus an equal share of 60 points; a lone board topper adds twice their centre count
  (no topping bonus when the top is shared).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* Years played by a power eliminated in year Y: Y - 1900 (1901..Y, the year of elimination
  included); a survivor of a solo board played the years up to the solo year.
* The 60 points are shared exactly (three survivors: 20 each; seven: 60/7 each).
* The solo year is the board's recorded end year; when it is not recorded, the later of
  1909 and the last elimination year on the board (the engine's shared reading).

The kind: the WDD files its Weasel Moot ancestor as "Draw + Center Count", not one of its
three kinds; centres carry most of the points, so this site files it as "Center Count".
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .carnage_2023 import lone_lead
from .manorcon import years_played
from .positions import elimination_year, soloist_index
from .types import Position

SOLO = Fraction(468)
PER_CENTRE = 10
SURVIVORS_SHARE = 60
TOPPING_PER_CENTRE = 2


class Whipping(ScoringSystem):
    slug = "whipping"
    name = "Whipping"
    author = "Bay Area Diplomacy Association"
    year = None
    kind = "Center Count"
    summary = (
        "Survivors 10 a centre and a share of 60, a lone topper twice their centres more; a "
        "solo 468."
    )
    summary_fr = (
        "Les survivants 10 par centre et une part de 60, un meneur seul deux fois ses centres"
        " en plus\u00a0; un solo 468."
    )
    description = (
        "A solo scores 468 points for the soloist; every other player scores as if "
        "eliminated when the solo happened. Otherwise an eliminated player scores 1 point "
        "per year played, the year of elimination included; every survivor scores 10 "
        "points per centre plus an equal share of 60 points; and a lone board topper adds "
        "twice their centre count (nothing when the top is shared). The tournament total is "
        "the sum of game scores.\n\n"
        "Source: the Whipping tournament's scoring (San Francisco Bay Area) as another "
        "implementation describes it (the Diplomacy Tournament Visualiser); the World "
        "Diplomacy Database records the same rules, with 450 points for a solo, as Jim "
        "O'Kelley's Weasel Moot 2007 system.\n\n"
        "Readings taken by this site: a survivor of a solo board played the years up to the "
        "solo year, which is the board's recorded end year (else the later of 1909 and the "
        "last elimination year); the 60 points are shared exactly; equal totals share a "
        "rank. The WDD files the Weasel Moot system as Draw + Center Count, not one of its "
        "three kinds; centres carry most of the points, so this site files it as Center "
        "Count."
    )
    description_fr = (
        "Un solo rapporte 468 points à son auteur\u00a0; chaque autre joueur est compté comme "
        "éliminé au moment du solo. Sinon, un joueur éliminé marque 1 point par année jouée, "
        "année d'élimination comprise\u00a0; chaque survivant marque 10 points par centre plus "
        "une part égale de 60 points\u00a0; et un joueur seul en tête ajoute le double de son "
        "nombre de centres (rien quand la tête est partagée). Le total du tournoi est la "
        "somme des scores de partie.\n\n"
        "Source\u00a0: le système de score du tournoi Whipping (baie de San Francisco) tel que "
        "le décrit une autre implémentation (le Diplomacy Tournament Visualiser)\u00a0; la "
        "World Diplomacy Database enregistre les mêmes règles, avec 450 points pour un solo, "
        "comme le système Weasel Moot 2007 de Jim O'Kelley.\n\n"
        "Interprétations retenues par ce site\u00a0: un survivant d'une table gagnée en solo a "
        "joué les années jusqu'à celle du solo, qui est l'année de fin enregistrée de la "
        "table (sinon la plus tardive de 1909 et de la dernière année d'élimination)\u00a0; les "
        "60 points se partagent exactement\u00a0; les totaux égaux partagent le rang. La WDD "
        "classe le système Weasel Moot en Draw + Center Count, qui n'est pas l'une de ses "
        "trois catégories\u00a0; les centres apportent l'essentiel des points, ce site le "
        "classe donc en Center Count."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def played(p: Position) -> Fraction:
            year = elimination_year(p, end_year)
            return Fraction(years_played(end_year if year is None else year))

        solo = soloist_index(positions)
        if solo is not None:
            return [SOLO if i == solo else played(p) for i, p in enumerate(positions)]
        survivors = sum(1 for p in positions if not p.eliminated)
        scores = [
            played(p)
            if p.eliminated
            else PER_CENTRE * p.centres + Fraction(SURVIVORS_SHARE, survivors)
            for p in positions
        ]
        leader, _lead = lone_lead([p.centres for p in positions])
        if leader is not None:
            scores[leader] += TOPPING_PER_CENTRE * positions[leader].centres
        return scores
