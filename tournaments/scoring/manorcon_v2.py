"""ManorCon v2 (slug ``manorcon-v2``).

Rules: issue #17 of this project, a version of ManorCon (spec "More systems: ManorCon" in
/work/shared/spec/scoring-systems.md, after the ManorCon Diplomacy Tournament Scoring System,
diplom.org/manorcon/dipscore.htm) with a 100-point solo in which eliminated powers no longer
count in the board's sum, so a drawn board's survivors share exactly 100. It is only known
from the description of the Diplomacy Tournament Visualiser ("ManorCon v2": solo 100, N = 16
not counted for dead powers); this module shares ManorCon's own code (``manorcon_family``).

* An eliminated player scores 0.1 for every game year played, including the year of
  elimination.
* Solo: the soloist 100; every other survivor is scored as if eliminated in the solo year.
* Otherwise each survivor's ``P = S^2 + 4S + 16`` (``S`` = centres) and each survivor scores
  ``100 * P / sum(P)``, the sum running over the survivors only.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: those of ManorCon (the solo year is the board's
recorded end year, else the later of 1909 and the last elimination year). A drawn board adds
up to 100 plus its eliminated players' survival points.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .manorcon import manorcon_family
from .types import Position


class ManorConV2(ScoringSystem):
    slug = "manorcon-v2"
    name = "ManorCon v2"
    author = "ManorCon"
    year = None
    kind = "Center Count"
    summary = "ManorCon with a 100-point solo, the survivors sharing exactly 100."
    summary_fr = (
        "Le ManorCon avec un solo à 100 points, les survivants se partageant exactement 100."
    )
    description = (
        "An eliminated player scores 0.1 points for every game year played, including the "
        "year of elimination. A soloist scores 100, and every other player still alive is "
        "scored as if eliminated in the year of the solo. Without a solo, every survivor "
        "gets P = S² + 4S + 16 (S = centres held) and scores 100 × P divided by the sum of "
        "the survivors' P, so the survivors share exactly 100. The tournament total is the "
        "sum of game scores.\n\n"
        "Source: a version of the ManorCon Diplomacy Tournament Scoring System known to this "
        "site from the description of the Diplomacy Tournament Visualiser (its ManorCon v2), "
        "in which eliminated powers no longer count 16 in the board's sum.\n\n"
        "Readings taken by this site: the solo year is the board's recorded end year, or the "
        "later of 1909 and the last elimination year when none is recorded; equal totals "
        "share a rank."
    )
    description_fr = (
        "Un joueur éliminé marque 0.1 point par année de jeu disputée, année d'élimination "
        "comprise. L'auteur d'un solo marque 100, et chaque autre joueur encore en vie est "
        "compté comme s'il avait été éliminé l'année du solo. Sans solo, chaque survivant "
        "reçoit P = S² + 4S + 16 (S = centres détenus) et marque 100 × P divisé par la somme "
        "des P des survivants, qui se partagent donc exactement 100. Le total du tournoi est "
        "la somme des scores de partie.\n\n"
        "Source\u00a0: une version du ManorCon Diplomacy Tournament Scoring System connue de "
        "ce site par la description du Diplomacy Tournament Visualiser (son ManorCon v2), où "
        "les puissances éliminées ne comptent plus 16 dans la somme de la table.\n\n"
        "Interprétations retenues par ce site\u00a0: l'année du solo est l'année de fin "
        "enregistrée pour la table ou, à défaut, la plus tardive entre 1909 et la dernière "
        "année d'élimination\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return manorcon_family(positions, end_year, solo=100, eliminated_value=0)
