"""Carnage with dead equal (slug ``carnage-dead-equal``).

Rules: not in the spec yet (/work/shared/spec/scoring-systems.md describes Carnage itself;
issue #17 adds this variant). Carnage's published rules (the World Diplomacy Wiki's "Carnage
Scoring System", and the webDiplomacy forum's worked examples, see carnage.py) rank
eliminated players by the year they were eliminated. This variant, known from the
description of another implementation (the Diplomacy Tournament Visualiser, "Carnage with
dead equal"), ranks every eliminated player equal instead. This module is this site's own
code.

* Solo: the soloist 28034 (7000 + 6000 + ... + 1000 + 34), everyone else 0.
* Otherwise: 7000, 6000, ... 1000 by position plus 1 point per centre. Position is by
  centres alone: every eliminated player ties on 0 centres, whenever they were eliminated,
  and tied players split the points of the positions they cover (three players eliminated
  from a seven-power board get (3000 + 2000 + 1000) / 3 = 2000 each).
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: no tie-break beyond the total; a board of fewer than
seven powers awards the top position values (six powers: 7000..2000), as Carnage does.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .carnage import CARNAGE_SOLO
from .positions import split_places
from .squares_daanz import solo_or
from .types import Position
from .win_tier import place_points


class CarnageDeadEqual(ScoringSystem):
    slug = "carnage-dead-equal"
    name = "Carnage with dead equal"
    author = "Carnage convention"
    year = None
    kind = "Rank + Center Count"
    summary = "Carnage with every eliminated player tied, whenever they went out."
    summary_fr = (
        "Le Carnage avec tous les éliminés à égalité, quelle que soit l'année de leur élimination."
    )
    description = (
        "A solo scores 28034 points for the soloist (all the points a board can give) and 0 "
        "for everyone else. Any other game gives 7000 points for 1st position, 6000 for 2nd "
        "and so on down to 1000 for 7th, plus 1 point per centre held. Position is by "
        "centres alone, so every eliminated player ties with the others on 0 centres, "
        "whenever they were eliminated; tied players split the points of the positions they "
        "cover (three eliminated players on a seven-power board get 2000 each). The "
        "tournament total is the sum of game scores.\n\n"
        "Source: Carnage's published rules (World Diplomacy Wiki; webDiplomacy forum worked "
        "examples) rank eliminated players by the year of elimination; this variant, which "
        "ranks them all equal, is known from the description of another implementation "
        "(the Diplomacy Tournament Visualiser). This site implements it from that "
        "description.\n\n"
        "Readings taken by this site: equal totals share a rank; a board of fewer than seven "
        "powers awards the top position values."
    )
    description_fr = (
        "Un solo rapporte 28034 points à son auteur (tous les points qu'une table peut "
        "donner) et 0 à tous les autres. Toute autre partie donne 7000 points pour la 1re "
        "place, 6000 pour la 2e et ainsi de suite jusqu'à 1000 pour la 7e, plus 1 point par "
        "centre détenu. La place se fait aux seuls centres\u00a0: tous les joueurs éliminés "
        "sont donc à égalité à 0 centre, quelle que soit l'année de leur élimination\u00a0; "
        "les joueurs à égalité se partagent les points des places qu'ils couvrent (trois "
        "joueurs éliminés sur une table de sept reçoivent 2000 chacun). Le total du tournoi "
        "est la somme des scores de partie.\n\n"
        "Source\u00a0: les règles publiées du Carnage (World Diplomacy Wiki\u00a0; exemples "
        "chiffrés du forum webDiplomacy) classent les joueurs éliminés par année "
        "d'élimination\u00a0; cette variante, qui les met tous à égalité, est connue par la "
        "description d'une autre implémentation (le Diplomacy Tournament Visualiser). Ce "
        "site l'implémente d'après cette description.\n\n"
        "Interprétations retenues par ce site\u00a0: les totaux égaux partagent le rang\u00a0; "
        "une table de moins de sept puissances attribue les valeurs des premières places."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            places = split_places([p.centres for p in positions], place_points)
            return [pts + p.centres for pts, p in zip(places, positions, strict=True)]

        return solo_or(positions, Fraction(CARNAGE_SOLO), draw)
