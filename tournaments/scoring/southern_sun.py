"""Southern Sun (slug ``southern-sun``).

Rules: issue #17 of this project, a Fibonacci cousin of Carnage (spec "More systems: Carnage"
in /work/shared/spec/scoring-systems.md). The rules are known from the organiser's text as
quoted by the Diplomacy Tournament Visualiser (UEWBot/dipvis issue #377, 2025); this module is
written from that text, not from the Visualiser's code:

    In a draw: 30 points for surviving players at the end of the game, 10 points per centre,
    then ranking points based on the Fibonacci sequence: 7th - 10 points, 6th - 10, 5th - 20,
    4th - 30, 3rd - 50, 2nd - 80, 1st - 130. Players on an equal number of centres share the
    average of their ranks (rounded to the nearest whole number, where relevant). e.g. Duo
    board top is (130+80)/2 = 105 points each, three way share for 2nd behind a sole board
    top is (80+50+30)/3 = 53 points each, etc. Eliminated players receive 3 points per full
    game year survived; no place bonus. In a solo: Winner receives 500 points; all other
    players receive zero points.

* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* Eliminated players take no place, so the survivors hold places 1st, 2nd, ... among
  themselves (four survivors share out 130, 80, 50 and 30).
* A player eliminated in year Y survived Y - 1901 full game years (eliminated in 1907: 6
  years, 18 points); the Visualiser also counts the year of elimination.
* A shared average ending in .5 rounds up (four tied for the top: 72.5 gives 73).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year, split_places
from .squares_daanz import solo_or
from .types import FIRST_YEAR, Position

SOLO = 500
SURVIVAL_POINTS = 30
CENTRE_POINTS = 10
YEAR_POINTS = 3
#: place -> ranking points (1st .. 7th)
RANKING_POINTS = {1: 130, 2: 80, 3: 50, 4: 30, 5: 20, 6: 10, 7: 10}


def round_half_up(value: Fraction) -> int:
    """The nearest whole number, .5 upwards (Python's round() would go to the even one)."""
    return math.floor(value + Fraction(1, 2))


def southern_sun_scores(positions: Sequence[Position], end_year: int) -> list[Fraction]:
    """The scores of a drawn board (no solo)."""
    # eliminated players rank below every survivor, so survivors hold places 1..n
    keys = [p.centres if not p.eliminated else -1 for p in positions]
    shares = split_places(keys, lambda place: Fraction(RANKING_POINTS.get(place, 0)))
    out = []
    for p, share in zip(positions, shares, strict=True):
        year = elimination_year(p, end_year)
        if year is None:
            out.append(Fraction(SURVIVAL_POINTS + CENTRE_POINTS * p.centres + round_half_up(share)))
        else:
            out.append(Fraction(YEAR_POINTS * (year - FIRST_YEAR)))
    return out


class SouthernSun(ScoringSystem):
    slug = "southern-sun"
    name = "Southern Sun"
    author = "Southern Sun tournament"
    year = None
    kind = "Rank + Center Count"
    summary = "30 for surviving, 10 a centre and Fibonacci place points 130..10; a solo 500."
    summary_fr = (
        "30 pour la survie, 10 par centre et des points de place de Fibonacci 130..10\u00a0; un "
        "solo 500."
    )
    description = (
        "A solo scores 500 for the soloist and 0 for everyone else. In a draw every survivor "
        "scores 30 points, 10 points per centre and ranking points following the Fibonacci "
        "sequence: 130 for 1st, 80 for 2nd, 50, 30, 20, 10 and 10 for 7th. Survivors on an "
        "equal number of centres share the average of their places' points, rounded to the "
        "nearest whole number (two sharing the top get 105 each, three sharing 2nd behind a "
        "lone topper 53 each). Eliminated players get no place and score 3 points per full "
        "game year survived. The tournament total is the sum of game scores.\n\n"
        "Source: the Southern Sun rules as quoted by the Diplomacy Tournament Visualiser "
        "(2025).\n\n"
        "Readings taken by this site: eliminated players take no place, so the survivors "
        "hold the top places among themselves; a player eliminated in 1907 survived 6 full "
        "years (1901 to 1906); an average ending in .5 rounds up; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 500 à son auteur et 0 à tous les autres. Dans une nulle, chaque "
        "survivant marque 30 points, 10 points par centre et des points de classement qui "
        "suivent la suite de Fibonacci\u00a0: 130 pour le 1er, 80 pour le 2e, 50, 30, 20, 10 "
        "et 10 pour le 7e. Les survivants à égalité de centres se partagent la moyenne des "
        "points de leurs places, arrondie à l'entier le plus proche (deux premiers ex æquo "
        "reçoivent 105 chacun, trois 2es ex æquo derrière un premier seul 53 chacun). Les "
        "joueurs éliminés n'ont pas de place et marquent 3 points par année de jeu complète "
        "survécue. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: les règles du Southern Sun telles que les cite le Diplomacy Tournament "
        "Visualiser (2025).\n\n"
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés n'ont pas de place, "
        "si bien que les survivants occupent entre eux les premières places\u00a0; un joueur "
        "éliminé en 1907 a survécu 6 années complètes (de 1901 à 1906)\u00a0; une moyenne "
        "terminée par .5 est arrondie vers le haut\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, Fraction(SOLO), lambda: southern_sun_scores(positions, end_year))
