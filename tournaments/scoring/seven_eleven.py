"""7Eleven (slug ``7eleven``): Maxonian with the centre bonus above 11 instead of 13.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). No rules page of its own was found: the system is known from the
description of another implementation, the Diplomacy Tournament Visualiser, which scores it
as Maxonian (maxonian.py) with a bonus threshold of 11. The module name is not the slug
because a Python module cannot start with a digit.

* Rank points 7 for 1st down to 1 for 7th by centres, ties broken on the centre chart
  (the player ahead most recently takes the better place), players level in every year
  sharing the average of their places.
* Every player with more than 11 centres adds 1 point per centre above 11; on a solo board
  only the soloist, counting at most 18 centres (a solo scores 7 + 7 = 14).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: as in Maxonian (the countback needs every power's
centre chart; without it eliminated players are ordered by elimination year and other ties
share the average of their places; a board is never refused for a missing chart).
"""

from __future__ import annotations

from .maxonian import COUNTBACK_READINGS, COUNTBACK_READINGS_FR, Maxonian


class SevenEleven(Maxonian):
    slug = "7eleven"
    name = "7Eleven"
    author = "—"  # not published (the Source paragraph says so)
    year = None
    kind = "Rank + Center Count"
    summary = (
        "7..1 by centres, ties broken on the centre chart, plus 1 a centre above 11 (a solo 14)."
    )
    summary_fr = (
        "7..1 selon les centres, égalités départagées par le tableau des centres, plus 1 par "
        "centre au-delà de 11 (un solo 14)."
    )
    threshold = 11
    description = (
        "Players are ranked by the centres they hold at the end: 7 points for 1st, 6 for "
        "2nd and so on down to 1 for 7th. Tied players are separated by their centre counts "
        "in the previous years, and the one who was ahead most recently takes the better "
        "place; players level in every year share the average of the places they cover. "
        "Every player with more than 11 centres adds 1 point per centre above 11, except "
        "that on a solo board only the soloist does, counting at most 18 centres (a solo "
        "scores 7 + 7 = 14). The tournament total is the sum of game scores.\n\n"
        "Source: no rules page of its own was found; the system is known from the "
        "description of another implementation (the Diplomacy Tournament Visualiser), as "
        "Maxonian with the bonus starting above 11 centres. This site implements it from "
        "that description. No author is named.\n\n" + COUNTBACK_READINGS
    )
    description_fr = (
        "Les joueurs sont classés selon les centres détenus en fin de partie\u00a0: 7 points "
        "pour le 1er, 6 pour le 2e et ainsi de suite jusqu'à 1 pour le 7e. Les joueurs à "
        "égalité sont départagés par leurs nombres de centres des années précédentes, et "
        "celui qui était devant le plus récemment prend la meilleure place\u00a0; les joueurs "
        "à égalité toutes les années se partagent la moyenne des places qu'ils couvrent. "
        "Chaque joueur qui détient plus de 11 centres ajoute 1 point par centre au-delà de "
        "11, sauf sur une table gagnée en solo, où seul l'auteur du solo le fait, en "
        "comptant au plus 18 centres (un solo vaut 7 + 7 = 14). Le total du tournoi est la "
        "somme des scores de partie.\n\n"
        "Source\u00a0: aucune page de règles propre n'a été trouvée\u00a0; le système est connu "
        "par la description d'une autre implémentation (le Diplomacy Tournament "
        "Visualiser), comme le Maxonian avec une prime à partir de 12 centres. Ce site "
        "l'implémente d'après cette description. Aucun auteur n'est nommé.\n\n"
        + COUNTBACK_READINGS_FR
    )
