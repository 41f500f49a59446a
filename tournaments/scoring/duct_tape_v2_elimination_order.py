"""Duct Tape V2 with elimination order (slug ``duct-tape-v2-elimination-order``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue).
Duct Tape V2 (:mod:`.duct_tape_v2`: solo 75; otherwise 1 per centre plus rank points
40, 24, 15, 9, 6, 3, 3) with the option the Diplomacy Tournament Visualiser adds to Eber's
system (UEWBot/dipvis pull request #426: "I added in an elimination order tiebreaker option
as well"; GPL: read for the rules, not copied): eliminated powers are ordered by elimination
year, the later eliminated ranking higher; powers eliminated in the same year still tie and
split the rank points of their places.

Readings taken where the text is open: survivors always rank above eliminated powers (they
hold more centres); a 0-centre power without a recorded elimination year counts as
eliminated in the board's end year (the shared reading of positions.py); a board of fewer than
seven powers awards the top rank values; no tie-break beyond the total.
"""

from __future__ import annotations

from collections.abc import Sequence

from .duct_tape_v2 import DuctTapeV2
from .positions import win_tier_order_keys
from .types import Position


class DuctTapeV2EliminationOrder(DuctTapeV2):
    slug = "duct-tape-v2-elimination-order"
    name = "Duct Tape V2 with elimination order"
    summary = "Duct Tape V2 with the eliminated ranked by year of elimination."
    summary_fr = "Le Duct Tape V2 avec les éliminés classés par année d'élimination."
    description = (
        "A solo scores 75 points for the soloist and 0 for everyone else. Any other game "
        "gives every player 1 point per centre held at the end plus rank points: 40 for "
        "1st, 24 for 2nd, 15 for 3rd, 9 for 4th, 6 for 5th and 3 each for 6th and 7th. "
        "Survivors rank by centres; eliminated players rank below them by order of "
        "elimination (later is better), and players eliminated in the same year tie. Tied "
        "players split the rank points of the places they cover. The tournament total is "
        "the sum of game scores.\n\n"
        "Source: Eber's rank-based Duct Tape scoring, version 2, with the elimination-order "
        "option of the Diplomacy Tournament Visualiser (the only description this site "
        "found).\n\n"
        "Readings taken by this site: a player with 0 centres and no recorded elimination "
        "year counts as eliminated in the board's last year; a board of fewer than seven "
        "powers awards the top rank values; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 75 points à son auteur et 0 à tous les autres. Toute autre partie "
        "donne à chaque joueur 1 point par centre détenu en fin de partie plus des points de "
        "rang\u00a0: 40 pour le 1er, 24 pour le 2e, 15 pour le 3e, 9 pour le 4e, 6 pour le 5e "
        "et 3 chacun pour les 6e et 7e. Les survivants sont classés aux centres\u00a0; les "
        "joueurs éliminés sont classés derrière eux dans l'ordre d'élimination (le plus "
        "tardif devant), et les joueurs éliminés la même année sont à égalité. Les joueurs à "
        "égalité se partagent les points de rang des places qu'ils occupent. Le total du "
        "tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le score Duct Tape d'Eber, fondé sur le rang, version 2, avec l'option "
        "d'ordre d'élimination du Diplomacy Tournament Visualiser (la seule description "
        "trouvée par ce site).\n\n"
        "Interprétations retenues par ce site\u00a0: un joueur à 0 centre sans année "
        "d'élimination enregistrée compte comme éliminé la dernière année de la table\u00a0; "
        "une table de moins de sept puissances attribue les valeurs des premiers rangs\u00a0; "
        "les totaux égaux partagent un rang."
    )

    def order_keys(self, positions: Sequence[Position], end_year: int) -> list:
        """Survivors by centres, then the eliminated by elimination year (later is better)."""
        return win_tier_order_keys(positions, end_year)
