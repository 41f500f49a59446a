"""Pages of 50 with the API's envelope: ``count``, ``page``, ``pages``, ``next``,
``previous``, ``results``.

DRF's ``PageNumberPagination`` does the paging and answers 404 for a page that
does not exist; two things are ours because the JSON shape demands them:

* ``page=abc`` is a bad parameter (400 naming ``page``), not a missing page;
* ``next``/``previous`` keep the query string as the client wrote it and only
  set ``page`` (DRF sorts the parameters and drops ``page=1``).

``TablePagination`` pages a rating table through ``LeaderboardPaginator``
(the pages' paginator): the table's stored size instead of a COUNT, and rank
seeks instead of an OFFSET, so any page costs the same few queries. Other
lists read their pages past the middle backwards (``wdd.paging``).
"""

from __future__ import annotations

from functools import partial

from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response

from ratings.tables import LeaderboardPaginator
from wdd.paging import NearerEndPaginator


class Pagination(PageNumberPagination):
    django_paginator_class = NearerEndPaginator  # the last page costs what the first does
    last_page_strings = ()  # "?page=last" is not a page number
    page_query_description = "A page number, from 1 (50 rows a page)."
    invalid_page_message = "Invalid page."

    def get_page_number(self, request, paginator):
        number = super().get_page_number(request, paginator)
        try:
            int(number)
        except (TypeError, ValueError):
            raise ValidationError({"page": "A page number is a positive integer."}) from None
        return number

    def _link(self, number: int | None) -> str | None:
        if number is None:
            return None
        params = self.request.query_params.copy()
        params[self.page_query_param] = number
        return self.request.build_absolute_uri(f"{self.request.path}?{params.urlencode()}")

    def get_next_link(self):
        return self._link(self.page.next_page_number() if self.page.has_next() else None)

    def get_previous_link(self):
        return self._link(self.page.previous_page_number() if self.page.has_previous() else None)

    def envelope(self) -> dict:
        """The page's place in the list (everything but ``results``)."""
        return {
            "count": self.page.paginator.count,
            "page": self.page.number,
            "pages": self.page.paginator.num_pages,
            "next": self.get_next_link(),
            "previous": self.get_previous_link(),
        }

    def get_paginated_response(self, data):
        return Response({**self.envelope(), "results": data})

    def get_paginated_response_schema(self, schema):
        return {
            "type": "object",
            "required": [*PageSerializer().fields, "results"],
            "properties": {
                "count": {"type": "integer", "description": PageSerializer.COUNT},
                "page": {"type": "integer", "description": PageSerializer.PAGE},
                "pages": {"type": "integer", "description": PageSerializer.PAGES},
                "next": {
                    "type": "string",
                    "format": "uri",
                    "nullable": True,
                    "description": PageSerializer.NEXT,
                },
                "previous": {
                    "type": "string",
                    "format": "uri",
                    "nullable": True,
                    "description": PageSerializer.PREVIOUS,
                },
                "results": schema,
            },
        }


class TablePagination(Pagination):
    def paginate_table(self, rows, request, view, *, count: int, slicer=None):
        """A page of a rating table of ``count`` rows (``slicer``: see LeaderboardPaginator)."""
        self.django_paginator_class = partial(LeaderboardPaginator, count=count, slicer=slicer)
        return self.paginate_queryset(rows, request, view)


class PageSerializer(serializers.Serializer):
    """The envelope as serializer fields, for responses that add their own
    fields around a page (a leaderboard); reads ``Pagination.envelope()``."""

    COUNT = "How many rows match, on all pages."
    PAGE = "This page's number (from 1)."
    PAGES = "How many pages there are."
    NEXT = "The next page, with the same parameters; null on the last page."
    PREVIOUS = "The previous page, with the same parameters; null on the first page."

    count = serializers.IntegerField(help_text=COUNT)
    page = serializers.IntegerField(help_text=PAGE)
    pages = serializers.IntegerField(help_text=PAGES)
    next = serializers.URLField(allow_null=True, help_text=NEXT)
    previous = serializers.URLField(allow_null=True, help_text=PREVIOUS)
