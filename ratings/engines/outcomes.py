"""Reading a game's result from its end position (shared by the game engines)."""

from __future__ import annotations

from collections.abc import Sequence

LIVE_BELOW_MINUTES = 60

# Supply centres that win a game outright, per variant (webDiplomacy's
# "Victory SC Count"; Classic Chaos plays the classic map; FvA and GvI use
# the classic map too).
SOLO_CENTRES: dict[str, int] = {
    "classic": 18,
    "ancient-mediterranean": 18,
    "world-ix": 44,
    "fall-of-the-american-empire": 34,
    "modern-ii": 33,
    "classic-chaos": 18,
    "fva": 18,
    "gvi": 18,
}
DEFAULT_SOLO_CENTRES = 18

Result = tuple  # (player, centres, eliminated_year | None)


def phase_class(phase_minutes: int | None) -> str:
    """'live' under 60 minutes a phase; 'standard' otherwise, and for a
    face-to-face board (no phase length)."""
    if phase_minutes is None or phase_minutes >= LIVE_BELOW_MINUTES:
        return "standard"
    return "live"


def duel_score(results: Sequence[Result], variant: str) -> float | None:
    """Score of the first player of a two-player game: 1 won, 0.5 draw, 0 lost.

    Won: the player reached the victory centres (18), or the opponent was
    eliminated while the player survived. Anything else is a draw. None when
    the game does not have exactly two players.
    """
    if len(results) != 2:
        return None
    target = SOLO_CENTRES.get(variant, DEFAULT_SOLO_CENTRES)
    (_, ca, ea), (_, cb, eb) = results
    if ca >= target and ca > cb:
        return 1.0
    if cb >= target and cb > ca:
        return 0.0
    a_out = ea is not None
    b_out = eb is not None
    if b_out and not a_out:
        return 1.0
    if a_out and not b_out:
        return 0.0
    return 0.5


def placement_keys(results: Sequence[Result]) -> list[tuple[int, int]]:
    """Sort key of each player's finishing position, lower is better:
    survivors first, by centres (most first; a soloist is therefore first),
    then eliminated players, the later elimination year first. Equal keys tie."""
    return [(0, -c) if e is None else (1, -e) for _, c, e in results]


def placement_ranks(results: Sequence[Result]) -> list[int]:
    """Competition ranks (1, 2, 2, 4) of each player from placement_keys."""
    keys = placement_keys(results)
    ordered = sorted(keys)
    first: dict[tuple[int, int], int] = {}
    for i, k in enumerate(ordered):
        if k not in first:
            first[k] = i + 1
    return [first[k] for k in keys]
