"""What several page families share: the page size, player counts of
tournaments, filter choices, name search and links to the leaderboards."""

from django.db.models import Count, IntegerField, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import reverse

from ..models import ComputedStanding, Standing

PER_PAGE = 50


def _count_of(model) -> Subquery:
    rows = (
        model.objects.filter(tournament=OuterRef("pk"))
        .order_by()
        .values("tournament")
        .annotate(c=Count("pk"))
        .values("c")
    )
    return Subquery(rows, output_field=IntegerField())


def with_player_counts(queryset):
    """Annotate ``n_players``: the published placements, or the computed ones when none."""
    return queryset.annotate(
        n_players=Coalesce(_count_of(Standing), _count_of(ComputedStanding), Value(0))
    )


def present_values(model, field_name: str) -> list[str]:
    """Distinct non-empty values of a column, for filter choices (one query)."""
    rows = (
        model.objects.exclude(**{field_name: ""})
        .order_by()
        .values_list(field_name, flat=True)
        .distinct()
    )
    return sorted({str(v) for v in rows})


def name_search(queryset, text: str, prefix: str = ""):
    """Every word of ``text`` in the first or the last name."""
    for word in text.split()[:6]:
        queryset = queryset.filter(
            Q(**{f"{prefix}first_name__icontains": word})
            | Q(**{f"{prefix}last_name__icontains": word})
        )
    return queryset


def leaderboard_url(system: str, category: str) -> str:
    """The leaderboard page of a rating table."""
    return reverse("leaderboard", args=[system, category])
