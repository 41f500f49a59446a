"""Ranked Classic v2 (slug ``ranked-classic-v2``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). No
rules page of its own was found on the WDD, the national associations' or the tournaments'
sites, nor in the field's forums; the system is known to this site from one source, the
Diplomacy Tournament Visualiser (UEWBot/dipvis, GPL: read for the rules, not copied), whose
registry lists "Ranked Classic" and "Ranked Classic v2" as one rule with a single switch, and
whose description of v2 reads: "If a rank is tied by 3+ players, all players receive rank
points as if there was a two way tie for the second lowest position (so 3 people tying for
first means they're all ranked tied second, and 4 people tying for fourth means they're all
ranked tied sixth)". Its tests score its examples A to F for both versions and add a
four-way tie (2-7-2-9-10-2-2); they are this module's tests.

v2 is Ranked Classic (``ranked_classic.py``, whose code it shares) with one rule changed:

* A game ending by draw vote or time: every survivor scores 30 for surviving plus 10 per
  centre plus a ranking bonus by centres among the survivors: 200, 90, 60, 40, 30, 20, 10
  for 1st..7th; two players tied for a rank score 135, 70, 50, 35, 25, 15 (tied for 1st..6th).
* Changed in v2: three or more players tied for a rank all score the two-tied bonus of the
  second-lowest place they cover (three tied for 1st: the two-tied value of 2nd, 70 each;
  four tied for 4th: the two-tied value of 6th, 15 each), where Ranked Classic gave them the
  bonus of the lowest place they cover (60 and 10).
* An eliminated player scores 1 point for every year survived.
* A solo: the soloist 550, everyone else 1 point per year survived; a player alive at the
  solo counts as eliminated in the solo year.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open (Ranked Classic's, unchanged): a player eliminated in
year Y survived Y - 1901 years, so neither the year of elimination nor the year of a solo
counts; the solo year is the board's recorded end year, else the later of 1909 and the last
elimination year; a 0-centre power without a recorded elimination year counts as eliminated
in that end year; a board of fewer than seven powers uses the top bonus values. Kind "Rank +
Center Count", as Ranked Classic: the ranking bonus and 10 points a centre both weigh heavily.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .ranked_classic import (
    RANKED_CLASSIC_READINGS,
    RANKED_CLASSIC_READINGS_FR,
    TWO_TIED_BONUS,
    rank_bonus,
    ranked_classic_scores,
)
from .types import Position


def rank_bonus_v2(place: int, tied: int) -> int:
    """The v2 bonus of ``tied`` survivors sharing the rank ``place`` (1-based): Ranked
    Classic's for one or two players; for three or more, the two-tied value of the
    second-lowest place the block covers (``place + tied - 2``)."""
    if tied < 3:
        return rank_bonus(place, tied)
    return TWO_TIED_BONUS[place + tied - 3]


class RankedClassicV2(ScoringSystem):
    slug = "ranked-classic-v2"
    name = "Ranked Classic v2"
    author = "Not recorded (described by the Diplomacy Tournament Visualiser)"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "Ranked Classic where three or more tied score as two tied for the second-lowest "
        "place they cover."
    )
    summary_fr = (
        "Le Ranked Classic où trois joueurs ou plus à égalité marquent comme deux joueurs à "
        "égalité pour l'avant-dernière place qu'ils couvrent."
    )
    description = (
        "Ranked Classic with one rule changed. In a game ending by draw vote or time, every "
        "survivor scores 30 points for surviving, 10 points per centre and a ranking bonus "
        "by centres: 200 for 1st, 90 for 2nd, 60 for 3rd, 40 for 4th, 30 for 5th, 20 for 6th "
        "and 10 for 7th. Two players tied for a rank score 135, 70, 50, 35, 25 or 15 (tied "
        "for 1st to 6th). Three or more players tied for a rank all score as if two players "
        "were tied for the second-lowest place they cover: three tied for 1st score 70 each "
        "(two tied for 2nd), four tied for 4th score 15 each (two tied for 6th). An "
        "eliminated player scores 1 point per year survived. A solo scores 550 for the "
        "soloist, and every other player 1 point per year survived, a player still alive "
        "counting as eliminated in the year of the solo. The tournament total is the sum of "
        "game scores.\n\n"
        "Source: Ranked Classic v2 as described, with worked examples, by the Diplomacy "
        "Tournament Visualiser, the only description this site found; Ranked Classic gave "
        "three or more tied players the bonus of the lowest place they cover instead.\n\n"
        + RANKED_CLASSIC_READINGS
    )
    description_fr = (
        "Le Ranked Classic avec une règle modifiée. Dans une partie terminée par un vote de "
        "nulle ou par le temps, chaque survivant marque 30 points de survie, 10 points par "
        "centre et un bonus de rang selon les centres\u00a0: 200 pour le 1er, 90 pour le 2e, "
        "60 pour le 3e, 40 pour le 4e, 30 pour le 5e, 20 pour le 6e et 10 pour le 7e. Deux "
        "joueurs à égalité pour un rang marquent 135, 70, 50, 35, 25 ou 15 (à égalité du 1er "
        "au 6e rang). Trois joueurs ou plus à égalité pour un rang marquent tous comme deux "
        "joueurs à égalité à l'avant-dernière place qu'ils occupent\u00a0: trois joueurs à "
        "égalité à la 1re place marquent 70 chacun (deux à égalité à la 2e), quatre à égalité "
        "à la 4e place 15 chacun (deux à égalité à la 6e). Un joueur éliminé marque 1 point "
        "par année survécue. Un solo rapporte 550 à son auteur, et à chaque autre joueur "
        "1 point par année survécue, un joueur encore en vie comptant comme éliminé l'année "
        "du solo. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le Ranked Classic v2 tel que décrit, avec des exemples détaillés, par "
        "le Diplomacy Tournament Visualiser, la seule description trouvée par ce site\u00a0; "
        "le Ranked Classic donnait à trois joueurs ou plus à égalité le bonus de la dernière "
        "place qu'ils occupent.\n\n" + RANKED_CLASSIC_READINGS_FR
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return ranked_classic_scores(positions, end_year, bonus=rank_bonus_v2)
