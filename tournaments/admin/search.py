"""Admin search (lists and autocompletes) that ignores case and accents.

Django's admin search builds ``icontains`` lookups, which SQLite folds for
ASCII only: "herve" would miss Hervé. These mixins search the folded
columns instead (a player's ``search_text``, which has the other spellings of
a name in parts, a tournament's ``search_name``: ``tournaments.search``), plus the exact keys,
through ``get_search_results``, which the autocomplete views call too. Words
past the page caps are dropped rather than refused: the admin has no form to
show a message on, and five words find anyone.
"""

from django.db.models import Exists, OuterRef, Q

from ..models import PlayerAlias
from ..search import MAX_QUERY_LENGTH, MAX_QUERY_WORDS, fold


def _words(term: str) -> list[str]:
    return fold(term[:MAX_QUERY_LENGTH]).split()[:MAX_QUERY_WORDS]


class PlayerSearchMixin:
    """Every word in the player's folded names, or the word is (part of) a key or alias."""

    def get_search_results(self, request, queryset, search_term):
        words = _words(search_term or "")
        for word in words:
            aliased = PlayerAlias.objects.filter(player=OuterRef("pk"), key__icontains=word)
            queryset = queryset.filter(
                Q(search_text__contains=word) | Q(key__icontains=word) | Exists(aliased)
            )
        return queryset, False


class TournamentSearchMixin:
    """Every word in the tournament's folded name and city, or its key or director."""

    def get_search_results(self, request, queryset, search_term):
        for word in _words(search_term or ""):
            queryset = queryset.filter(
                Q(search_name__contains=word) | Q(key__icontains=word) | Q(director__icontains=word)
            )
        return queryset, False
