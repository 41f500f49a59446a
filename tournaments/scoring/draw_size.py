"""Draw-Size Scoring (slug ``draw-size``; "dss" in game data, also called WTA).

Rules: spec "Draw-Size Scoring" section of /work/shared/spec/scoring-systems.md, the classic
draw-based scoring of Calhamer's rules as used by webDiplomacy and playDiplomacy ("DSS").

* Solo: the winner 100, everyone else 0.
* Draw: 100 shared equally among the players in the draw (all survivors); eliminated 0.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: the draw is every survivor (a power with at least one
centre), as the spec's DIAS rule says; no tie-break beyond the total.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position


class DrawSize(ScoringSystem):
    slug = "draw-size"
    name = "Draw-Size Scoring"
    author = "Traditional (the rulebook draw rule)"
    year = None
    kind = "Draw"
    summary = "A solo 100 and the others 0; otherwise the survivors share 100 equally."
    summary_fr = (
        "Un solo 100 et les autres 0\u00a0; sinon les survivants se partagent 100 à parts égales."
    )
    description = (
        "A solo scores 100 for the winner and 0 for everyone else. Any other game is a draw "
        "of all survivors, who share 100 points equally; eliminated players score 0. The "
        "tournament total is the sum of game scores, and equal totals share a rank. Known "
        "in game data as DSS and also called WTA.\n\n"
        "Source: the draw-based scoring of the Diplomacy rulebook's draw rule as used by the "
        "online hosts (webDiplomacy's draw-size scoring). Reading taken by this site: the "
        "draw includes every power holding at least one centre."
    )
    description_fr = (
        "Un solo rapporte 100 au vainqueur et 0 à tous les autres. Toute autre partie est "
        "une nulle entre tous les survivants, qui se partagent 100 points à parts égales\u00a0; "
        "les joueurs éliminés marquent 0. Le total du tournoi est la somme des scores de "
        "partie, et les totaux égaux partagent un rang. Appelé DSS dans les données de "
        "parties, et aussi WTA.\n\n"
        "Source\u00a0: le score fondé sur la règle de la nulle du livret de Diplomacy, tel "
        "qu'utilisé par les sites de jeu en ligne (le draw-size scoring de webDiplomacy). "
        "Interprétation retenue par ce site\u00a0: la nulle inclut toutes les puissances "
        "détenant au moins un centre."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        survivors = sum(1 for p in positions if not p.eliminated)
        return solo_or(
            positions,
            Fraction(100),
            lambda: [Fraction(0) if p.eliminated else Fraction(100, survivors) for p in positions],
        )
