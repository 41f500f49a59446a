"""Serializer fields for the links and dates the API has always written.

Links are absolute (``http://host/api/v1/...``) as DRF's hyperlinked fields
write them; these cover what those do not: a page of the site
(``html_url``), a rating table (two URL arguments), a collection (none).
"""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers


class _Link(serializers.Field):
    def __init__(self, **kwargs):
        kwargs.setdefault("source", "*")  # the object itself, unless told
        super().__init__(read_only=True, **kwargs)

    def absolute(self, path: str) -> str:
        return self.context["request"].build_absolute_uri(path)


@extend_schema_field(OpenApiTypes.URI)
class PageLink(_Link):
    """The object's page on the site (``get_absolute_url``)."""

    def to_representation(self, obj):
        return self.absolute(obj.get_absolute_url())


@extend_schema_field(OpenApiTypes.URI)
class RouteLink(_Link):
    """A URL without arguments, such as a collection, by its route name."""

    def __init__(self, view_name: str, **kwargs):
        self.view_name = view_name
        super().__init__(**kwargs)

    def to_representation(self, obj):
        return self.absolute(reverse(self.view_name))


@extend_schema_field(OpenApiTypes.URI)
class TableLink(_Link):
    """A rating table's API URL, from the object's ``system`` and category slug
    (attribute ``category``, or the one named)."""

    def __init__(self, category: str = "category", **kwargs):
        self.category = category
        super().__init__(**kwargs)

    def to_representation(self, obj):
        args = [obj.system, getattr(obj, self.category)]
        return self.absolute(reverse("api-leaderboard", args=args))


class IsoDateTimeField(serializers.DateTimeField):
    """``datetime.isoformat()`` as stored: "+00:00" and microseconds, as the API
    has always written them (DRF writes "Z" and milliseconds)."""

    def to_representation(self, value):
        return value.isoformat()
