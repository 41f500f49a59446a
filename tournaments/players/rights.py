"""Who may change a player (issue #12 item 8).

Players are shared between organizers, so an organizer may change a player
only when the change cannot touch another organizer's event: when every
result and placement of that player is in tournaments they own, or, for a
player with no result anywhere yet, when they created the player. Anything
else (and any key) goes through a superuser. The admin (``PlayerAdmin``) and
an organizer's import (``importing.players``) both ask here, on the server.
"""

from collections.abc import Iterable

from ..models import GameResult, Player, Standing
from ..search import player_search_name

__all__ = ["last_events", "players_closed_to", "same_name_players"]


def players_closed_to(user, player_ids: Iterable[int]) -> set[int]:
    """The players among `player_ids` that `user` may not change (none for a superuser).

    A few queries whatever the number of players: results and placements
    outside the user's tournaments (online games and ownerless events count
    as outside), then, for players with none anywhere, who created them.
    """
    ids = set(player_ids)
    if user.is_superuser or not ids:
        return set()
    closed: set[int] = set()
    for model, owner in (
        (GameResult, "game__round__tournament__owner"),
        (Standing, "tournament__owner"),
    ):
        closed |= set(
            model.objects.filter(player_id__in=ids)
            .exclude(**{owner: user})
            .values_list("player_id", flat=True)
            .distinct()
        )
    played = set(GameResult.objects.filter(player_id__in=ids).values_list("player_id", flat=True))
    played |= set(Standing.objects.filter(player_id__in=ids).values_list("player_id", flat=True))
    unplayed = ids - played
    if unplayed:
        created_by_user = set(
            Player.history.filter(id__in=unplayed, history_type="+", history_user=user).values_list(
                "id", flat=True
            )
        )
        closed |= unplayed - created_by_user
    return closed


def same_name_players(first_name: str, last_name: str, exclude_pk=None) -> list[Player]:
    """Existing players whose name is this one up to accents and case: one
    indexed lookup on the folded name column (``tournaments.search``)."""
    found = Player.objects.filter(search_name=player_search_name(first_name, last_name))
    if exclude_pk is not None:
        found = found.exclude(pk=exclude_pk)
    return list(found)


def last_events(player_ids: list[int]) -> dict[int, str]:
    """player id -> the name of the last tournament they played (placed or on a
    board), for a page of autocomplete choices: two queries."""

    latest: dict[int, tuple] = {}
    sources = (
        Standing.objects.filter(player_id__in=player_ids).values_list(
            "player_id", "tournament__end_date", "tournament__name"
        ),
        GameResult.objects.filter(player_id__in=player_ids, game__round__isnull=False)
        .values_list(
            "player_id", "game__round__tournament__end_date", "game__round__tournament__name"
        )
        .distinct(),
    )
    for rows in sources:
        for pid, end, name in rows:
            if pid not in latest or end > latest[pid][0]:
                latest[pid] = (end, name)
    return {pid: name for pid, (_end, name) in latest.items()}
