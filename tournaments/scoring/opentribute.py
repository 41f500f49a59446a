"""OpenTribute (slug ``opentribute``).

Rules: spec "More systems: OpenTribute" in /work/shared/spec/scoring-systems.md, following the
OpenTribute variant of Tribute published by the Windy City Weasels
(windycityweasels.org/opentribute-scoring-system).

* Solo: 340 to the soloist, 0 to the others.
* Otherwise every player starts from ``34 + 3 * centres`` and pays the board topper one point
  of tribute per centre behind the topper: a survivor scores
  ``34 + 3 * centres - (leader's centres - own centres)``; an eliminated player scores 0.
* The tribute goes to the topper; ``n`` tied toppers each get ``1/n^2`` of it.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: the tribute collected includes what eliminated players
pay (the published rule: "eliminated players still pay tribute, but the rest of their points
are considered spoiled"), so a lone topper of a full board scores 10 x centres; toppers pay
nothing to each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position


class OpenTribute(ScoringSystem):
    slug = "opentribute"
    name = "OpenTribute"
    author = "Windy City Weasels"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 340; otherwise 34 plus 3 a centre, each player paying the board topper a "
        "point per centre behind."
    )
    summary_fr = (
        "Un solo 340\u00a0; sinon 34 plus 3 par centre, chaque joueur payant au meneur un point "
        "par centre de retard."
    )
    description = (
        "A solo scores 340 for the soloist and 0 for everyone else. Otherwise every player "
        "starts from 34 points plus 3 per centre and pays the board topper one point of "
        "tribute per centre behind the topper; a survivor keeps the rest, an eliminated "
        "player scores 0. The topper collects the tribute; n players sharing the top each "
        "get 1/n² of it (the rest is spoiled). The tournament total is the sum of game "
        "scores.\n\n"
        "Source: the OpenTribute variant of Tribute published by the Windy City Weasels. "
        "Readings taken by this site: eliminated players pay tribute too (so a lone topper "
        "of a board with every centre owned scores 10 per centre); equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 340 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "part de 34 points plus 3 par centre et verse au premier de la table un point de "
        "tribut par centre de retard sur lui\u00a0; un survivant garde le reste, un joueur "
        "éliminé marque 0. Le premier de la table encaisse le tribut\u00a0; n joueurs "
        "partageant la première place en reçoivent chacun 1/n² (le reste est perdu). Le "
        "total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: la variante OpenTribute de Tribute, publiée par les Windy City Weasels. "
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés paient aussi le "
        "tribut (ainsi, un premier seul sur une table dont tous les centres sont occupés "
        "marque 10 par centre)\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            leader = max(p.centres for p in positions)
            toppers = sum(1 for p in positions if p.centres == leader)
            tribute = sum(leader - p.centres for p in positions)
            out = []
            for p in positions:
                if p.centres == leader:
                    out.append(34 + 3 * p.centres + Fraction(tribute, toppers**2))
                elif p.eliminated:
                    out.append(Fraction(0))
                else:
                    out.append(Fraction(34 + 3 * p.centres - (leader - p.centres)))
            return out

        return solo_or(positions, Fraction(340), draw)
