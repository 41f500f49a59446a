"""What a new board starts with, so an organizer only picks players and types
centres: the variant's powers, the tournament's game scoring, the next free
board number, the tournament's end date.

Reading taken: a board's ``game_scoring`` (how the game counts in game-based
ratings: draw-size or sum-of-squares) defaults to what the tournament's other
boards use; a tournament without boards yet gets sum-of-squares when its own
scoring system is a sum-of-squares one, else draw-size (the bundle's
default).
"""

from collections import Counter

from django.db.models import Max

from .models import POWERS, Game, GameScoring, Round, Tournament, variant_powers

#: tournament scoring systems that score a board by its sum of squares
SUM_OF_SQUARES_SYSTEMS = frozenset({"sum-of-squares", "squares-daanz"})


def default_game_scoring(tournament: Tournament) -> str:
    used = Counter(
        Game.objects.filter(round__tournament=tournament).values_list("game_scoring", flat=True)
    )
    if used:
        return used.most_common(1)[0][0]
    if tournament.scoring_system in SUM_OF_SQUARES_SYSTEMS:
        return GameScoring.SOS
    return GameScoring.DSS


def next_board_number(round_: Round) -> int:
    return (round_.boards.aggregate(n=Max("number"))["n"] or 0) + 1


def power_rows(variant: str = "classic") -> list[dict]:
    """Initial rows of a new board's results: one per power of the variant."""
    return [{"power": power} for power in (variant_powers(variant) or POWERS)]
