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

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import split_places
from .squares_daanz import solo_or
from .types import Position

BONUSES = {1: 38, 2: 14, 3: 7}


def c_diplo_family(
    positions: Sequence[Position],
    *,
    solo: int,
    played: int,
    bonuses: Mapping[int, int],
    centre_points: Callable[[int], int] = int,
) -> list[Fraction]:
    """The C-Diplo family's game score, shared by its variants (C-Diplo 100, C-Diplo 80,
    C-Diplo Namur): ``solo`` to a soloist and 0 to the rest; otherwise ``played`` points for
    playing plus ``centre_points(centres)``, and the bonus of each place 1, 2, 3 ... by
    centres alone, tied players sharing the bonuses of the places they cover."""

    def draw() -> list[Fraction]:
        bonus = split_places(
            [p.centres for p in positions], lambda place: Fraction(bonuses.get(place, 0))
        )
        return [
            played + centre_points(p.centres) + b for p, b in zip(positions, bonus, strict=True)
        ]

    return solo_or(positions, Fraction(solo), draw)


class CDiplo(ScoringSystem):
    slug = "c-diplo"
    name = "C-Diplo 100"
    author = "French Diplomacy hobby"
    year = 1997
    kind = "Rank + Center Count"
    summary = "A solo 100; otherwise 1 for playing, 1 a centre and 38, 14 and 7 for the top three."
    summary_fr = (
        "Un solo 100\u00a0; sinon 1 de participation, 1 par centre et 38, 14 et 7 pour les trois "
        "premiers."
    )
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
    description_fr = (
        "Un solo rapporte 100 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1 point de participation plus 1 par centre, et les trois premiers aux "
        "centres reçoivent 38, 14 et 7 points de bonus\u00a0; les joueurs à égalité se "
        "partagent les bonus des places qu'ils occupent. Une table complète totalise donc "
        "7 + 34 + 59 = 100. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le C-Diplo originel en 100 points de la communauté française, tel que "
        "décrit par Toby Harris à partir de l'EuroDipCon 1997. Interprétations retenues "
        "par ce site\u00a0: les joueurs éliminés gardent le point de participation\u00a0; les places "
        "se font aux centres seuls, si bien que des joueurs à égalité à 0 centre se "
        "partagent tout bonus couvert par leur place\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return c_diplo_family(positions, solo=100, played=1, bonuses=BONUSES)
