"""Original ManorCon (slug ``manorcon-original``).

Rules: issue #17 of this project, the earlier form of ManorCon (spec "More systems: ManorCon"
in /work/shared/spec/scoring-systems.md, after the ManorCon Diplomacy Tournament Scoring System,
diplom.org/manorcon/dipscore.htm). It differs from today's ManorCon only by the value of a
solo: 100 instead of 75. The 100-point solo is recorded by the French Stab Beurfou site's list
of scoring modes ("Squares (Manorcon) ... We calculate f(c) = c^2 + 4c + 16 ... for every
player ... Solo scores 100") and by the Diplomacy Tournament Visualiser's description of its
"Original ManorCon"; this module shares ManorCon's own code (``manorcon_family``).

* An eliminated player scores 0.1 for every game year played, including the year of
  elimination.
* Solo: the soloist 100; every other survivor is scored as if eliminated in the solo year.
* Otherwise each power's ``P = S^2 + 4S + 16`` (``S`` = centres; an eliminated power counts
  16) and each survivor scores ``100 * P / sum(P)``.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: those of ManorCon. Eliminated players score 0.1 a year
played (Stab Beurfou's list gives them 0, the Visualiser 0.1 a year; the site keeps ManorCon's
published survival points); the solo year is the board's recorded end year, else the later of
1909 and the last elimination year.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .manorcon import manorcon_family
from .types import Position


class ManorConOriginal(ScoringSystem):
    slug = "manorcon-original"
    name = "Original ManorCon"
    author = "ManorCon"
    year = None
    kind = "Center Count"
    summary = "ManorCon with a 100-point solo."
    summary_fr = "Le ManorCon avec un solo à 100 points."
    description = (
        "An eliminated player scores 0.1 points for every game year played, including the "
        "year of elimination. A soloist scores 100, and every other player still alive is "
        "scored as if eliminated in the year of the solo. Without a solo, every power gets "
        "P = S² + 4S + 16 (S = centres held; an eliminated power counts 16) and every "
        "survivor scores 100 × P divided by the board's sum of P. The tournament total is "
        "the sum of game scores.\n\n"
        "Source: the ManorCon Diplomacy Tournament Scoring System in its earlier form, with "
        "a 100-point solo, as recorded by the French Stab Beurfou site and the Diplomacy "
        "Tournament Visualiser.\n\n"
        "Readings taken by this site: eliminated players keep ManorCon's 0.1 points a year "
        "played; the solo year is the board's recorded end year, or the later of 1909 and "
        "the last elimination year when none is recorded; equal totals share a rank."
    )
    description_fr = (
        "Un joueur éliminé marque 0.1 point par année de jeu disputée, année d'élimination "
        "comprise. L'auteur d'un solo marque 100, et chaque autre joueur encore en vie est "
        "compté comme s'il avait été éliminé l'année du solo. Sans solo, chaque puissance "
        "reçoit P = S² + 4S + 16 (S = centres détenus\u00a0; une puissance éliminée compte 16) "
        "et chaque survivant marque 100 × P divisé par la somme des P de la table. Le "
        "total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le ManorCon Diplomacy Tournament Scoring System dans sa forme "
        "antérieure, avec un solo à 100 points, tel que le rapportent le site français Stab "
        "Beurfou et le Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés gardent les 0.1 point "
        "par année disputée du ManorCon\u00a0; l'année du solo est l'année de fin enregistrée "
        "pour la table ou, à défaut, la plus tardive entre 1909 et la dernière année "
        "d'élimination\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return manorcon_family(positions, end_year, solo=100, eliminated_value=16)
