"""ManorCon (slug ``manorcon``).

Rules: spec "More systems: ManorCon" in /work/shared/spec/scoring-systems.md, following the
ManorCon Diplomacy Tournament Scoring System (diplom.org/manorcon/dipscore.htm).

* An eliminated player scores 0.1 for every game year played, including the year of
  elimination (eliminated in 1905: 1901..1905, 0.5).
* Solo: the soloist 75; every other survivor is scored as if eliminated in the solo year.
* Otherwise each power's ``P = S^2 + 4S + 16`` (``S`` = centres; an eliminated power counts
  16) and each survivor scores ``100 * P / sum(P)``.
* Tournament: sum of game scores; equal totals share a rank.

Readings taken where the text is open: the solo year is the board's recorded end year; when
it is not recorded, the later of 1909 and the last elimination year on the board. A 0-centre
power without a recorded elimination year counts as eliminated in that end year. A board of
fewer than seven powers sums ``P`` over the powers present.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .base import ScoringSystem
from .positions import elimination_year, soloist_index
from .types import FIRST_YEAR, Position


def years_played(year: int) -> int:
    """Game years played by a power eliminated in ``year`` (that year included)."""
    return year - FIRST_YEAR + 1


def manorcon_family(
    positions: Sequence[Position], end_year: int, *, solo: int, eliminated_value: int
) -> list[Fraction]:
    """The ManorCon family's game score, shared by its versions (ManorCon, Original ManorCon,
    ManorCon v2): 0.1 a game year played for an eliminated player (and, on a solo board, for
    every other survivor, as if eliminated in the solo year); ``solo`` to a soloist;
    otherwise ``100 * P / sum(P)`` to each survivor with ``P = S^2 + 4S + 16``, an eliminated
    power counting ``eliminated_value`` in the sum."""

    def eliminated_score(p: Position) -> Fraction:
        year = elimination_year(p, end_year)
        return Fraction(years_played(end_year if year is None else year), 10)

    solo_index = soloist_index(positions)
    if solo_index is not None:
        return [
            Fraction(solo) if i == solo_index else eliminated_score(p)
            for i, p in enumerate(positions)
        ]
    values = [
        eliminated_value if p.eliminated else p.centres**2 + 4 * p.centres + 16 for p in positions
    ]
    board = sum(values)
    return [
        eliminated_score(p) if p.eliminated else Fraction(100 * v, board)
        for p, v in zip(positions, values, strict=True)
    ]


class ManorCon(ScoringSystem):
    slug = "manorcon"
    name = "ManorCon"
    author = "ManorCon"
    year = None
    kind = "Center Count"
    summary = (
        "A solo 75; otherwise 100·P/ΣP with P = S² + 4S + 16; the eliminated 0.1 a year played."
    )
    summary_fr = (
        "Un solo 75\u00a0; sinon 100·P/ΣP avec P = S² + 4S + 16\u00a0; les éliminés 0,1 par année "
        "jouée."
    )
    description = (
        "An eliminated player scores 0.1 points for every game year played, including the "
        "year of elimination. A soloist scores 75, and every other player still alive is "
        "scored as if eliminated in the year of the solo. Without a solo, every power gets "
        "P = S² + 4S + 16 (S = centres held; an eliminated power counts 16) and every "
        "survivor scores 100 × P divided by the board's sum of P. The tournament total is "
        "the sum of game scores.\n\n"
        "Source: the ManorCon Diplomacy Tournament Scoring System. Readings taken by this "
        "site: the solo year is the board's recorded end year, or the later of 1909 and the "
        "last elimination year when none is recorded; equal totals share a rank."
    )
    description_fr = (
        "Un joueur éliminé marque 0.1 point par année de jeu disputée, année d'élimination "
        "comprise. L'auteur d'un solo marque 75, et chaque autre joueur encore en vie est "
        "compté comme s'il avait été éliminé l'année du solo. Sans solo, chaque puissance "
        "reçoit P = S² + 4S + 16 (S = centres détenus\u00a0; une puissance éliminée compte 16) "
        "et chaque survivant marque 100 × P divisé par la somme des P de la table. Le "
        "total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le ManorCon Diplomacy Tournament Scoring System. Interprétations "
        "retenues par ce site\u00a0: l'année du solo est l'année de fin enregistrée pour la "
        "table ou, à défaut, la plus tardive entre 1909 et la dernière année "
        "d'élimination\u00a0; les totaux égaux partagent un rang."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return manorcon_family(positions, end_year, solo=75, eliminated_value=16)
