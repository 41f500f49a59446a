"""Template context: how fresh the rating tables are (one small query a request)."""

from django.db.models import Count, Max, Q

from .models import TableState


def table_status(request):
    """``ratings_as_of``: when the newest table was computed (None: never);
    ``ratings_pending``: whether any table waits for a recompute."""
    cached = getattr(request, "_ratings_table_status", None)
    if cached is not None:
        return cached
    agg = TableState.objects.aggregate(
        as_of=Max("computed_at"), pending=Count("id", filter=Q(pending=True))
    )
    status = {"ratings_as_of": agg["as_of"], "ratings_pending": bool(agg["pending"])}
    if request is not None:
        try:
            request._ratings_table_status = status
        except AttributeError:
            pass
    return status
