"""Squares-DAANZ (slug ``squares-daanz``).

Rules: spec "Squares-DAANZ" section of /work/shared/spec/scoring-systems.md, following John
Cain's 1999 Squares system as used by DAANZ (the Diplomacy Association of Australia and New
Zealand), whose tie-breaks are those of the DAANZ Detour family (daanz.org): most wins, most
draws, better best game, better 2nd best game, better 3rd best game.

* A game without a solo: ``centres^2 / sum(centres^2) * 100`` (the board adds to 100).
* A game with an 18-centre win: the winner 100, everyone else 0.
* Tournament: the sum of a player's game scores.
* Tie-breaks in order: most wins; most games in a draw; better best, 2nd best, 3rd best game
  under the five-step game comparison (:func:`~tournaments.scoring.games.squares_daanz_game_key`);
  still equal: shared rank.

Readings taken where the text is open:

* The tie-breaks look at every game the player played (also games an organiser's "best N"
  aggregation does not count).
* A player without a 2nd (or 3rd) game compares below one who has it.
* Game comparison step 3 compares places by centres only: the better place first, then the
  place shared by fewer players. Step 4: when only one of the two players was eliminated, the
  survivor is the better. Step 5: places for the score differences are ordered by centres
  (eliminated players count 0; a board of fewer than seven powers is padded with 0s).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction
from functools import total_ordering

from .base import ScoringSystem, _Context
from .games import PlayedGame
from .positions import soloist_index, squares
from .types import Position


def solo_or(positions: Sequence[Position], winner: Fraction, draw_scores) -> list[Fraction]:
    """``winner`` to a soloist and 0 to the rest, else ``draw_scores()``."""
    solo = soloist_index(positions)
    if solo is None:
        return list(draw_scores())
    return [winner if i == solo else Fraction(0) for i in range(len(positions))]


class SquaresDaanz(ScoringSystem):
    slug = "squares-daanz"
    name = "Squares-DAANZ"
    author = "John Cain"
    year = 1999
    kind = "Center Count"
    summary = (
        "Centres squared over the board's sum of squares, times 100; a solo 100 and the "
        "others 0; ties broken game by game."
    )
    summary_fr = (
        "Centres au carré sur la somme des carrés de la table, fois 100\u00a0; un solo 100 et les "
        "autres 0\u00a0; égalités départagées partie par partie."
    )
    description = (
        "A game without a solo scores each player centres squared divided by the sum of "
        "every player's centres squared, times 100, so a board adds up to 100. A game won "
        "with 18 centres scores 100 for the winner and 0 for everyone else. The tournament "
        "total is the sum of a player's game scores; the highest total wins.\n\n"
        "Equal totals are separated by, in order: most wins; most games in which the player "
        "survived a draw; the better best game; the better 2nd best game; the better 3rd best "
        "game; players still equal share the rank. Two games are compared by outcome (win, "
        "then draw, then elimination from a drawn game, then a loss to someone else's solo), "
        "then game score, then place by centres (an outright place beats a shared one, and "
        "a place shared by fewer beats the same place shared by more), then elimination "
        "year (later is better), then the player's score minus the 1st placed player's, "
        "2nd placed player's and so on. Source: John Cain's Squares system (1999) as used "
        "by DAANZ.\n\n"
        "Readings taken by this site: the tie-breaks use every game a player played; a "
        "missing 2nd or 3rd game compares below any game; when only one of two compared "
        "games ended in elimination the survivor is better; in the last step eliminated "
        "players count 0."
    )
    description_fr = (
        "Une partie sans solo donne à chaque joueur le carré de ses centres divisé par la "
        "somme des carrés des centres de tous les joueurs, multiplié par 100\u00a0: une table "
        "totalise donc 100. Une partie gagnée avec 18 centres rapporte 100 au vainqueur et "
        "0 à tous les autres. Le total du tournoi est la somme des scores de partie d'un "
        "joueur\u00a0; le plus gros total l'emporte.\n\n"
        "Les totaux égaux sont départagés, dans l'ordre, par\u00a0: le plus de victoires\u00a0; le "
        "plus de parties où le joueur a survécu dans une nulle\u00a0; la comparaison des "
        "meilleures parties\u00a0; celle des 2es meilleures parties\u00a0; celle des 3es meilleures "
        "parties\u00a0; les joueurs encore à égalité partagent le rang. Deux parties se "
        "comparent par l'issue (victoire, puis nulle, puis élimination dans une partie "
        "nulle, puis défaite sur le solo d'un autre joueur), puis par le score de partie, "
        "puis par la place aux centres (une place seule bat une place partagée, et une "
        "place partagée par moins de joueurs bat la même place partagée par davantage), "
        "puis par l'année d'élimination (la plus tardive est meilleure), puis par le score "
        "du joueur moins celui du 1er, celui du 2e et ainsi de suite. Source\u00a0: le système "
        "Squares de John Cain (1999), tel qu'utilisé par la DAANZ.\n\n"
        "Interprétations retenues par ce site\u00a0: les départages portent sur toutes les "
        "parties jouées par le joueur\u00a0; une 2e ou 3e partie manquante se classe sous "
        "n'importe quelle partie\u00a0; quand une seule des deux parties comparées s'est "
        "terminée par une élimination, celle où le joueur a survécu est meilleure\u00a0; à la "
        "dernière étape, les joueurs éliminés comptent 0."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        return solo_or(positions, Fraction(100), lambda: squares(positions))

    def standing_keys(self, ctx: _Context) -> dict[Hashable, tuple]:
        keys = {}
        for player, total in ctx.totals.items():
            games = ctx.games[player]
            wins = sum(1 for g in games if g.is_win)
            draws = sum(1 for g in games if g.is_draw)
            keys[player] = (total, wins, draws, BestGames(self, games))
        return keys


@total_ordering
class BestGames:
    """The last tie-breaks, a player's best, 2nd best and 3rd best games, compared as
    ``((1, key), (1, key), (1, key))`` with ``(0,)`` for a missing game. Built on the first
    comparison that reaches them: only players equal on total, wins and draws get there,
    and the games' full keys (step 5 subtracts exact scores) are the dearest part of the
    ranking."""

    __slots__ = ("_games", "_system", "_top3")

    def __init__(self, system: ScoringSystem, games: Sequence[PlayedGame]) -> None:
        self._system, self._games, self._top3 = system, games, None

    @property
    def top3(self) -> tuple:
        if self._top3 is None:
            ordered = sorted((self._system.game_key(g) for g in self._games), reverse=True)
            self._top3 = tuple((1, k) for k in ordered[:3]) + ((0,),) * max(0, 3 - len(ordered))
        return self._top3

    def __eq__(self, other: object) -> bool:
        return self.top3 == other.top3 if isinstance(other, BestGames) else NotImplemented

    def __lt__(self, other: BestGames) -> bool:
        return self.top3 < other.top3

    __hash__ = None  # type: ignore[assignment]
