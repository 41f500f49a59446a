"""Admin edits of results queue the standings and ratings recompute, as imports do."""

from ..models import Game, GameResult, Round, Standing, Tournament
from .outcome import announce_outcome


def tournament_id_of(obj):
    """The tournament an edited row belongs to, or None (online games, players)."""
    if isinstance(obj, Tournament):
        return obj.pk
    if isinstance(obj, Round | Standing):
        return obj.tournament_id
    if isinstance(obj, Game):
        return obj.round.tournament_id if obj.round_id else None
    if isinstance(obj, GameResult):
        return tournament_id_of(obj.game)
    return None


def queue_recompute(tournament_ids):
    """Queue standings (of these tournaments) and ratings once this edit commits."""
    from ratings.tasks import schedule_recompute

    schedule_recompute(tournament_ids=sorted({i for i in tournament_ids if i is not None}))


class RecomputeMixin:
    """Admin edits of results queue the recompute, as imports do. (A deleted
    tournament's computed standings go with it: only ratings recompute.)"""

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        tournament_id = tournament_id_of(form.instance)
        queue_recompute([tournament_id])
        announce_outcome(request, tournament_id)  # after the recompute, once committed

    def delete_model(self, request, obj):
        ids = [] if isinstance(obj, Tournament) else [tournament_id_of(obj)]
        super().delete_model(request, obj)
        queue_recompute(ids)

    def delete_queryset(self, request, queryset):
        ids = [tournament_id_of(o) for o in queryset if not isinstance(o, Tournament)]
        super().delete_queryset(request, queryset)
        queue_recompute(ids)
