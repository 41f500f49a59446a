"""Sum-of-Squares (slug ``sum-of-squares``; "sos" in game data).

Rules: spec "Sum-of-Squares" section of /work/shared/spec/scoring-systems.md, the
sum-of-squares scoring of the online hosts (webDiplomacy's "SoS"), the same game score as
John Cain's Squares without the DAANZ tie-breaks.

* Solo: the winner 100, everyone else 0.
* Draw: ``centres^2 / sum(centres^2) * 100`` for each player (the board adds to 100).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: no tie-break beyond the total (the spec gives none).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import squares
from .squares_daanz import solo_or
from .types import Position


class SumOfSquares(ScoringSystem):
    slug = "sum-of-squares"
    name = "Sum-of-Squares"
    author = "Traditional (after John Cain's Squares)"
    year = None
    kind = "Center Count"
    summary = (
        "A solo 100 and the others 0; otherwise centres squared over the board's sum of "
        "squares, times 100."
    )
    summary_fr = (
        "Un solo 100 et les autres 0\u00a0; sinon centres au carré sur la somme des carrés de la "
        "table, fois 100."
    )
    description = (
        "A solo scores 100 for the winner and 0 for everyone else. In a draw each player "
        "scores their centres squared divided by the sum of every player's centres squared, "
        "times 100, so a board adds up to 100. The tournament total is the sum of game "
        "scores, and equal totals share a rank. Known in game data as SoS.\n\n"
        "Source: the sum-of-squares scoring of the online hosts, the game score of John "
        "Cain's Squares. Reading taken by this site: no tie-break beyond the total."
    )
    description_fr = (
        "Un solo rapporte 100 au vainqueur et 0 à tous les autres. Dans une nulle, chaque "
        "joueur marque le carré de ses centres divisé par la somme des carrés des centres "
        "de tous les joueurs, multiplié par 100\u00a0: une table totalise donc 100. Le total du "
        "tournoi est la somme des scores de partie, et les totaux égaux partagent un rang. "
        "Appelé SoS dans les données de parties.\n\n"
        "Source\u00a0: le score par somme des carrés (sum-of-squares) des sites de jeu en "
        "ligne, c'est-à-dire le score de partie du Squares de John Cain. Interprétation "
        "retenue par ce site\u00a0: aucun départage au-delà du total."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, Fraction(100), lambda: squares(positions))
