"""Maxonian (slug ``maxonian``): rank points, ties broken on the centre chart, and a bonus
for centres above 13.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). No rules page of its own was found: the system is known from the
description of another implementation, the Diplomacy Tournament Visualiser (dipvis, Chris
Brand), which also scores 7Eleven (seven_eleven.py) as the same rule with a bonus above 11.
This module is this site's own code, written from that description.

* Players are ranked by centres: 7 points for 1st, 6 for 2nd, ... 1 for 7th.
* Tied players are separated by their centre counts in the previous years: the player who
  was ahead most recently takes the better place. Players level in every year score the
  average of the places they cover.
* Every player with more than 13 centres adds 1 point per centre above 13; on a solo board
  only the soloist does, counting at most 18 centres (so a solo scores 7 + 5 = 12).
* Tournament: sum of game scores; equal totals share a rank.

The countback needs the centre chart (``Position.centres_by_year``, centres at the end of
each game year from 1901, as the WDD pair's CT_01..CT_20 columns carry). Readings taken:

* The countback compares the end position, then the years before it, latest first. It is
  used only when every power on the board has a chart; a chart shorter than the board's
  longest counts 0 centres in its missing later years (an eliminated power's chart may stop
  at its elimination).
* Without every chart: eliminated players are ordered by elimination year (a power
  eliminated later held centres when the other held none, so the countback would put it
  ahead), and other ties cannot be broken, so the tied players share the average of their
  places. A board is never refused for a missing chart.
* A board of fewer than seven powers awards the top rank values (six powers: 7..2).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year, soloist_index, split_places
from .types import SOLO_CENTRES, Position


def rank_points(place: int) -> Fraction:
    """7 for 1st, 6 for 2nd, ... 1 for 7th."""
    return Fraction(8 - place)


def countback_keys(positions: Sequence[Position], end_year: int) -> list[tuple]:
    """Keys ranking the board by centres, ties broken by the countback (higher is better;
    equal keys are a tie the countback cannot break)."""
    charts = [p.centres_by_year for p in positions]
    if all(charts):
        length = max(len(chart) for chart in charts)
        return [
            (p.centres, tuple(reversed(chart + (0,) * (length - len(chart)))))
            for p, chart in zip(positions, charts, strict=True)
        ]
    return [(p.centres, elimination_year(p, end_year) or 0) for p in positions]


#: the description's last paragraph, the readings this site took of the countback (English
#: and French): 7Eleven ends its description with them too, as it scores with this
#: module's code
COUNTBACK_READINGS = (
    "Readings taken by this site: the tie-break reads the board's centre chart (the "
    "centres of each power at the end of each year, as the WDD's CT_01..CT_20 columns "
    "carry), latest year first, and only when every power on the board has one. Without "
    "it, eliminated players are ordered by elimination year (later is better, as the "
    "chart would order them) and other tied players share the average of their places. "
    "A board of fewer than seven powers awards the top rank values; equal totals share "
    "a rank."
)
COUNTBACK_READINGS_FR = (
    "Interprétations retenues par ce site\u00a0: le départage lit le tableau des centres "
    "de la table (les centres de chaque puissance à la fin de chaque année, comme les "
    "colonnes CT_01..CT_20 de la WDD), de la dernière année vers la première, et "
    "seulement quand chaque puissance de la table a le sien. Sans lui, les joueurs "
    "éliminés sont classés par année d'élimination (le plus tardif devant, comme le "
    "tableau les classerait) et les autres joueurs à égalité se partagent la moyenne de "
    "leurs places. Une table de moins de sept puissances attribue les valeurs des "
    "premières places\u00a0; les totaux égaux partagent le rang."
)


class Maxonian(ScoringSystem):
    slug = "maxonian"
    name = "Maxonian"
    author = "—"  # not published (the Source paragraph says so)
    year = None
    kind = "Rank + Center Count"
    summary = (
        "7..1 by centres, ties broken on the centre chart, plus 1 a centre above 13 (a solo 12)."
    )
    summary_fr = (
        "7..1 selon les centres, égalités départagées par le tableau des centres, plus 1 par "
        "centre au-delà de 13 (un solo 12)."
    )
    #: centres above this count score 1 point each
    threshold = 13
    centre_chart = (
        "Breaks ties on centres: the player who was ahead most recently takes the better "
        "place. Without the chart of every power on the board, eliminated players are ordered "
        "by year of elimination and other tied players share the average of their places."
    )
    centre_chart_fr = (
        "Départage les égalités de centres : le joueur qui était devant le plus récemment "
        "prend la meilleure place. Sans le tableau de chaque puissance de la table, les "
        "joueurs éliminés sont classés par année d'élimination et les autres joueurs à "
        "égalité se partagent la moyenne de leurs places."
    )
    description = (
        "Players are ranked by the centres they hold at the end: 7 points for 1st, 6 for "
        "2nd and so on down to 1 for 7th. Tied players are separated by their centre counts "
        "in the previous years, and the one who was ahead most recently takes the better "
        "place; players level in every year share the average of the places they cover. "
        "Every player with more than 13 centres adds 1 point per centre above 13, except "
        "that on a solo board only the soloist does, counting at most 18 centres (a solo "
        "scores 7 + 5 = 12). The tournament total is the sum of game scores.\n\n"
        "Source: no rules page of its own was found; the system is known from the "
        "description of another implementation (the Diplomacy Tournament Visualiser). This "
        "site implements it from that description. No author is named.\n\n" + COUNTBACK_READINGS
    )
    description_fr = (
        "Les joueurs sont classés selon les centres détenus en fin de partie\u00a0: 7 points "
        "pour le 1er, 6 pour le 2e et ainsi de suite jusqu'à 1 pour le 7e. Les joueurs à "
        "égalité sont départagés par leurs nombres de centres des années précédentes, et "
        "celui qui était devant le plus récemment prend la meilleure place\u00a0; les joueurs "
        "à égalité toutes les années se partagent la moyenne des places qu'ils couvrent. "
        "Chaque joueur qui détient plus de 13 centres ajoute 1 point par centre au-delà de "
        "13, sauf sur une table gagnée en solo, où seul l'auteur du solo le fait, en "
        "comptant au plus 18 centres (un solo vaut 7 + 5 = 12). Le total du tournoi est la "
        "somme des scores de partie.\n\n"
        "Source\u00a0: aucune page de règles propre n'a été trouvée\u00a0; le système est connu "
        "par la description d'une autre implémentation (le Diplomacy Tournament "
        "Visualiser). Ce site l'implémente d'après cette description. Aucun auteur n'est nommé.\n\n"
        + COUNTBACK_READINGS_FR
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        scores = split_places(countback_keys(positions, end_year), rank_points)
        solo = soloist_index(positions)
        for i, p in enumerate(positions):
            if solo is None or i == solo:
                scores[i] += max(0, min(p.centres, SOLO_CENTRES) - self.threshold)
        return scores
