"""Every player's state in a table at the end of given days: the past tables.

A past table is a table "as it stood at the end of a given day (only what
had ended by then counts)" (rating-systems.md, "Leaderboards"). An engine
processes records end date first, so that state is the one it reached after
the changes dated on or before the day: a prefix of the changes it returned.
Replaying the change columns (player, date, before, after, ...) gives the
state at a series of days in one pass, without running the engine again, and
exactly as the engine had it (the ratings are the engine's own numbers).

What a player's state holds follows the engine's ``PlayerRating``: the rating
after their last change, the changes that counted (``counted``; a Dip Pouch
event worth V = 0 does not), the peak (the start value or any later rating),
the date last played (any change) and OpenSkill's (mu, sigma).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from datetime import date

from .base import PlayerRating, gc_paused

__all__ = ["states_at"]


def states_at(
    days: Sequence[date],
    player: Sequence[Hashable],
    day: Sequence[int],
    before: Sequence[float],
    after: Sequence[float],
    counted: Sequence[bool] | None = None,
    mu: Sequence[float | None] | None = None,
    sigma: Sequence[float | None] | None = None,
    initial: dict[Hashable, PlayerRating] | None = None,
) -> Iterator[tuple[date, dict[Hashable, PlayerRating]]]:
    """(day, {player: PlayerRating}) for each of ``days`` (ascending): every
    player with a change dated on or before that day, as the changes left them.

    The change columns are parallel and in processing order; ``day`` holds
    date ordinals. ``counted`` (default: every change counts) says which
    changes add to a player's count. ``initial``: the players' states before
    the first change (e.g. a stored past table), left untouched.

    Each yielded dict, and the PlayerRating objects in it, stay as they are
    when the replay goes on: a player's object is copied the first time they
    change after a day was yielded.
    """
    state: dict[Hashable, PlayerRating] = dict(initial or {})
    fresh: set = set()  # players whose object was made since the last yield
    n = len(player)
    i = 0
    with gc_paused():
        for target in days:
            limit = target.toordinal()
            while i < n and day[i] <= limit:
                p = player[i]
                a = after[i]
                c = 1 if counted is None or counted[i] else 0
                d = day[i]
                pr = state.get(p)
                if pr is None:
                    b = before[i]
                    pr = state[p] = PlayerRating(p, a, c, a if a > b else b, d)
                    fresh.add(p)
                else:
                    if p not in fresh:
                        pr = state[p] = PlayerRating(
                            p, pr.rating, pr.count, pr.peak, pr.last_played, pr.mu, pr.sigma
                        )
                        fresh.add(p)
                    pr.rating = a
                    pr.count += c
                    if a > pr.peak:
                        pr.peak = a
                    pr.last_played = d
                if mu is not None:
                    pr.mu = mu[i]
                    pr.sigma = sigma[i]
                i += 1
            for p in fresh:
                pr = state[p]
                if isinstance(pr.last_played, int):
                    pr.last_played = date.fromordinal(pr.last_played)
            fresh = set()
            yield target, dict(state)
