"""Tournaments: the list's summary, and the detail with circuits, standings
(``exchange.standings_export.standings_rows``, the export's columns) and boards
(``selectors.tournament_boards``, the page's boards)."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from tournaments.models import Circuit, Tournament

from ..fields import PageLink


class TournamentSerializer(serializers.ModelSerializer):
    """A tournament."""

    country = serializers.CharField(
        source="country.code", help_text="ISO 3166-1 alpha-2; empty when unknown."
    )
    url = serializers.HyperlinkedIdentityField(
        view_name="api-tournament-detail", help_text="This tournament in the API."
    )
    html_url = PageLink(help_text="The tournament's page on the site.")

    class Meta:
        model = Tournament
        fields = [
            "id",
            "key",
            "name",
            "start_date",
            "end_date",
            "city",
            "country",
            "world_championship",
            "rounds",
            "scoring_system",
            "url",
            "html_url",
        ]
        extra_kwargs = {
            "key": {"help_text": "The importer's stable id (the results bundle's key)."},
            "scoring_system": {"help_text": "The scoring system's slug (see /systems/)."},
        }


class TournamentRefSerializer(serializers.ModelSerializer):
    """A tournament, named from another object."""

    url = serializers.HyperlinkedIdentityField(view_name="api-tournament-detail")

    class Meta:
        model = Tournament
        fields = ["id", "key", "name", "end_date", "url"]


class CircuitSerializer(serializers.ModelSerializer):
    """A circuit the tournament counts in (a series of events with one standings)."""

    class Meta:
        model = Circuit
        fields = ["id", "key", "name", "season"]


class StandingSerializer(serializers.Serializer):
    """A line of the standings (the columns of `export_standings`): computed from
    the boards where the event has boards, else as the event published them."""

    rank = serializers.IntegerField()
    player = serializers.CharField(help_text="The player's key.")
    first_name = serializers.CharField()
    last_name = serializers.CharField()
    nationality = serializers.CharField()
    homonym = serializers.IntegerField(
        allow_null=True,
        help_text="Tells apart players of the same name (the WDD's HOMONYME); null for most.",
    )
    score = serializers.FloatField(allow_null=True, help_text="Full precision.")
    tier = serializers.IntegerField(allow_null=True)
    wins = serializers.IntegerField(allow_null=True)
    draws = serializers.IntegerField(allow_null=True)
    best_game = serializers.FloatField(allow_null=True)
    games = serializers.IntegerField(allow_null=True)
    dip_pouch_score = serializers.FloatField(
        allow_null=True, help_text="The Dip Pouch percentile (N + 0.5 - rank) / N x 100."
    )
    rating_before = serializers.FloatField(
        allow_null=True, help_text="The player's Dip Pouch rating just before the event."
    )
    rating_after = serializers.FloatField(
        allow_null=True, help_text="The player's Dip Pouch rating just after the event."
    )


class BoardResultSerializer(serializers.Serializer):
    """A power's end position on a board, and its board score."""

    # Reads a selectors.BoardLine.

    player = serializers.CharField(source="player.key", help_text="The player's key.")
    player_id = serializers.IntegerField(source="player.id")
    first_name = serializers.CharField(source="player.first_name")
    last_name = serializers.CharField(source="player.last_name")
    homonym = serializers.IntegerField(
        source="player.homonym",
        allow_null=True,
        help_text="Tells apart players of the same name (the WDD's HOMONYME); null for most.",
    )
    power = serializers.CharField()
    centres = serializers.IntegerField()
    eliminated_year = serializers.IntegerField(allow_null=True)
    score = serializers.FloatField(allow_null=True, help_text="The board score; null if unscored.")
    dropped = serializers.SerializerMethodField(
        help_text="Whether the aggregation dropped this score; null if unscored."
    )

    @extend_schema_field(OpenApiTypes.BOOL)
    def get_dropped(self, line) -> bool | None:
        return line.dropped if line.score is not None else None


class BoardSerializer(serializers.Serializer):
    """A board: its round and number, its game's settings, every power's result."""

    # Reads a selectors.BoardView.

    round = serializers.IntegerField()
    board = serializers.IntegerField(source="number")
    variant = serializers.CharField()
    press = serializers.CharField()
    game_scoring = serializers.CharField()
    results = BoardResultSerializer(many=True, source="lines")


class TournamentDetailSerializer(TournamentSerializer):
    """A tournament with its circuits, standings and boards."""

    # circuit_list, standing_rows and board_list are set by the view.

    circuits = CircuitSerializer(many=True, source="circuit_list")
    standings = StandingSerializer(many=True, source="standing_rows")
    boards = BoardSerializer(many=True, source="board_list")

    class Meta(TournamentSerializer.Meta):
        fields = [*TournamentSerializer.Meta.fields, "director", "circuits", "standings", "boards"]
