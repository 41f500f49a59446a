"""Leaderboard filters (django-filter): the form and its validation.

The query itself stays in ``ratings.leaderboards``: the filter set turns the
request into the keyword arguments of ``leaderboard()``.
"""

import functools
from datetime import date

import django_filters
from django import forms
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django_countries import countries

from tournaments.forms import SEARCH_FIELD
from tournaments.search import MAX_QUERY_LENGTH
from wdd.widgets import InlineSelect

from .models import Rating

ACTIVE_CHOICES = [
    ("1", _("1 year")),
    ("2", _("2 years")),
    ("3", _("3 years")),
    ("5", _("5 years")),
    ("10", _("10 years")),
]


def country_choices(codes) -> list[tuple[str, str]]:
    """(code, name) for the given codes, sorted by name."""
    return list(_named_sorted(tuple(codes), get_language()))


@functools.lru_cache(maxsize=256)
def _named_sorted(codes: tuple, language: str) -> tuple:
    """A leaderboard page asks three times for the same ~100 names (the two
    selects and the national links), and every page of a table alike."""
    named = [(code, str(countries.name(code)) or code) for code in codes if code]
    return tuple(sorted(named, key=lambda c: c[1]))


def years_ago(years: int, today: date | None = None) -> date:
    today = today or date.today()
    try:
        return today.replace(year=today.year - years)
    except ValueError:  # 29 February
        return today.replace(year=today.year - years, day=28)


class LeaderboardFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        label=_("Name"),
        method="keep",
        widget=forms.TextInput(
            attrs={
                "type": "search",
                "placeholder": _("First or last name"),
                "maxlength": MAX_QUERY_LENGTH,
            }
        ),
        **SEARCH_FIELD,
    )
    country = django_filters.ChoiceFilter(
        label=_("Nationality"), method="keep", empty_label=_("All countries"), widget=InlineSelect
    )
    location = django_filters.ChoiceFilter(
        label=_("Location"), method="keep", empty_label=_("Anywhere"), widget=InlineSelect
    )
    min_events = django_filters.NumberFilter(
        label=_("At least N events"),
        method="keep",
        min_value=1,
        max_value=100000,
        widget=forms.NumberInput(attrs={"min": 1, "step": 1}),
    )
    active = django_filters.ChoiceFilter(
        label=_("Active in the last"),
        method="keep",
        choices=ACTIVE_CHOICES,
        empty_label=_("any time"),
        widget=InlineSelect,
    )
    as_of = django_filters.DateFilter(
        label=_("As of"),
        method="keep",
        help_text=_("The table as it stood at the end of that day"),
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )

    class Meta:
        model = Rating
        fields = []

    def __init__(
        self,
        data=None,
        *,
        system: str,
        category: str,
        countries_present=(),
        locations_present=(),
        country: str | None = None,
        events_label=None,
        **kwargs,
    ):
        self.system = system
        self.category = category
        self.fixed_country = country
        if country and data is not None:
            data = data.copy()
            data["country"] = country
        super().__init__(data, queryset=Rating.objects.none(), **kwargs)
        self.filters["country"].extra["choices"] = country_choices(countries_present)
        self.filters["location"].extra["choices"] = country_choices(locations_present)
        if events_label:
            self.filters["min_events"].label = events_label

    def keep(self, queryset, name, value):
        return queryset

    def cleaned(self) -> dict:
        """The valid fields' values (an invalid field is ignored, and shown as an error)."""
        if not self.is_bound:
            return {}
        form = self.form
        form.is_valid()
        return {k: v for k, v in getattr(form, "cleaned_data", {}).items() if k not in form.errors}

    def day(self) -> date | None:
        """The day whose table is asked for (None: today's table)."""
        return self.cleaned().get("as_of")

    def leaderboard_kwargs(self, today: date | None = None) -> dict:
        """Keyword arguments for ``leaderboards.leaderboard`` (and ``count``)
        that filter rows (the day, ``as_of``, is not one of them)."""
        data = self.cleaned()
        kwargs = {}
        country = self.fixed_country or data.get("country")
        if country:
            kwargs["country"] = country.upper()
        if data.get("location"):
            kwargs["location"] = data["location"].upper()
        if (data.get("q") or "").strip():
            kwargs["search"] = data["q"].strip()
        if data.get("min_events"):
            kwargs["min_events"] = int(data["min_events"])
        if data.get("active"):
            kwargs["active_since"] = years_ago(int(data["active"]), today)
        return kwargs

    @property
    def qs(self):
        if not hasattr(self, "_qs"):
            from .leaderboards import leaderboard

            self._qs = leaderboard(self.system, self.category, **self.leaderboard_kwargs())
        return self._qs
