"""The site's admin: Django's AdminSite with an autocomplete that refuses what
it cannot serve (a reverse relation named as the field: 403, not a 500),
bounds the search term, and lets a model admin describe its own options
(``autocomplete_text``: a player's nationality, homonym and last event).

Installed as the default site by ``wdd.apps.AdminConfig``, so ``admin.site``
is this class everywhere. It carries the site's name: an organizer entering
results sees "WDD · results entry", not Django's own "Django administration".
"""

from django.contrib import admin
from django.contrib.admin.views.autocomplete import AutocompleteJsonView
from django.core.exceptions import PermissionDenied
from django.db.models import ForeignObjectRel
from django.utils.translation import gettext_lazy as _

#: a search is a handful of words: more only costs the database (one filter a word)
MAX_SEARCH_WORDS = 8
MAX_SEARCH_LENGTH = 200


def bounded_term(term: str) -> str:
    """The first MAX_SEARCH_WORDS words of `term`, at most MAX_SEARCH_LENGTH characters."""
    return " ".join((term or "")[: MAX_SEARCH_LENGTH * 4].split()[:MAX_SEARCH_WORDS])[
        :MAX_SEARCH_LENGTH
    ]


class BoundedSearchMixin:
    """Admin searches add one filter a word: keep the words few (a hostile
    query of 1,500 words is an expression tree the database refuses)."""

    def get_search_results(self, request, queryset, search_term):
        return super().get_search_results(request, queryset, bounded_term(search_term))


class AutocompleteView(AutocompleteJsonView):
    def process_request(self, request):
        term, model_admin, source_field, to_field_name = super().process_request(request)
        if isinstance(source_field, ForeignObjectRel):
            # e.g. Circuit."tournaments", the reverse side of Tournament.circuits
            raise PermissionDenied
        return bounded_term(term), model_admin, source_field, to_field_name

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        prepare = getattr(self.model_admin, "autocomplete_prepare", None)
        if prepare is not None:
            context["object_list"] = list(context["object_list"])
            prepare(context["object_list"])  # one read for the page, not one a row
        return context

    def serialize_result(self, obj, to_field_name):
        result = super().serialize_result(obj, to_field_name)
        describe = getattr(self.model_admin, "autocomplete_text", None)
        if describe is not None:
            result["text"] = describe(obj)
        return result


class AdminSite(admin.AdminSite):
    site_header = _("WDD · results entry")
    site_title = _("WDD administration")
    index_title = _("Results and players")

    def autocomplete_view(self, request):
        return AutocompleteView.as_view(admin_site=self)(request)
