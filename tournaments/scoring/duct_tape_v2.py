"""Duct Tape V2 (slug ``duct-tape-v2``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). The
system is Eber's rank-based "Duct Tape" scoring, known to this site only from the Diplomacy
Tournament Visualiser (UEWBot/dipvis, pull request #426, "Add Eber's rank based duct tape
scoring system"; GPL: read for the rules, not copied), whose description is:

* Solo: the soloist 75, everyone else 0 (no centre points, not even for the soloist).
* Otherwise every power scores 1 point per centre held at the end plus rank points
  40, 24, 15, 9, 6, 3, 3 for 1st..7th by centres, tied powers splitting the points of the
  places they cover.
* Eliminated powers all hold 0 centres, so they tie and split the rank points of the places
  left to them ("Eber's version is the default where eliminated powers split the point
  values for all rankings"); :mod:`.duct_tape_v2_elimination_order` orders them instead.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: a board of fewer than seven powers awards the top
rank values (six powers: 40 down to 3); no tie-break beyond the total. Kind "Rank + Center
Count": the rank points dominate and the centres add to them, as in Carnage.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import split_places
from .squares_daanz import solo_or
from .types import Position

RANK_POINTS = (40, 24, 15, 9, 6, 3, 3)
DUCT_TAPE_SOLO = Fraction(75)


def rank_points(place: int) -> Fraction:
    """40, 24, 15, 9, 6, 3, 3 for places 1..7."""
    return Fraction(RANK_POINTS[place - 1])


class DuctTapeV2(ScoringSystem):
    slug = "duct-tape-v2"
    name = "Duct Tape V2"
    author = "Eber"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 75; otherwise 1 a centre and 40, 24, 15, 9, 6, 3, 3 by rank, the eliminated "
        "all tied."
    )
    summary_fr = (
        "Un solo 75\u00a0; sinon 1 par centre et 40, 24, 15, 9, 6, 3, 3 selon le rang, les "
        "éliminés tous à égalité."
    )
    description = (
        "A solo scores 75 points for the soloist and 0 for everyone else. Any other game "
        "gives every player 1 point per centre held at the end plus rank points by centres: "
        "40 for 1st, 24 for 2nd, 15 for 3rd, 9 for 4th, 6 for 5th and 3 each for 6th and "
        "7th. Tied players split the rank points of the places they cover, and eliminated "
        "players all tie, whenever they were eliminated. The tournament total is the sum of "
        "game scores.\n\n"
        "Source: Eber's rank-based Duct Tape scoring, version 2, as described by the "
        "Diplomacy Tournament Visualiser (the only description this site found).\n\n"
        "Readings taken by this site: a board of fewer than seven powers awards the top rank "
        "values; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 75 points à son auteur et 0 à tous les autres. Toute autre partie "
        "donne à chaque joueur 1 point par centre détenu en fin de partie plus des points de "
        "rang selon les centres\u00a0: 40 pour le 1er, 24 pour le 2e, 15 pour le 3e, 9 pour "
        "le 4e, 6 pour le 5e et 3 chacun pour les 6e et 7e. Les joueurs à égalité se "
        "partagent les points de rang des places qu'ils occupent, et les joueurs éliminés "
        "sont tous à égalité, quelle que soit leur année d'élimination. Le total du tournoi "
        "est la somme des scores de partie.\n\n"
        "Source\u00a0: le score Duct Tape d'Eber, fondé sur le rang, version 2, tel que "
        "décrit par le Diplomacy Tournament Visualiser (la seule description trouvée par ce "
        "site).\n\n"
        "Interprétations retenues par ce site\u00a0: une table de moins de sept puissances "
        "attribue les valeurs des premiers rangs\u00a0; les totaux égaux partagent un rang."
    )

    def order_keys(self, positions: Sequence[Position], end_year: int) -> list:
        """How the board is ordered for rank points (higher is better): centres alone."""
        return [p.centres for p in positions]

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            ranks = split_places(self.order_keys(positions, end_year), rank_points)
            return [p.centres + r for p, r in zip(positions, ranks, strict=True)]

        return solo_or(positions, DUCT_TAPE_SOLO, draw)
