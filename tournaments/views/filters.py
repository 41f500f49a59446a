"""Filter forms of the tournament and player lists (django-filter).

Choice lists come from the data (the years, countries and event kinds that
occur) and from the scoring registry, never from a hard-coded list.
"""

import django_filters
from django import forms
from django.utils.translation import gettext_lazy as _
from django_countries import countries

from wdd.widgets import InlineSelect

from ..forms import SEARCH_FIELD
from ..models import Player, Tournament
from ..scoring import SYSTEMS
from ..search import MAX_QUERY_LENGTH
from ..selectors.common import name_search, present_values, tournament_search
from ..selectors.tournaments import tournament_years


def country_choices(codes) -> list[tuple[str, str]]:
    named = [(code, str(countries.name(code) or code)) for code in codes if code]
    return sorted(named, key=lambda c: c[1])


def _search_widget(placeholder):
    return forms.TextInput(
        attrs={"type": "search", "placeholder": placeholder, "maxlength": MAX_QUERY_LENGTH}
    )


class TournamentFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        label=_("Name"), method="search", widget=_search_widget(_("Name or city")), **SEARCH_FIELD
    )
    year = django_filters.ChoiceFilter(
        label=_("Year"),
        field_name="end_date__year",
        empty_label=_("All years"),
        widget=InlineSelect,
    )
    country = django_filters.ChoiceFilter(
        label=_("Country"), empty_label=_("All countries"), widget=InlineSelect
    )
    kind = django_filters.ChoiceFilter(
        label=_("Kind"),
        choices=Tournament.Kind.choices,
        empty_label=_("All kinds"),
        widget=InlineSelect,
    )
    event_kind = django_filters.ChoiceFilter(
        label=_("Event"), empty_label=_("All events"), widget=InlineSelect
    )
    scoring_system = django_filters.ChoiceFilter(
        label=_("Scoring system"), empty_label=_("All systems"), widget=InlineSelect
    )

    class Meta:
        model = Tournament
        fields = []

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.filters["year"].extra["choices"] = [(str(y), str(y)) for y in tournament_years()]
        self.filters["country"].extra["choices"] = country_choices(
            present_values(Tournament, "country")
        )
        self.filters["event_kind"].extra["choices"] = [
            (k, k) for k in present_values(Tournament, "event_kind")
        ]
        self.filters["scoring_system"].extra["choices"] = [
            (slug, system.name) for slug, system in SYSTEMS.items()
        ]

    def search(self, queryset, name, value):
        return tournament_search(queryset, value)


class PlayerFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        label=_("Name"),
        method="search",
        widget=_search_widget(_("First or last name")),
        **SEARCH_FIELD,
    )
    nationality = django_filters.ChoiceFilter(
        label=_("Nationality"), empty_label=_("All countries"), widget=InlineSelect
    )

    class Meta:
        model = Player
        fields = []

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.filters["nationality"].extra["choices"] = country_choices(
            present_values(Player, "nationality")
        )

    def search(self, queryset, name, value):
        return name_search(queryset, value)


def searched_text(filterset) -> str:
    """The search words of a valid bound form (``q``), "" when none: what a
    list names beside its rows (events beside players, players beside events)."""
    if filterset.is_bound and filterset.is_valid():
        return filterset.form.cleaned_data.get("q") or ""
    return ""


def filtered(filterset) -> tuple:
    """(queryset, filters_active): an invalid field is shown as an error and matches nothing,
    as django-filter's FilterView does in strict mode."""
    if not filterset.is_bound:
        return filterset.qs, False
    if filterset.is_valid():
        active = any(v not in (None, "", []) for v in filterset.form.cleaned_data.values())
        return filterset.qs, active
    return filterset.queryset.none(), True
