"""The API root: links to the collections and to every rating table, from
the rating systems' registry (a new system appears here by itself)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ratings import leaderboards

from ..fields import RouteLink, TableLink


class CategorySerializer(serializers.Serializer):
    """A category of a rating system: one table."""

    # Reads a leaderboards.Table.

    slug = serializers.CharField()
    name = serializers.CharField(source="category.name")
    url = TableLink(category="slug", help_text="The table in the API.")


class SystemSerializer(serializers.Serializer):
    """A rating system and its categories."""

    # Reads a rating engine of the registry.

    slug = serializers.CharField()
    name = serializers.CharField()
    categories = serializers.SerializerMethodField()

    @extend_schema_field(CategorySerializer(many=True))
    def get_categories(self, engine):
        tables = [leaderboards.Table(engine, category) for category in engine.categories]
        return CategorySerializer(tables, many=True, context=self.context).data


class RootSerializer(serializers.Serializer):
    """Links to the collections, and every rating system."""

    # Reads {"systems": [engine, ...]}.

    players = RouteLink("api-player-list", help_text="Every player.")
    tournaments = RouteLink("api-tournament-list", help_text="Every tournament.")
    leaderboards = RouteLink("api-leaderboard-list", help_text="Every rating table.")
    systems = SystemSerializer(many=True, help_text="The rating systems and their tables.")
