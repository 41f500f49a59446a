"""What several page families share: the page size, player counts of
tournaments, filter choices, name search and links to the leaderboards."""

from django.db.models import Count, Exists, IntegerField, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import reverse

from ..models import ComputedStanding, Game, Standing
from ..search import search_words

PER_PAGE = 50


def count_in(rows, group: str = "tournament") -> Subquery:
    """The COUNT of ``rows`` (filtered on the outer query's row, grouped by
    ``group``) as a subquery: NULL, not 0, when there are none."""
    counted = rows.order_by().values(group).annotate(c=Count("*")).values("c")
    return Subquery(counted, output_field=IntegerField())


def _count_of(model) -> Subquery:
    return count_in(model.objects.filter(tournament=OuterRef("pk")))


def board_count():
    """The boards of the tournament of the outer query (0 without any), as an
    expression to annotate tournaments with."""
    boards = Game.objects.filter(round__tournament=OuterRef("pk"))
    return Coalesce(count_in(boards, "round__tournament"), Value(0))


def with_player_counts(queryset):
    """Annotate ``n_players``: the published placements, or the computed ones when none."""
    return queryset.annotate(
        n_players=Coalesce(_count_of(Standing), _count_of(ComputedStanding), Value(0))
    )


def of_unpublished_events(computed):
    """Computed placements (a ``ComputedStanding`` queryset) only of events
    that published none: where an event published its placements, those are
    the ones shown and rated."""
    return computed.exclude(Exists(Standing.objects.filter(tournament=OuterRef("tournament"))))


def unpublished(tournaments):
    """The events of ``tournaments`` that published no placements: the ones
    whose computed placements are shown. Reading computed placements of these
    (``tournament__in``) tests each event once, where ``of_unpublished_events``
    tests each placement (a Grand Prix's 3,071: 17 -> 6 ms on PostgreSQL)."""
    return tournaments.exclude(Exists(Standing.objects.filter(tournament=OuterRef("pk"))))


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
    """Every word of ``text`` in the first or the last name, both folded
    (``search.fold``: case, accents, apostrophes, letters in ASCII), or in
    their other spellings ("lefevre" for Le Fèvre), through the ``search_text``
    column; ``SearchTooLong`` past the caps (the forms and the API check
    first)."""
    for word in search_words(text):
        queryset = queryset.filter(**{f"{prefix}search_text__contains": word})
    return queryset


def tournament_search(queryset, text: str):
    """Every word of ``text`` in the tournament's name or city, folded alike."""
    for word in search_words(text):
        queryset = queryset.filter(search_name__contains=word)
    return queryset


def leaderboard_url(system: str, category: str, country: str | None = None) -> str:
    """The leaderboard page of a rating table (its national table for ``country``)."""
    if country:
        return reverse("leaderboard-national", args=[system, category, country])
    return reverse("leaderboard", args=[system, category])
