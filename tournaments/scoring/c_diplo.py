"""C-Diplo 100 (slug ``c-diplo``).

Rules: spec "More systems: C-Diplo 100" in /work/shared/spec/scoring-systems.md, following the
original 100-point C-Diplo of the French hobby (described by Toby Harris, "C-Diplo - Saint or
Sinner?", from EuroDipCon 1997 in Namur).

* Solo: 100 to the soloist, 0 to the others.
* Otherwise: every player gets 1 for playing plus 1 per centre; the top three by centres get
  38, 14 and 7 more, tied players splitting the bonuses of the places they cover (four tied
  for 2nd get (14 + 7) / 4 each), so a full board adds up to 100.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: eliminated players keep the point for playing; places
are by centres alone (eliminated players tied on 0 share any bonus their place covers, which
keeps the board at 100); a board with neutral centres left, or fewer than seven powers, adds
up to less than 100.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import Position, ScoringSystem, split_places
from .squares_daanz import solo_or

BONUSES = {1: 38, 2: 14, 3: 7}


class CDiplo(ScoringSystem):
    slug = "c-diplo"
    name = "C-Diplo 100"
    author = "French Diplomacy hobby"
    year = 1997
    kind = "Rank + Center Count"
    description = (
        "A solo scores 100 for the soloist and 0 for everyone else. Otherwise every player "
        "scores 1 point for playing plus 1 per centre, and the top three by centres get 38, "
        "14 and 7 bonus points; tied players split the bonuses of the places they cover. A "
        "full board therefore adds up to 7 + 34 + 59 = 100. The tournament total is the sum "
        "of game scores.\n\n"
        "Source: the original 100-point C-Diplo of the French hobby, as described by Toby "
        "Harris from EuroDipCon 1997. Readings taken by this site: eliminated players keep "
        "the point for playing; places go by centres alone, so players tied on 0 centres "
        "share any bonus their place covers; equal totals share a rank."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        def draw() -> list[Fraction]:
            bonus = split_places(
                [p.centres for p in positions], lambda place: Fraction(BONUSES.get(place, 0))
            )
            return [1 + p.centres + b for p, b in zip(positions, bonus, strict=True)]

        return solo_or(positions, Fraction(100), draw)
