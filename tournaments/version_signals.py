"""Every save and delete of a row a public page shows touches its data versions
(``tournaments.versions``), in the transaction that writes it: admin edits,
restores from the edit history, the shell. Bulk writes (imports, computed
standings, merges, publishing) send no signals and touch explicitly.

A row that moves (a result or standing given to another player, a board to
another round) is touched where it was, too: ``pre_save`` reads the stored
row before it is overwritten.
"""

from __future__ import annotations

from django.db.models.signals import m2m_changed, post_save, pre_delete, pre_save

from . import versions
from .models import (
    Board,
    BoardScore,
    Circuit,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    OnlineGame,
    Player,
    Round,
    Standing,
    Tournament,
)

#: rows whose player or tournament an edit may change (read back before a save)
MOVABLE = (GameResult, Standing, ComputedStanding, CountryAward, Game)
WATCHED = (
    Player,
    Tournament,
    Circuit,
    Round,
    Game,
    GameResult,
    Standing,
    ComputedStanding,
    CountryAward,
    BoardScore,
)


def _game_tournament(game_id: int | None) -> int | None:
    if game_id is None:
        return None
    return Game.objects.filter(pk=game_id).values_list("round__tournament_id", flat=True).first()


def involved(obj) -> dict[str, list[int]]:
    """What a row's change touches: ``versions.touch`` keyword arguments."""
    if isinstance(obj, Player):
        return {"renamed": [obj.pk]}
    if isinstance(obj, Tournament):
        return {"fields": [obj.pk]}
    if isinstance(obj, Standing | ComputedStanding):  # ranks, and N: everyone's "rank / N"
        return {"fields": [obj.tournament_id], "players": [obj.player_id]}
    if isinstance(obj, Circuit):
        return {"tournaments": list(obj.tournaments.values_list("pk", flat=True))}
    if isinstance(obj, Round):
        return {"tournaments": [obj.tournament_id]}
    if isinstance(obj, Game):  # a board's players show its number and date
        players = list(
            GameResult.objects.filter(game_id=obj.pk).values_list("player_id", flat=True)
        )
        if obj.round_id:
            rounds = Round.objects.filter(pk=obj.round_id).values_list("tournament_id", flat=True)
            return {"tournaments": list(rounds), "players": players}
        return {"players": players}
    if isinstance(obj, GameResult):
        return {"tournaments": [_game_tournament(obj.game_id)], "players": [obj.player_id]}
    if isinstance(obj, BoardScore):
        result = GameResult.objects.filter(pk=obj.result_id).values_list("game_id", "player_id")
        return {
            "tournaments": [_game_tournament(g) for g, _p in result],
            "players": [p for _g, p in result],
        }
    # CountryAward
    return {"tournaments": [obj.tournament_id], "players": [obj.player_id]}


def _touch(obj) -> None:
    versions.touch(**involved(obj))


def before_save(sender, instance, raw=False, **kwargs):
    if raw or not isinstance(instance, MOVABLE) or instance.pk is None:
        return
    stored = type(instance)._base_manager.filter(pk=instance.pk).first()
    if stored is not None:
        _touch(stored)


def after_save(sender, instance, raw=False, **kwargs):
    if not raw and isinstance(instance, WATCHED):
        _touch(instance)


def before_delete(sender, instance, **kwargs):
    """Read before the row goes: a deleted tournament's or game's players are
    found through rows its deletion removes too."""
    if isinstance(instance, WATCHED):
        _touch(instance)


def circuits_changed(sender, instance, action, pk_set=None, reverse=False, **kwargs):
    """A tournament joins or leaves a circuit (its page lists its circuits)."""
    if action in ("post_add", "post_remove"):
        ids = list(pk_set or ()) if reverse else [instance.pk]
    elif action == "pre_clear":  # the links are still there to be read
        ids = list(instance.tournaments.values_list("pk", flat=True)) if reverse else [instance.pk]
    else:
        return
    versions.touch(tournaments=ids)


def connect() -> None:
    """Called once from ``TournamentsConfig.ready``, for each model a page shows
    (and the proxies Board and OnlineGame, which send as themselves)."""
    for model in (*WATCHED, Board, OnlineGame):  # per sender: others keep fast deletes
        uid = model._meta.label_lower
        pre_save.connect(before_save, sender=model, dispatch_uid=f"versions-pre-save-{uid}")
        post_save.connect(after_save, sender=model, dispatch_uid=f"versions-post-save-{uid}")
        pre_delete.connect(before_delete, sender=model, dispatch_uid=f"versions-delete-{uid}")
    m2m_changed.connect(
        circuits_changed, sender=Tournament.circuits.through, dispatch_uid="data-versions-m2m"
    )
