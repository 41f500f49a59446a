"""World Classic (slug ``world-classic``).

Rules: issue #17 of this project, a centre-count system with a topping bonus (compare
"More systems" in /work/shared/spec/scoring-systems.md), created by Peter McNamara for the
World Virtual Classic (December 2020, liberty-cup.com/world-diplomacy-classic) and summarised
on the World Diplomacy Wiki ("World Classic Scoring System": "10 point by supply center; 48
point bonus for Topboarder; shared topboarder share equally the bonus; 30 point for survival
in a non solo game; 1 point by year of survival in a non solo game"). The wiki does not give
the value of a solo; 420 is the Diplomacy Tournament Visualiser's (its "World Classic").

* Solo: 420 to the soloist, 0 to the others.
* Otherwise: 10 points per centre and 30 for surviving; a 48-point bonus to the board topper,
  tied toppers sharing it equally; an eliminated player scores 1 point per year survived.
* Tournament: sum of game scores; equal totals share a rank. (The World Virtual Classic
  counted each player's best three games: an organiser picks "best N games", N = 3.)

Readings taken where the text is open:

* "In a non solo game" applies to both survival rewards, so on a solo board everyone but the
  soloist scores 0 (the Visualiser still gives the others a point a year).
* The year points are for eliminated players (survivors have the 30 instead); a player
  eliminated in year Y survived Y - 1901 years (eliminated in 1905: 4 points).
* Kind: the wiki calls it "a centercount style with a topboard & survival secondary", so the
  site files it under "Center Count".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year
from .squares_daanz import solo_or
from .types import FIRST_YEAR, Position

SOLO = 420
CENTRE_POINTS = 10
SURVIVAL_POINTS = 30
TOPPING_BONUS = 48


def shared_topping_bonus(toppers: int) -> Fraction:
    """World Classic: the toppers share the 48 points equally."""
    return Fraction(TOPPING_BONUS, toppers)


def classic_scores(
    positions: Sequence[Position], end_year: int, topping_bonus: Callable[[int], Fraction]
) -> list[Fraction]:
    """A drawn board (no solo) of the Classic family (World Classic, Summer Classic);
    ``topping_bonus(n)`` is what each of ``n`` tied toppers gets."""
    leader = max(p.centres for p in positions)
    toppers = sum(1 for p in positions if p.centres == leader)
    out = []
    for p in positions:
        year = elimination_year(p, end_year)
        if year is not None:
            out.append(Fraction(year - FIRST_YEAR))
            continue
        score = Fraction(CENTRE_POINTS * p.centres + SURVIVAL_POINTS)
        out.append(score + topping_bonus(toppers) if p.centres == leader else score)
    return out


class WorldClassic(ScoringSystem):
    slug = "world-classic"
    name = "World Classic"
    author = "Peter McNamara"
    year = 2020
    kind = "Center Count"
    summary = "10 a centre and 30 for surviving, 48 to the board topper (shared); a solo 420."
    summary_fr = "10 par centre et 30 pour la survie, 48 au meneur (partagés)\u00a0; un solo 420."
    description = (
        "A solo scores 420 for the soloist and 0 for everyone else. Otherwise every survivor "
        "scores 10 points per centre and 30 points for surviving, and the board topper gets "
        "a 48-point bonus, shared equally by tied toppers. An eliminated player scores 1 "
        "point per year survived. The tournament total is the sum of game scores (the World "
        "Virtual Classic counted each player's best three games).\n\n"
        "Source: Peter McNamara's system for the World Virtual Classic (2020), as summarised "
        "on the World Diplomacy Wiki; the 420-point solo is the Diplomacy Tournament "
        "Visualiser's.\n\n"
        "Readings taken by this site: survival points are only given in a game without a "
        "solo, so on a solo board everyone but the soloist scores 0; a player eliminated in "
        "1905 survived 4 years; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 420 à son auteur et 0 à tous les autres. Sinon, chaque survivant "
        "marque 10 points par centre et 30 points de survie, et le premier de la table "
        "reçoit un bonus de 48 points, partagé à parts égales entre premiers ex æquo. Un "
        "joueur éliminé marque 1 point par année survécue. Le total du tournoi est la somme "
        "des scores de partie (le World Virtual Classic comptait les trois meilleures parties "
        "de chaque joueur).\n\n"
        "Source\u00a0: le système de Peter McNamara pour le World Virtual Classic (2020), tel "
        "que le résume le World Diplomacy Wiki\u00a0; le solo à 420 points est celui du "
        "Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: les points de survie ne sont donnés que "
        "dans une partie sans solo, si bien que sur une table avec un solo tous marquent 0 "
        "sauf son auteur\u00a0; un joueur éliminé en 1905 a survécu 4 années\u00a0; les totaux "
        "égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(
            positions,
            Fraction(SOLO),
            lambda: classic_scores(positions, end_year, shared_topping_bonus),
        )
