"""Bangkok (slug ``bangkok``), the Bangkok 2020 scoring system.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). Published rules: "Bangkok 2020 Scoring System" on the World
Diplomacy Wiki (world-diplomacy-wiki.fandom.com/wiki/Bangkok_2020_Scoring_System), used at
the Thailand Championship 2020, the Asia Pacific Diplomacy League Championship 2020 and
Carnage Pacific 2020.

* Draw: 1 point per centre (centre bonus); 12 points of domination bonus shared in
  proportion to shares, 3 for each board topper, 2 for each player 1 centre from the top,
  1 for each player 2 centres from the top (bonus = 12 x own shares / all shares); 3 points
  to every survivor, and 0.3 points per year of survival to an eliminated player.
* Solo: the soloist always scores 41 (18 + 12 + 8 solo bonus + 3); every other survivor
  0.5 per centre, without domination or survival bonus.
* Tournament: sum of game scores; equal totals share a rank.

The published worked examples (domination bonus of 12, 6 / 4 / 2, 4.5 / 4.5 / 3; an
elimination in 1905 is 5 years x 0.3 = 1.5) are tests (tests/scoring/test_bangkok.py); the
third one's board (12, 12, 11) holds 35 centres, so the test plays it as 11, 11, 10.

Readings taken where the text is open:

* Years of survival of a power eliminated in year Y are Y - 1900, the year of elimination
  included, as the published example counts 5 years for 1905. (The Diplomacy Tournament
  Visualiser counts Y - 1901; this site follows the published example.)
* Domination shares go to survivors only: an eliminated power "finishes" nowhere, even on a
  board whose topper holds 2 centres.
* On a solo board an eliminated player scores 0 (the survival bonus is not paid on a solo).
* A board of fewer than seven powers is scored the same way over the powers present.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .manorcon import years_played
from .positions import elimination_year, soloist_index
from .types import Position


class Bangkok(ScoringSystem):
    slug = "bangkok"
    name = "Bangkok"
    author = "—"  # not published (the Source paragraph says so)
    year = 2020
    kind = "Rank + Center Count"
    summary = (
        "1 a centre, 3 for surviving and a 12-point bonus shared by the top and those 1 or 2 "
        "centres behind; a solo 41."
    )
    summary_fr = (
        "1 par centre, 3 pour la survie et un bonus de 12 points partagé entre le meneur et "
        "ceux à 1 ou 2 centres\u00a0; un solo 41."
    )

    #: what the soloist scores, whatever their centre count
    solo_points = Fraction(41)
    #: what every other survivor of a solo board scores per centre
    loser_per_centre = Fraction(1, 2)
    #: domination shares of a board topper, a player 1 behind and a player 2 behind
    shares: tuple[Fraction, ...] = (Fraction(3), Fraction(2), Fraction(1))
    domination = Fraction(12)
    survival = Fraction(3)
    per_year = Fraction(3, 10)

    description = (
        "A game without a solo scores 1 point per centre held, plus a domination bonus of "
        "12 points shared out in proportion to shares: 3 shares for each board topper, 2 for "
        "each player 1 centre behind the top and 1 for each player 2 centres behind (a "
        "player's bonus is 12 times their shares divided by all the shares on the board). "
        "Every survivor adds 3 points; an eliminated player scores 0.3 points per year of "
        "survival. A soloist always scores 41 points; every other survivor scores 0.5 points "
        "per centre and no bonus. The tournament total is the sum of game scores.\n\n"
        "Source: the Bangkok 2020 Scoring System as published on the World Diplomacy Wiki, "
        "with its worked examples (a lone topper of 12 centres with nobody within 2 takes "
        "all 12 points; 12, 11 and 10 centres take 6, 4 and 2; two toppers and a player 1 "
        "behind take 4.5 each and 3), as used at the Thailand Championship 2020; the page names no author.\n\n"
        "Readings taken by this site: a player eliminated in a year survived the years up "
        "to and including it, as the published example counts 5 years for an elimination in "
        "1905; domination shares go to survivors only; an eliminated player scores 0 on a "
        "solo board; equal totals share a rank."
    )
    description_fr = (
        "Une partie sans solo rapporte 1 point par centre détenu, plus une prime de "
        "domination de 12 points répartie au prorata de parts\u00a0: 3 parts pour chaque "
        "joueur en tête, 2 pour chaque joueur à 1 centre de la tête et 1 pour chaque joueur "
        "à 2 centres (la prime d'un joueur vaut 12 fois ses parts divisées par toutes les "
        "parts de la table). Chaque survivant ajoute 3 points\u00a0; un joueur éliminé marque "
        "0,3 point par année de survie. L'auteur d'un solo marque toujours 41 points\u00a0; "
        "chaque autre survivant marque 0,5 point par centre et aucune prime. Le total du "
        "tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le Bangkok 2020 Scoring System publié sur le World Diplomacy Wiki, avec "
        "ses exemples chiffrés (un joueur seul en tête avec 12 centres, personne à 2 centres "
        "ou moins, prend les 12 points\u00a0; 12, 11 et 10 centres prennent 6, 4 et 2\u00a0; deux joueurs en "
        "tête et un joueur à 1 centre prennent 4,5 chacun et 3), tel qu'employé au championnat de "
        "Thaïlande 2020\u00a0; la page ne nomme pas d'auteur.\n\n"
        "Interprétations retenues par ce site\u00a0: un joueur éliminé une année a survécu "
        "les années jusqu'à celle-ci comprise, comme l'exemple publié compte 5 ans pour une "
        "élimination en 1905\u00a0; les parts de domination vont aux seuls survivants\u00a0; un "
        "joueur éliminé marque 0 sur une table gagnée en solo\u00a0; les totaux égaux "
        "partagent le rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        solo = soloist_index(positions)
        if solo is not None:
            return [
                self.solo_points if i == solo else self.loser_per_centre * p.centres
                for i, p in enumerate(positions)
            ]
        top = max(p.centres for p in positions)
        shares = [self._share(top - p.centres) if p.centres else Fraction(0) for p in positions]
        all_shares = sum(shares)
        scores = []
        for p, share in zip(positions, shares, strict=True):
            if p.eliminated:
                scores.append(self.per_year * years_played(elimination_year(p, end_year)))
            else:
                scores.append(p.centres + self.domination * share / all_shares + self.survival)
        return scores

    def _share(self, behind: int) -> Fraction:
        """Domination shares of a survivor ``behind`` centres behind the board top."""
        return self.shares[behind] if behind < len(self.shares) else Fraction(0)
