"""Solos, or "solo or bust" (slug ``solos``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). The
winner-takes-all rule of the Diplomacy rulebook, scored as the Diplomacy Tournament Visualiser
does under the name "Solo or bust" (UEWBot/dipvis, game_scoring/solos.py; GPL: read for the
rules, not copied), the same idea as Chris Babcock's "Solo Derby" for the Diplomacy World Cup
("Solos are worth a hundred points ... zero points for a draw", The Diplomatic Pouch, 2012):

* Solo: the soloist 100, everyone else 0.
* Any other result: 0 for everyone.
* Tournament: sum of game scores, so the number of solos; equal totals share a rank.

Readings taken where the text is open: no tie-break beyond the total (players with the same
number of solos share the rank; an organiser who wants more can pick another system). Kind
"Rank": only the result of the game counts, never a centre.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position

SOLO_POINTS = Fraction(100)


class Solos(ScoringSystem):
    slug = "solos"
    name = "Solos"
    author = "Traditional (the rulebook's victory condition)"
    year = None
    kind = "Rank"
    summary = "Only a solo scores: 100 to the soloist, 0 in every other case."
    summary_fr = "Seul un solo rapporte\u00a0: 100 à son auteur, 0 dans tous les autres cas."
    description = (
        "Only a solo scores: the soloist gets 100 points and everyone else 0. A game that "
        "ends any other way, a draw included, scores 0 for every player. The tournament "
        "total is the sum of game scores, that is 100 points per solo.\n\n"
        "Source: the winner-takes-all victory condition of the Diplomacy rulebook, scored as "
        "the Diplomacy Tournament Visualiser's \"Solo or bust\" and Chris Babcock's Solo "
        "Derby for the Diplomacy World Cup.\n\n"
        "Readings taken by this site: no tie-break beyond the total, so players with the "
        "same number of solos share a rank."
    )
    description_fr = (
        "Seul un solo rapporte des points\u00a0: son auteur marque 100 points et tous les "
        "autres 0. Une partie qui se termine autrement, nulle comprise, rapporte 0 à chaque "
        "joueur. Le total du tournoi est la somme des scores de partie, soit 100 points par "
        "solo.\n\n"
        "Source\u00a0: la condition de victoire du livret de Diplomacy, où le vainqueur prend "
        "tout, comptée comme le «\u00a0Solo or bust\u00a0» du Diplomacy Tournament Visualiser "
        "et le Solo Derby de Chris Babcock pour la Diplomacy World Cup.\n\n"
        "Interprétation retenue par ce site\u00a0: aucun départage au-delà du total, si bien "
        "que les joueurs ayant le même nombre de solos partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, SOLO_POINTS, lambda: [Fraction(0)] * len(positions))
