"""Sydney League (slug ``sydney-league``).

Rules: issue #17 of this project, a Carnage-like place system (spec "More systems: Carnage" in
/work/shared/spec/scoring-systems.md). The rules are only known from the description of the
Diplomacy Tournament Visualiser (UEWBot/dipvis, its "Sydney League" game scoring, 2026); this
module is written from that description, not from its code:

    Points for position, 700, 600, 500, 400, 300, 200, 100, with players on shared positions
    averaging the points between them. Points for centres, 25 per centre. Points for time
    survived, 1 point per year for eliminated players. Solo on board: +50% for soloing
    player, -50% for all other players.

* Tournament: sum of game scores (a league season); equal totals share a rank.

Readings taken where the text is open:

* Positions are those of Carnage and Win Tier (``win_tier_order_keys``): survivors by centres,
  then eliminated players by elimination year, later is better, the same year ties.
* "Time survived" counts the game years played, the year of elimination included (as the
  Visualiser does, and as ManorCon counts years): eliminated in 1904, 4 points.
* On a solo board every player is first scored as on a drawn board (the soloist takes 1st
  place and 25 per centre held, 18 or more); the soloist's score is then multiplied by 1.5
  and everyone else's by 0.5.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .manorcon import years_played
from .positions import elimination_year, soloist_index, split_places, win_tier_order_keys
from .types import Position
from .win_tier import place_points

CENTRE_POINTS = 25
SOLO_FACTOR = Fraction(3, 2)
SOLOED_FACTOR = Fraction(1, 2)


def sydney_league_position_points(place: int) -> Fraction:
    """700 for 1st, 600 for 2nd, ... 100 for 7th: a tenth of Carnage's place points."""
    return place_points(place) / 10


def sydney_league_scores(positions: Sequence[Position], end_year: int) -> list[Fraction]:
    """Every player's score as on a drawn board."""
    keys = win_tier_order_keys(positions, end_year)
    places = split_places(keys, sydney_league_position_points)
    out = []
    for p, points in zip(positions, places, strict=True):
        year = elimination_year(p, end_year)
        out.append(points + (CENTRE_POINTS * p.centres if year is None else years_played(year)))
    return out


class SydneyLeague(ScoringSystem):
    slug = "sydney-league"
    name = "Sydney League"
    author = "Sydney Diplomacy league"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "700..100 by position and 25 a centre; a solo raises the soloist's score by half and "
        "halves the others'."
    )
    summary_fr = (
        "700..100 selon la position et 25 par centre\u00a0; un solo augmente de moitié le score de"
        " son auteur et divise par deux celui des autres."
    )
    description = (
        "Each game gives position points, 700 for 1st, 600 for 2nd and so on down to 100 "
        "for 7th, players sharing a position averaging its points; 25 points per centre "
        "held; and, for an eliminated player, 1 point per game year. Position is by centres; "
        "eliminated players rank below all survivors by order of elimination (later is "
        "better). On a board with a solo the soloist's score is raised by 50% and everyone "
        "else's cut by 50%. The tournament total is the sum of game scores.\n\n"
        "Source: the Sydney League scoring as described by the Diplomacy Tournament "
        "Visualiser.\n\n"
        "Readings taken by this site: players eliminated in the same year share a position; "
        "an eliminated player's years include the year of elimination (eliminated in 1904: "
        "4 points); on a solo board every player is first scored as in a draw, then the 50% "
        "is added or taken away; equal totals share a rank."
    )
    description_fr = (
        "Chaque partie donne des points de position, 700 pour le 1er, 600 pour le 2e et "
        "ainsi de suite jusqu'à 100 pour le 7e, les joueurs qui partagent une position se "
        "partageant la moyenne de ses points\u00a0; 25 points par centre détenu\u00a0; et, pour un "
        "joueur éliminé, 1 point par année de jeu. La position se fait aux centres\u00a0; les "
        "joueurs éliminés sont classés derrière tous les survivants dans l'ordre "
        "d'élimination (le plus tardif devant). Sur une table où un solo est réalisé, le "
        "score de son auteur augmente de 50\u00a0% et celui de tous les autres baisse de 50\u00a0%. "
        "Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le barème de la Sydney League tel que le décrit le Diplomacy Tournament "
        "Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés la même année "
        "partagent une position\u00a0; les années d'un joueur éliminé comptent l'année "
        "d'élimination (éliminé en 1904\u00a0: 4 points)\u00a0; sur une table avec un solo, chaque "
        "joueur est d'abord compté comme dans une nulle, puis les 50\u00a0% sont ajoutés ou "
        "retirés\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        scores = sydney_league_scores(positions, end_year)
        solo = soloist_index(positions)
        if solo is None:
            return scores
        return [s * (SOLO_FACTOR if i == solo else SOLOED_FACTOR) for i, s in enumerate(scores)]
