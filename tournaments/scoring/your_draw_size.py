"""Your Draw Size, for short (time-limited) games (slug ``your-draw-size-short``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). The
system was published in Diplomacy World #172, page 44; this site could not read that issue and
knows the rules from the Diplomacy Tournament Visualiser's description (UEWBot/dipvis issue
#390 and game_scoring/your_draw_size.py; GPL: read for the rules, not copied):

* Solo: the soloist 300 in time-limited games (320 in unlimited games,
  :mod:`.your_draw_size_unlimited`); everyone else 0.
* Otherwise each player scores by their own centre count alone: 14 to 17 centres 105 points,
  11 to 13 centres 70, 8 to 10 centres 42, 4 to 7 centres 30, 1 to 3 centres 21, 0 centres 0.
  The values are 420 divided by 4, 6, 10, 14 and 20: a player scores as if sharing a draw of
  that size, whence the name.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: an eliminated player scores 0 whenever eliminated;
"short" games are the time-limited ones (the article's suggestion as reported by the
Visualiser); no tie-break beyond the total. Kind "Center Count": a player's score depends on
their centre count alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .squares_daanz import solo_or
from .types import Position

#: (fewest centres of the band, points), from the top band down
BANDS = ((14, 105), (11, 70), (8, 42), (4, 30), (1, 21), (0, 0))


def band_points(centres: int) -> Fraction:
    """Points for ``centres`` (below 18) in a game without a solo."""
    return next(Fraction(points) for least, points in BANDS if centres >= least)


class YourDrawSizeShort(ScoringSystem):
    slug = "your-draw-size-short"
    name = "Your Draw Size (short games)"
    author = "Published in Diplomacy World #172"
    year = None
    kind = "Center Count"
    summary = "Points by one's own centres, 105 down to 21; a solo 300; for time-limited games."
    summary_fr = (
        "Des points selon ses propres centres, de 105 à 21\u00a0; un solo 300\u00a0; pour les parties "
        "limitées dans le temps."
    )
    solo_points = Fraction(300)
    description = (
        "A solo scores 300 points for the soloist and 0 for everyone else. In any other "
        "game each player scores by their own centre count: 105 points for 14 to 17 "
        "centres, 70 for 11 to 13, 42 for 8 to 10, 30 for 4 to 7, 21 for 1 to 3 and 0 for "
        "an eliminated player. Those values are 420 shared by a draw of 4, 6, 10, 14 and 20 "
        "players. The tournament total is the sum of game scores. This version is for "
        "time-limited games.\n\n"
        "Source: the Your Draw Size system published in Diplomacy World #172, as described "
        "by the Diplomacy Tournament Visualiser.\n\n"
        "Readings taken by this site: an eliminated player scores 0 whenever eliminated; "
        "equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 300 points à son auteur et 0 à tous les autres. Dans toute autre "
        "partie, chaque joueur marque selon son propre nombre de centres\u00a0: 105 points de "
        "14 à 17 centres, 70 de 11 à 13, 42 de 8 à 10, 30 de 4 à 7, 21 de 1 à 3 et 0 pour un "
        "joueur éliminé. Ces valeurs sont 420 partagés par une nulle à 4, 6, 10, 14 et 20 "
        "joueurs. Le total du tournoi est la somme des scores de partie. Cette version est "
        "celle des parties limitées dans le temps.\n\n"
        "Source\u00a0: le système Your Draw Size publié dans Diplomacy World n°\u00a0172, tel que "
        "décrit par le Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: un joueur éliminé marque 0 quelle que "
        "soit l'année de son élimination\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(
            positions, self.solo_points, lambda: [band_points(p.centres) for p in positions]
        )
