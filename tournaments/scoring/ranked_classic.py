"""Ranked Classic (slug ``ranked-classic``).

Rules: not in /work/shared/spec/scoring-systems.md (issue #17 adds it to the catalogue). Known
to this site from the Diplomacy Tournament Visualiser's description and its worked examples
A to F (UEWBot/dipvis, game_scoring/ranked_classic.py and its tests; GPL: read for the
rules, not copied); no published rules page was found:

* A game ending by draw vote or time: every survivor scores 30 for surviving plus 10 per
  centre plus a ranking bonus by centres among the survivors: 200, 90, 60, 40, 30, 20, 10
  for 1st..7th; two players tied for a rank score 135, 70, 50, 35, 25, 15 (tied for 1st..6th);
  three or more tied take the bonus of the lowest rank they cover ("in a 3-way tie for 1st
  place, those players are all ranked third; in a 4-way tie for 4th, ... seventh").
* An eliminated player scores 1 point for every year survived (eliminated in 1904: 3).
* A solo: the soloist 550, everyone else 1 point per year survived; a player alive at the
  solo counts as eliminated in the solo year (a solo in 1911 gives its survivors 10).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: a player eliminated in year Y survived Y - 1901 years
(1901 .. Y-1), so the year of elimination, and the year of a solo, do not count; the solo year
is the board's recorded end year, else the later of 1909 and the last elimination year; a
0-centre power without a recorded elimination year counts as eliminated in that end year; a
board of fewer than seven powers uses the top bonus values. Kind "Rank + Center Count": the
ranking bonus and 10 points a centre both weigh heavily.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year, soloist_index
from .types import FIRST_YEAR, Position

RANKED_CLASSIC_SOLO = Fraction(550)
SURVIVAL = 30
PER_CENTRE = 10
#: ranking bonus of 1st..7th alone, and of two players tied for 1st..6th
RANK_BONUS = (200, 90, 60, 40, 30, 20, 10)
TWO_TIED_BONUS = (135, 70, 50, 35, 25, 15)


def rank_bonus(place: int, tied: int) -> int:
    """The bonus of ``tied`` survivors sharing the rank ``place`` (1-based): the rank's own
    value alone, the two-tied value for two, the lowest covered rank's value for three+."""
    if tied == 1:
        return RANK_BONUS[place - 1]
    if tied == 2:
        return TWO_TIED_BONUS[place - 1]
    return RANK_BONUS[place + tied - 2]


def years_survived(p: Position, end_year: int) -> Fraction:
    """Years before the one the player was eliminated in (a survivor: the end year's)."""
    year = elimination_year(p, end_year)
    return Fraction((end_year if year is None else year) - FIRST_YEAR)


def ranked_classic_scores(
    positions: Sequence[Position],
    end_year: int,
    bonus: Callable[[int, int], int] = rank_bonus,
) -> list[Fraction]:
    """The Ranked Classic family's game scores; ``bonus(place, tied)`` is the ranking bonus
    of ``tied`` survivors sharing ``place``, the one rule on which the versions differ."""
    solo = soloist_index(positions)
    if solo is not None:
        return [
            RANKED_CLASSIC_SOLO if i == solo else years_survived(p, end_year)
            for i, p in enumerate(positions)
        ]
    scores = []
    for p in positions:
        if p.eliminated:
            scores.append(years_survived(p, end_year))
            continue
        better = sum(1 for q in positions if q.centres > p.centres)
        tied = sum(1 for q in positions if q.centres == p.centres)
        scores.append(Fraction(SURVIVAL + PER_CENTRE * p.centres + bonus(better + 1, tied)))
    return scores


#: the description's last paragraph, the readings this site took (English and French):
#: Ranked Classic v2 ends its description with them too, as its scores come from this
#: module's code
RANKED_CLASSIC_READINGS = (
    "Readings taken by this site: a player eliminated in a year survived the years "
    "before it (eliminated in 1904: 3 points), so neither the year of elimination nor "
    "the year of a solo counts; without a recorded end year the solo year is the later "
    "of 1909 and the last elimination year; a board of fewer than seven powers uses the "
    "top bonus values; equal totals share a rank."
)
RANKED_CLASSIC_READINGS_FR = (
    "Interprétations retenues par ce site\u00a0: un joueur éliminé une année a survécu aux "
    "années précédentes (éliminé en 1904\u00a0: 3 points), si bien que ni l'année "
    "d'élimination ni celle d'un solo ne comptent\u00a0; sans année de fin enregistrée, "
    "l'année du solo est la plus tardive entre 1909 et la dernière année "
    "d'élimination\u00a0; une table de moins de sept puissances utilise les valeurs des "
    "premiers rangs\u00a0; les totaux égaux partagent un rang."
)


class RankedClassic(ScoringSystem):
    slug = "ranked-classic"
    name = "Ranked Classic"
    author = "Not recorded (described by the Diplomacy Tournament Visualiser)"
    year = None
    kind = "Rank + Center Count"
    summary = "30 for surviving, 10 a centre and 200..10 by rank (set values for ties); a solo 550."
    summary_fr = (
        "30 pour la survie, 10 par centre et 200..10 selon le rang (valeurs fixées pour les "
        "égalités)\u00a0; un solo 550."
    )
    description = (
        "In a game ending by draw vote or time, every survivor scores 30 points for "
        "surviving, 10 points per centre and a ranking bonus by centres: 200 for 1st, 90 for "
        "2nd, 60 for 3rd, 40 for 4th, 30 for 5th, 20 for 6th and 10 for 7th. Two players "
        "tied for a rank score 135, 70, 50, 35, 25 or 15 (tied for 1st to 6th); three or "
        "more tied take the bonus of the lowest rank they cover, so three tied for 1st are "
        "all 3rd. An eliminated player scores 1 point per year survived. A solo scores 550 "
        "for the soloist, and every other player 1 point per year survived, a player still "
        "alive counting as eliminated in the year of the solo. The tournament total is the "
        "sum of game scores.\n\n"
        "Source: the Ranked Classic system as described, with worked examples, by the "
        "Diplomacy Tournament Visualiser (the only description this site found).\n\n"
        + RANKED_CLASSIC_READINGS
    )
    description_fr = (
        "Dans une partie terminée par un vote de nulle ou par le temps, chaque survivant "
        "marque 30 points de survie, 10 points par centre et un bonus de rang selon les "
        "centres\u00a0: 200 pour le 1er, 90 pour le 2e, 60 pour le 3e, 40 pour le 4e, 30 pour "
        "le 5e, 20 pour le 6e et 10 pour le 7e. Deux joueurs à égalité pour un rang marquent "
        "135, 70, 50, 35, 25 ou 15 (à égalité du 1er au 6e rang)\u00a0; trois joueurs ou plus "
        "à égalité prennent le bonus du rang le plus bas qu'ils occupent, si bien que trois "
        "joueurs à égalité à la 1re place sont tous 3es. Un joueur éliminé marque 1 point par "
        "année survécue. Un solo rapporte 550 à son auteur, et à chaque autre joueur 1 point "
        "par année survécue, un joueur encore en vie comptant comme éliminé l'année du solo. "
        "Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le système Ranked Classic tel que décrit, avec des exemples détaillés, "
        "par le Diplomacy Tournament Visualiser (la seule description trouvée par ce site).\n\n"
        + RANKED_CLASSIC_READINGS_FR
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return ranked_classic_scores(positions, end_year)
