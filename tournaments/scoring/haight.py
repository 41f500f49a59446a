"""Haight (slug ``haight``), Haight v1.0.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). Published rules: "Haight v1.0" on DiplomacyTV's scoring pages
(diplomacytv.com/game_scoring/haight-v10), the text the Diplomacy Tournament Visualiser also
carries. This module is this site's own code.

* A game that ends by a draw vote or by time: 10 points per centre; an eliminated player 1
  point for every year played. Players are ranked by centres, eliminated players by order
  of elimination, and take a ranking bonus of 66, 55, 44, 33, 22, 11 and 0 for 1st..7th;
  tied players all take the bonus of the lowest place they cover (two tied for 1st get 55
  each, three tied for 1st 44). A lone board topper adds 5 points per centre of lead over
  the next highest count (12 over 9: 15 points); a shared top adds nothing.
* A solo: the soloist 451; every other survivor 5 per centre or 1 per year played,
  whichever is greater; an eliminated player 1 per year played, the year of elimination
  included; no ranking bonus.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* Years played by a power eliminated in year Y: Y - 1900 (1901..Y), in a draw as on a solo
  board (the published text spells out "including the year eliminated" for the solo case).
  A survivor of a solo board played the years up to the solo year (solo year - 1900).
* Players eliminated in the same year tie for the ranking bonus.
* The solo year is the board's recorded end year; when it is not recorded, the later of
  1909 and the last elimination year on the board (the engine's shared reading).
* A board of fewer than seven powers awards the top bonus values (six powers: 66..11).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .carnage_2023 import lone_lead
from .manorcon import years_played
from .positions import elimination_year, soloist_index, split_places, win_tier_order_keys
from .types import Position

SOLO = Fraction(451)
PER_CENTRE = 10
LOSER_PER_CENTRE = 5
LEAD_POINTS = 5


def ranking_bonus(place: int) -> Fraction:
    """66 for 1st, 55 for 2nd, ... 0 for 7th."""
    return Fraction(11 * (7 - place))


class Haight(ScoringSystem):
    slug = "haight"
    name = "Haight"
    author = "—"  # not published (the Source paragraph says so)
    year = None
    kind = "Rank + Center Count"
    summary = "10 a centre, 66..0 by rank and 5 a centre of lead for a lone topper; a solo 451."
    summary_fr = (
        "10 par centre, 66..0 selon le rang et 5 par centre d'avance pour un meneur seul\u00a0; un"
        " solo 451."
    )
    description = (
        "A game that ends by a draw vote or by time scores 10 points per centre held; an "
        "eliminated player scores 1 point for every year played. Players are ranked by "
        "centres, eliminated players by order of elimination, and take a ranking bonus of "
        "66 points for 1st, 55 for 2nd, 44, 33, 22, 11 and 0 for 7th; tied players all take "
        "the bonus of the lowest place they cover (two tied for 1st get 55 each). A lone "
        "board topper adds 5 points per centre of lead over the next highest count (12 "
        "centres over 9: 15 points). A soloist scores 451 points; every other survivor "
        "scores 5 points per centre or 1 point per year played, whichever is greater, and "
        "an eliminated player 1 point per year played, the year of elimination included; "
        "there is no ranking bonus on a solo board. The tournament total is the sum of game "
        "scores.\n\n"
        "Source: Haight v1.0 as published on DiplomacyTV's scoring pages, the text the "
        "Diplomacy Tournament Visualiser carries; the text names no author.\n\n"
        "Readings taken by this site: a player eliminated in a year played the years up to "
        "and including it, in a draw as on a solo board; players eliminated in the same "
        "year tie; the solo year is the board's recorded end year (else the later of 1909 "
        "and the last elimination year); a board of fewer than seven powers awards the top "
        "bonus values; equal totals share a rank."
    )
    description_fr = (
        "Une partie terminée par un vote de nulle ou au temps rapporte 10 points par centre "
        "détenu\u00a0; un joueur éliminé marque 1 point par année jouée. Les joueurs sont "
        "classés aux centres, les joueurs éliminés dans l'ordre d'élimination, et reçoivent "
        "une prime de classement de 66 points pour le 1er, 55 pour le 2e, 44, 33, 22, 11 et "
        "0 pour le 7e\u00a0; les joueurs à égalité reçoivent tous la prime de la plus basse "
        "des places qu'ils couvrent (deux joueurs à égalité à la 1re place reçoivent 55 "
        "chacun). Un joueur seul en tête ajoute 5 points par centre d'avance sur le nombre "
        "de centres suivant (12 centres contre 9\u00a0: 15 points). L'auteur d'un solo marque "
        "451 points\u00a0; chaque autre survivant marque 5 points par centre ou 1 point par "
        "année jouée, le plus élevé des deux, et un joueur éliminé 1 point par année jouée, "
        "année d'élimination comprise\u00a0; il n'y a pas de prime de classement sur une table "
        "gagnée en solo. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: Haight v1.0 tel que publié sur les pages de systèmes de score de "
        "DiplomacyTV, le texte que reprend le Diplomacy Tournament Visualiser\u00a0; le texte ne nomme pas d'auteur.\n\n"
        "Interprétations retenues par ce site\u00a0: un joueur éliminé une année a joué les "
        "années jusqu'à celle-ci comprise, dans une nulle comme sur une table gagnée en "
        "solo\u00a0; les joueurs éliminés la même année sont à égalité\u00a0; l'année du solo est "
        "l'année de fin enregistrée de la table (sinon la plus tardive de 1909 et de la "
        "dernière année d'élimination)\u00a0; une table de moins de sept puissances attribue "
        "les valeurs des premières places\u00a0; les totaux égaux partagent le rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def played(p: Position) -> int:
            year = elimination_year(p, end_year)
            return years_played(end_year if year is None else year)

        solo = soloist_index(positions)
        if solo is not None:
            return [
                SOLO if i == solo else Fraction(max(LOSER_PER_CENTRE * p.centres, played(p)))
                for i, p in enumerate(positions)
            ]
        bonuses = split_places(
            win_tier_order_keys(positions, end_year), ranking_bonus, share="lowest"
        )
        scores = [
            bonus + (played(p) if p.eliminated else PER_CENTRE * p.centres)
            for p, bonus in zip(positions, bonuses, strict=True)
        ]
        leader, lead = lone_lead([p.centres for p in positions])
        if leader is not None:
            scores[leader] += LEAD_POINTS * lead
        return scores
