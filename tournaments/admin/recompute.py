"""Admin edits of results queue the standings and ratings recompute, as imports do.

Each queue names the earliest day the edit touches, before and after it
(``earliest_day``): the ratings are replayed from the last checkpoint on or
before it, not from the start of the history.
"""

from datetime import date

from django.db.models import Min

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


def _tournament_day(tournament_id) -> date | None:
    """A tournament's end date, or its earliest board's if earlier."""
    if tournament_id is None:
        return None
    found = Tournament.objects.filter(pk=tournament_id).aggregate(
        end=Min("end_date"), boards=Min("round_set__boards__end_date")
    )
    days = [d for d in found.values() if d is not None]
    return min(days) if days else None


def earliest_day(obj) -> date | None:
    """The earliest end date of what a row's edit can change in the ratings, as
    the database holds it now (call it before a save, and after)."""
    if obj is None or obj.pk is None:
        return None
    if isinstance(obj, GameResult):
        obj = Game.objects.filter(pk=obj.game_id).first()
    if isinstance(obj, Game):
        stored = Game.objects.filter(pk=obj.pk).values_list("end_date", "round__tournament_id")
        found = stored.first()
        if found is None:
            return None
        days = [found[0], _tournament_day(found[1])]
        return min(d for d in days if d is not None)
    return _tournament_day(tournament_id_of(obj))


def queue_recompute(tournament_ids, days=None):
    """Queue standings (of these tournaments) and ratings once this edit commits,
    replayed from the earliest of ``days`` (None: from the start of the history;
    no day at all, ``[]``: no dated record changed, only players' details)."""
    from ratings.tasks import schedule_recompute

    if days is None:
        since = date.min
    else:
        known = [d for d in days if d is not None]
        since = min(known) if known else date.max
    schedule_recompute(
        tournament_ids=sorted({i for i in tournament_ids if i is not None}), since=since
    )


class RecomputeMixin:
    """Admin edits of results queue the recompute, as imports do. (A deleted
    tournament's computed standings go with it: only ratings recompute.)"""

    def save_model(self, request, obj, form, change):
        self._day_before = earliest_day(obj) if change else None
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        obj = form.instance
        tournament_id = tournament_id_of(obj)
        before = getattr(self, "_day_before", None)
        queue_recompute([tournament_id], [before, earliest_day(obj)])
        announce_outcome(request, tournament_id)  # after the recompute, once committed

    def delete_model(self, request, obj):
        ids = [] if isinstance(obj, Tournament) else [tournament_id_of(obj)]
        day = earliest_day(obj)
        super().delete_model(request, obj)
        queue_recompute(ids, [day])

    def delete_queryset(self, request, queryset):
        ids = [tournament_id_of(o) for o in queryset if not isinstance(o, Tournament)]
        days = [earliest_day(o) for o in queryset]
        super().delete_queryset(request, queryset)
        queue_recompute(ids, days)
