"""Open Mind the Gap, OMG (slug ``open-mind-the-gap``).

Rules: issue #17 of this project, a cousin of OpenTribute (spec "More systems: OpenTribute" in
/work/shared/spec/scoring-systems.md). The rules are only known from the Nexus community's
text as quoted by the Diplomacy Tournament Visualiser (UEWBot/dipvis issue #208, "description
from Nexus"); this module is written from that text, not from the Visualiser's code:

    a) Each supply center (SC) is worth 1.5 points (total = 51 points)
    b) Surviving in a draw is worth 9 points (average = 40.5 points per game)
    c) Bonuses for the Top 3: 4.5 points for 1st, 3 points for 2nd, 1.5 points for 3rd
    d) Tribute paid to the board topper is equal to 1st place SCs - 2nd place SCs, capped at
       50% of a players score from a, b, and c
    e) a solo victory is worth 100 points.

* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* A solo gives 100 to the soloist and 0 to everyone else.
* Places for the bonuses go by centres alone and tied players share the bonuses of the places
  they cover, as in C-Diplo (a 2-way tie for 2nd gets (3 + 1.5) / 2 each); players tied on
  0 centres share any bonus their place covers.
* With a shared top, 1st place centres minus 2nd place centres is 0: no tribute. A lone
  topper's gap is over the next-highest centre count; every other player pays the topper
  the gap, or half of their own a + b + c score if that is less. Tribute only moves points,
  so a drawn board adds up to 1.5 per centre owned, 9 per survivor, plus 9.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import split_places
from .squares_daanz import solo_or
from .types import Position

CENTRE_POINTS = Fraction(3, 2)
SURVIVAL_POINTS = 9
BONUSES = {1: Fraction(9, 2), 2: Fraction(3), 3: Fraction(3, 2)}


def omg_scores(positions: Sequence[Position]) -> list[Fraction]:
    """The scores of a drawn board (no solo)."""
    centres = [p.centres for p in positions]
    bonus = split_places(centres, lambda place: BONUSES.get(place, Fraction(0)))
    base = [
        CENTRE_POINTS * p.centres + (0 if p.eliminated else SURVIVAL_POINTS) + b
        for p, b in zip(positions, bonus, strict=True)
    ]
    leader = max(centres)
    if centres.count(leader) > 1:
        return base
    gap = leader - max((c for c in centres if c != leader), default=0)
    paid = [
        Fraction(0) if c == leader else min(Fraction(gap), s / 2)
        for c, s in zip(centres, base, strict=True)
    ]
    collected = sum(paid)
    return [
        s + collected if c == leader else s - t for c, s, t in zip(centres, base, paid, strict=True)
    ]


class OpenMindTheGap(ScoringSystem):
    slug = "open-mind-the-gap"
    name = "Open Mind the Gap"
    author = "Nexus community"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo 100; otherwise 1.5 a centre, 9 for surviving and 4.5, 3 and 1.5 for the top "
        "three, a lone topper taking tribute for the gap."
    )
    summary_fr = (
        "Un solo 100\u00a0; sinon 1,5 par centre, 9 pour la survie et 4,5, 3 et 1,5 pour les trois"
        " premiers, un meneur seul prélevant un tribut selon l'écart."
    )
    description = (
        "A solo scores 100 for the soloist and 0 for everyone else. Otherwise every player "
        "scores 1.5 points per centre, 9 points for surviving in the draw, and the top three "
        "by centres get 4.5, 3 and 1.5 bonus points (tied players share the bonuses of the "
        "places they cover). A lone board topper then collects tribute from every other "
        "player: the topper's lead in centres over the 2nd place, but never more than half "
        "of that player's own score. The tournament total is the sum of game scores.\n\n"
        "Source: the Nexus community's Open Mind the Gap (OMG) rules, known to this site as "
        "quoted by the Diplomacy Tournament Visualiser.\n\n"
        "Readings taken by this site: places go by centres alone, so players tied on 0 "
        "centres share any bonus their place covers; a shared top means no lead, so no "
        "tribute; the lead is over the next-highest centre count; a drawn board adds up to "
        "1.5 per centre owned, 9 per survivor, plus 9; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 100 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1.5 point par centre, 9 points pour avoir survécu jusqu'à la nulle, et les "
        "trois premiers aux centres reçoivent 4.5, 3 et 1.5 points de bonus (les joueurs à "
        "égalité se partagent les bonus des places qu'ils occupent). Un premier seul en tête "
        "perçoit ensuite un tribut de chacun des autres joueurs\u00a0: son avance en centres sur "
        "le 2e, mais jamais plus de la moitié du score propre de ce joueur. Le total du "
        "tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: les règles Open Mind the Gap (OMG) de la communauté Nexus, connues de ce "
        "site par la citation qu'en fait le Diplomacy Tournament Visualiser.\n\n"
        "Interprétations retenues par ce site\u00a0: les places se font aux centres seuls, si "
        "bien que des joueurs à égalité à 0 centre se partagent tout bonus couvert par leur "
        "place\u00a0; une première place partagée ne donne aucune avance, donc aucun tribut\u00a0; "
        "l'avance se mesure sur le nombre de centres immédiatement inférieur\u00a0; une table "
        "nulle totalise 1.5 par centre occupé, 9 par survivant, plus 9\u00a0; les totaux égaux "
        "partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, Fraction(100), lambda: omg_scores(positions))
