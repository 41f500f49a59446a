"""Olympic (slug ``olympic``), a member of the Bangkok family.

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md lists the original nine;
issue #17 adds this one). No rules page of its own was found: the system is known from the
description of another implementation, the Diplomacy Tournament Visualiser (dipvis, Chris
Brand), which scores it as the Bangkok system (tournaments/scoring/bangkok.py, published on
the World Diplomacy Wiki) with other constants. This module is this site's own code.

* Draw: 1 point per centre; 12 points of domination bonus shared in proportion to shares,
  4 for each board topper, 1.5 for each player 1 centre from the top, 0.5 for each player
  2 centres from the top; 3 points to every survivor, 0.3 points per year of survival to an
  eliminated player.
* Solo: the soloist 46, everyone else 0.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: everything the two systems share is read as in
Bangkok (the published Bangkok 2020 rules): a power eliminated in year Y survived Y - 1900
years, the year of elimination included (dipvis counts Y - 1901); domination shares go to
survivors only; a board of fewer than seven powers is scored over the powers present.
"""

from __future__ import annotations

from fractions import Fraction

from .bangkok import Bangkok


class Olympic(Bangkok):
    slug = "olympic"
    name = "Olympic"
    author = "—"  # not published (the Source paragraph says so)
    year = None
    kind = "Rank + Center Count"
    summary = (
        "1 a centre, 3 for surviving and a 12-point bonus weighted to the top; a solo 46 and "
        "the others 0."
    )
    summary_fr = (
        "1 par centre, 3 pour la survie et un bonus de 12 points pondéré vers le meneur\u00a0; un "
        "solo 46 et les autres 0."
    )

    solo_points = Fraction(46)
    loser_per_centre = Fraction(0)
    shares = (Fraction(4), Fraction(3, 2), Fraction(1, 2))

    description = (
        "A game without a solo scores 1 point per centre held, plus a domination bonus of "
        "12 points shared out in proportion to shares: 4 shares for each board topper, 1.5 "
        "for each player 1 centre behind the top and 0.5 for each player 2 centres behind (a "
        "player's bonus is 12 times their shares divided by all the shares on the board). "
        "Every survivor adds 3 points; an eliminated player scores 0.3 points per year of "
        "survival. A soloist scores 46 points and everyone else 0. The tournament total is "
        "the sum of game scores.\n\n"
        "Source: no rules page of its own was found; the system is known from the "
        "description of another implementation (the Diplomacy Tournament Visualiser), which "
        "scores it as the Bangkok system with other constants. This site implements it from "
        "that description. No author is named.\n\n"
        "Readings taken by this site: what Olympic shares with Bangkok is read as in the "
        "published Bangkok 2020 rules, so a player eliminated in a year survived the years "
        "up to and including it, and domination shares go to survivors only; equal totals "
        "share a rank."
    )
    description_fr = (
        "Une partie sans solo rapporte 1 point par centre détenu, plus une prime de "
        "domination de 12 points répartie au prorata de parts\u00a0: 4 parts pour chaque "
        "joueur en tête, 1,5 pour chaque joueur à 1 centre de la tête et 0,5 pour chaque "
        "joueur à 2 centres (la prime d'un joueur vaut 12 fois ses parts divisées par toutes "
        "les parts de la table). Chaque survivant ajoute 3 points\u00a0; un joueur éliminé "
        "marque 0,3 point par année de survie. L'auteur d'un solo marque 46 points et tous "
        "les autres 0. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: aucune page de règles propre n'a été trouvée\u00a0; le système est connu "
        "par la description d'une autre implémentation (le Diplomacy Tournament "
        "Visualiser), qui le calcule comme le système Bangkok avec d'autres constantes. Ce "
        "site l'implémente d'après cette description. Aucun auteur n'est nommé.\n\n"
        "Interprétations retenues par ce site\u00a0: ce qu'Olympic partage avec Bangkok se lit "
        "comme dans les règles publiées du Bangkok 2020, donc un joueur éliminé une année a "
        "survécu les années jusqu'à celle-ci comprise, et les parts de domination vont aux "
        "seuls survivants\u00a0; les totaux égaux partagent le rang."
    )
