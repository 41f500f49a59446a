"""The list filters (django-filter through DRF's ``DjangoFilterBackend``).

A filter set validates its parameters (an invalid one is a 400 naming it) and
narrows the view's queryset; drf-spectacular documents each filter from its
``help_text``. Name search is the pages' own (``selectors.name_search``).
"""

from __future__ import annotations

import django_filters
from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator

from tournaments.models import Game, Player, Press, Tournament, Variant
from tournaments.search import MAX_QUERY_LENGTH, SearchTooLong, search_words
from tournaments.selectors import common as selectors

MAX_QUERY = MAX_QUERY_LENGTH
COUNTRY_CODE = RegexValidator(r"^[A-Za-z]{2}\Z", "An ISO 3166-1 alpha-2 country code, such as FR.")


def by_country(queryset, name, value):
    return queryset.filter(**{name: value.upper()})


def by_player_name(queryset, name, value):
    return selectors.name_search(queryset, value)


def by_name_or_city(queryset, name, value):
    return selectors.tournament_search(queryset, value)


def bounded_search(value: str) -> None:
    """A 400 naming the cap for a search past MAX_QUERY_WORDS words (the length is
    the field's max_length)."""
    try:
        search_words(value)
    except SearchTooLong as e:
        raise ValidationError(str(e)) from None


class IntegerFilter(django_filters.NumberFilter):
    field_class = forms.IntegerField


class PlayerFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        method=by_player_name,
        max_length=MAX_QUERY,
        validators=[bounded_search],
        help_text="Players with every word of this in their first or last name, ignoring "
        "case, accents and apostrophes, other letters as typed in ASCII (ł as l, ø as o, "
        "Cyrillic and Greek romanized), a name in parts also as one word (lefevre for "
        "Le Fèvre), at most 5 words and 100 characters.",
    )
    country = django_filters.CharFilter(
        field_name="nationality",
        method=by_country,
        validators=[COUNTRY_CODE],
        help_text="Players of this nationality (ISO 3166-1 alpha-2, such as FR).",
    )

    class Meta:
        model = Player
        fields = []


class TournamentFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        method=by_name_or_city,
        max_length=MAX_QUERY,
        validators=[bounded_search],
        help_text="Tournaments with every word of this in their name or city, ignoring "
        "case, accents and apostrophes, other letters as typed in ASCII (ł as l, ø as o, "
        "Cyrillic and Greek romanized), at most 5 words and 100 characters.",
    )
    country = django_filters.CharFilter(
        field_name="country",
        method=by_country,
        validators=[COUNTRY_CODE],
        help_text="Tournaments held in this country (ISO 3166-1 alpha-2, such as FR).",
    )
    year = IntegerFilter(
        field_name="end_date__year",
        min_value=1900,
        max_value=2200,
        help_text="Tournaments that ended in this year.",
    )

    class Meta:
        model = Tournament
        fields = []


class GameFilter(django_filters.FilterSet):
    variant = django_filters.ChoiceFilter(
        choices=Variant.choices, help_text="Games of this variant."
    )
    press = django_filters.ChoiceFilter(choices=Press.choices, help_text="Games of this press.")
    year = IntegerFilter(
        field_name="end_date__year",
        min_value=1900,
        max_value=2200,
        help_text="Games that ended in this year.",
    )
    player = django_filters.CharFilter(
        field_name="results__player__key",
        max_length=64,
        help_text="Games this player (by key) played in.",
    )

    class Meta:
        model = Game
        fields = []
