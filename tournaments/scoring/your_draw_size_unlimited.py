"""Your Draw Size, for unlimited games (slug ``your-draw-size-unlimited``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). The
same system as :mod:`.your_draw_size` (Diplomacy World #172, page 44, as described by the
Diplomacy Tournament Visualiser: UEWBot/dipvis issue #390, "two options - 300 or 320 for a
solo (the description suggests 300 for time limited and 320 for unlimited games)"), with the
solo worth 320 for games played without a time limit; every other board scores by the
centre-count bands 105, 70, 42, 30, 21 and 0.

Readings taken where the text is open: as in :mod:`.your_draw_size` (an eliminated player
scores 0; equal totals share a rank).
"""

from __future__ import annotations

from fractions import Fraction

from .your_draw_size import YourDrawSizeShort


class YourDrawSizeUnlimited(YourDrawSizeShort):
    slug = "your-draw-size-unlimited"
    name = "Your Draw Size (unlimited games)"
    summary = (
        "Points by one's own centres, 105 down to 21; a solo 320; for games without a time limit."
    )
    summary_fr = (
        "Des points selon ses propres centres, de 105 à 21\u00a0; un solo 320\u00a0; pour les parties "
        "sans limite de temps."
    )
    solo_points = Fraction(320)
    description = (
        "A solo scores 320 points for the soloist and 0 for everyone else. In any other "
        "game each player scores by their own centre count: 105 points for 14 to 17 "
        "centres, 70 for 11 to 13, 42 for 8 to 10, 30 for 4 to 7, 21 for 1 to 3 and 0 for "
        "an eliminated player. Those values are 420 shared by a draw of 4, 6, 10, 14 and 20 "
        "players. The tournament total is the sum of game scores. This version is for games "
        "played without a time limit.\n\n"
        "Source: the Your Draw Size system published in Diplomacy World #172, as described "
        "by the Diplomacy Tournament Visualiser.\n\n"
        "Readings taken by this site: an eliminated player scores 0 whenever eliminated; "
        "equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 320 points à son auteur et 0 à tous les autres. Dans toute autre "
        "partie, chaque joueur marque selon son propre nombre de centres\u00a0: 105 points de "
        "14 à 17 centres, 70 de 11 à 13, 42 de 8 à 10, 30 de 4 à 7, 21 de 1 à 3 et 0 pour un "
        "joueur éliminé. Ces valeurs sont 420 partagés par une nulle à 4, 6, 10, 14 et 20 "
        "joueurs. Le total du tournoi est la somme des scores de partie. Cette version est "
        "celle des parties jouées sans limite de temps.\n\n"
        "Source\u00a0: le système Your Draw Size publié dans Diplomacy World n°\u00a0172, tel que "
        "décrit par le Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: un joueur éliminé marque 0 quelle que "
        "soit l'année de son élimination\u00a0; les totaux égaux partagent un rang."
    )
