"""Detour09 (slug ``detour09``).

Rules: spec "More systems: Detour09" in /work/shared/spec/scoring-systems.md, the 2009 member
of DAANZ's Detour family (Ken Sproat's Detour, March 1998, revised by Bill Brown, John Cain and
Tristan Lee as Detour 98e/98f; daanz.org), with its survival allowance for eliminated players.

* Solo: 110 to the soloist.
* Otherwise a raw score: 1 per centre, +2 if alive, a lone leader adds the lead over 2nd
  place, and 4/3/2/1 for the top four by centres (a tie takes the lower place's points);
  the raw scores are normalised to a board total of 100.
* Eliminated players and players losing to a solo add 0.25 per year survived, at most 2.
  "A year of survival is when the player has at least 1 centre during winter and no other
  player has 18 or more" (the spec, updated for issue #17): the year of a solo never counts.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open:

* The survival allowance is added after normalisation, so a drawn board adds up to 100 plus
  its eliminated players' allowances.
* Years survived: a power eliminated in year Y held no centre in the winter of Y, so it
  survived Y - 1901 years (1901 .. Y-1); a power alive when another soloed in year S survived
  S - 1901 years (1901 .. S-1), since in the winter of S another player held 18. The solo year
  is the board's recorded end year, else the later of 1909 and the last elimination year.
* Place points go to survivors only, by centres ("a tie takes the lower place's points":
  two tied for 1st get 3 each); the lone leader's lead is over the next-highest centre count.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year, soloist_index, split_places
from .types import FIRST_YEAR, Position

PLACE_POINTS = {1: 4, 2: 3, 3: 2, 4: 1}
YEAR_ALLOWANCE = Fraction(1, 4)
MAX_ALLOWANCE = Fraction(2)


def survival_allowance(p: Position, end_year: int) -> Fraction:
    """0.25 per year survived, at most 2. A year counts when the player ends its winter with
    a centre and nobody holds 18, so neither the elimination year nor a solo year counts."""
    year = elimination_year(p, end_year)
    last_year_out = end_year if year is None else year
    return min(MAX_ALLOWANCE, YEAR_ALLOWANCE * max(0, last_year_out - FIRST_YEAR))


class Detour09(ScoringSystem):
    slug = "detour09"
    name = "Detour09"
    author = "DAANZ (after Ken Sproat's Detour)"
    year = 2009
    kind = "Center Count"
    summary = (
        "A solo 110; otherwise centre, survival, lead and place points scaled to 100, the "
        "eliminated 0.25 a year survived."
    )
    summary_fr = (
        "Un solo 110\u00a0; sinon points de centres, de survie, d'avance et de place ramenés à "
        "100, les éliminés 0,25 par année survécue."
    )
    description = (
        "A solo scores 110 for the soloist. In any other game each player's raw score is 1 "
        "point per centre, 2 points for being alive, the lead over 2nd place for a lone "
        "leader, and 4, 3, 2 and 1 points for the top four by centres (tied players take the "
        "lower place's points); the raw scores are then scaled so the board adds up to 100. "
        "Eliminated players, and players who lose to a solo, add 0.25 points per year "
        "survived, at most 2. The tournament total is the sum of game scores.\n\n"
        "Source: the Detour family of DAANZ (Ken Sproat's Detour of 1998 and its Detour 98e "
        "and 98f revisions). Readings taken by this site: the survival allowance is added "
        "after scaling; a year counts as survived when the player ends it with a centre and "
        "nobody holds 18, so a player eliminated in a year, or alive when another player "
        "solos in a year, survived the years before it (a solo in 1905 gives 1 point); "
        "place points go to survivors only; equal totals share a rank."
    )
    description_fr = (
        "Un solo rapporte 110 à son auteur. Dans toute autre partie, le score brut de "
        "chaque joueur est de 1 point par centre, 2 points pour être encore en vie, "
        "l'avance sur le 2e pour un premier seul, et 4, 3, 2 et 1 points pour les quatre "
        "premiers aux centres (les joueurs à égalité prennent les points de la place la "
        "plus basse)\u00a0; les scores bruts sont ensuite mis à l'échelle pour que la table "
        "totalise 100. Les joueurs éliminés, et ceux qui perdent sur un solo, ajoutent "
        "0.25 point par année survécue, 2 au plus. Le total du tournoi est la somme des "
        "scores de partie.\n\n"
        "Source\u00a0: la famille Detour de la DAANZ (le Detour de Ken Sproat, de 1998, et ses "
        "révisions Detour 98e et 98f). Interprétations retenues par ce site\u00a0: le bonus de "
        "survie est ajouté après la mise à l'échelle\u00a0; une année compte comme survécue "
        "quand le joueur la termine avec un centre et que personne n'en détient 18, si bien "
        "qu'un joueur éliminé une année, ou en vie quand un autre joueur réalise un solo une "
        "année, a survécu aux années précédentes (un solo en 1905 donne 1 point)\u00a0; les "
        "points de place ne vont qu'aux survivants\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        solo = soloist_index(positions)
        if solo is not None:
            return [
                Fraction(110) if i == solo else survival_allowance(p, end_year)
                for i, p in enumerate(positions)
            ]
        centres = [p.centres for p in positions]
        leader = max(centres)
        lead = 0
        if centres.count(leader) == 1:
            lead = leader - max([c for c in centres if c != leader], default=0)
        survivor_keys = [p.centres if not p.eliminated else -1 for p in positions]
        places = split_places(
            survivor_keys, lambda place: Fraction(PLACE_POINTS.get(place, 0)), share="lowest"
        )
        raw = []
        for p, place in zip(positions, places, strict=True):
            if p.eliminated:
                raw.append(Fraction(0))
            else:
                raw.append(p.centres + 2 + place + (lead if p.centres == leader else 0))
        total = sum(raw)
        return [
            survival_allowance(p, end_year) if p.eliminated else 100 * r / total
            for p, r in zip(positions, raw, strict=True)
        ]
