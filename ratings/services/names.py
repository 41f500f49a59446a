"""The players' names as the rating tables carry them: ``Rating.player_key``
(ties in every order) and ``RatingName`` (a table's name order).

Rows a recompute writes take them from ``of`` (what the players are now);
a player renamed or re-keyed outside a recompute (the admin, a restore, an
import that changes only names) has their rows brought in step by
``follow``, in the same transaction as the rename.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import OuterRef, Subquery

from tournaments.models import Player
from wdd.bulk import KEYS, chunks

from ..models import Rating, RatingName


def of(players: Iterable[int] | None, using: str = "default") -> dict[int, tuple[str, str]]:
    """{player: (sort key, key)} of these players (None: of every player; so
    are a few thousand or more, in one query rather than many IN lists)."""
    rows = Player.objects.using(using).order_by().values_list("pk", "sort_key", "key")
    if players is not None:
        players = list(players)
        if len(players) < KEYS:
            rows = rows.filter(pk__in=players)
    return {pk: (sort_key, key) for pk, sort_key, key in rows.iterator(chunk_size=5_000)}


def follow(players: Iterable[int], using: str = "default") -> int:
    """Copy these players' current sort key and key into their rating and
    name rows (a few a player); returns how many rows were written."""
    player = Player.objects.using(using).filter(pk=OuterRef("player_id"))
    sort_key, key = (Subquery(player.values(f)[:1]) for f in ("sort_key", "key"))
    written = 0
    for ids in chunks(players):
        written += Rating.objects.using(using).filter(player_id__in=ids).update(player_key=key)
        written += (
            RatingName.objects.using(using)
            .filter(player_id__in=ids)
            .update(sort_key=sort_key, player_key=key)
        )
    return written


def player_saved(sender, instance, created=False, raw=False, using="default", **kwargs) -> None:
    """post_save of a Player (the admin, a restore): a new player has no rows yet."""
    if not created and not raw:
        follow([instance.pk], using=using)
