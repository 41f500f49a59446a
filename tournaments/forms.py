"""Form pieces the public pages share: the bounded search field.

Every search box (players, tournaments, leaderboards) takes at most
``MAX_QUERY_LENGTH`` characters and ``MAX_QUERY_WORDS`` words
(``tournaments.search``): past that the form shows this message instead of
running one filter a word.
"""

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from .search import MAX_QUERY_LENGTH, MAX_QUERY_WORDS, SearchTooLong, search_words


def validate_search(value: str) -> None:
    """A ValidationError (in the page's language) for a search past the caps."""
    try:
        search_words(value)
    except SearchTooLong:
        raise ValidationError(
            _("Search at most %(words)s words and %(chars)s characters."),
            code="search_too_long",
            params={"words": MAX_QUERY_WORDS, "chars": MAX_QUERY_LENGTH},
        ) from None


#: Keyword arguments of a search CharField / CharFilter.
SEARCH_FIELD = {"validators": [validate_search]}
