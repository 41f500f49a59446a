"""Players: the list's summary, and the detail with the player's row in every
rating table (``leaderboards.player_ratings``) and their results
(``selectors.player_events``, the player page's list)."""

from __future__ import annotations

from rest_framework import serializers

from ratings.models import Rating
from tournaments.models import Player

from ..fields import PageLink, TableLink
from .tournaments import TournamentRefSerializer


class PlayerSerializer(serializers.ModelSerializer):
    """A player."""

    nationality = serializers.CharField(
        source="nationality.code", help_text="ISO 3166-1 alpha-2; empty when unknown."
    )
    location = serializers.CharField(
        source="location.code", help_text="Where the player lives (ISO 3166-1 alpha-2)."
    )
    url = serializers.HyperlinkedIdentityField(
        view_name="api-player-detail", help_text="This player in the API."
    )
    html_url = PageLink(help_text="The player's page on the site.")

    class Meta:
        model = Player
        fields = [
            "id",
            "key",
            "first_name",
            "last_name",
            "homonym",
            "nationality",
            "location",
            "url",
            "html_url",
        ]
        extra_kwargs = {
            "key": {"help_text": "The importer's stable id (the results bundle's key)."},
            "homonym": {
                "help_text": "Tells apart players of the same name (the WDD's HOMONYME); "
                "null for most."
            },
        }


class PlayerRatingSerializer(serializers.ModelSerializer):
    """The player's row in one rating table."""

    leaderboard = TableLink(help_text="The table in the API.")
    # Not model fields: the ranks come from the table's sheet (``ratings.ranked_rows``).
    rank = serializers.IntegerField(
        min_value=0,
        read_only=True,
        help_text="International rank (competition ranking, ties share).",
    )
    national_rank = serializers.IntegerField(
        min_value=0,
        allow_null=True,
        read_only=True,
        help_text="Rank among players of the same nationality.",
    )

    class Meta:
        model = Rating
        fields = [
            "system",
            "category",
            "rating",
            "rank",
            "national_rank",
            "events",
            "peak",
            "last_played",
            "leaderboard",
        ]
        extra_kwargs = {
            "events": {"help_text": "Events or games counted."},
        }


class PlayerResultSerializer(serializers.Serializer):
    """The player's final placement in one event."""

    # Reads a selectors.EventLine.

    tournament = TournamentRefSerializer()
    rank = serializers.IntegerField()
    published = serializers.BooleanField(
        help_text="The event's published placement (else computed from its boards)."
    )
    score = serializers.FloatField(allow_null=True)
    dip_pouch_score = serializers.FloatField(
        source="percentile", allow_null=True, help_text="The Dip Pouch percentile."
    )


class PlayerDetailSerializer(PlayerSerializer):
    """A player with their ratings and results."""

    # table_rows and event_lines are set by the view.

    ratings = PlayerRatingSerializer(many=True, source="table_rows")
    results = PlayerResultSerializer(
        many=True, source="event_lines", help_text="Final placements, newest first."
    )

    class Meta(PlayerSerializer.Meta):
        fields = [*PlayerSerializer.Meta.fields, "ratings", "results"]
