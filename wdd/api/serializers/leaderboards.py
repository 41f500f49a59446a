"""Rating tables: the list of tables with their state, a table's page of
rows (``ratings.leaderboards``, the leaderboard page's rows and ranks), and
the query parameters a table takes."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ratings import leaderboards
from ratings.filters import years_ago
from tournaments.search import SearchTooLong, search_words

from ..fields import IsoDateTimeField, PageLink, TableLink
from ..filters import COUNTRY_CODE, MAX_QUERY
from ..pagination import PageSerializer


class TableBaseSerializer(serializers.Serializer):
    """A rating table and its state."""

    # Reads {"table": leaderboards.Table, "state": TableState}.

    system = serializers.CharField(source="table.system")
    system_name = serializers.CharField(source="table.engine.name")
    category = serializers.CharField(source="table.slug")
    category_name = serializers.CharField(source="table.category.name")
    as_of = IsoDateTimeField(
        source="state.computed_at", allow_null=True, help_text="When the table was computed."
    )
    pending = serializers.BooleanField(
        source="state.pending", help_text="A recompute is queued: newer results are not in yet."
    )
    players = serializers.IntegerField(source="state.players", help_text="Rows in the table.")


class TableSerializer(TableBaseSerializer):
    """A rating table, its state and its URL."""

    url = TableLink(source="table", category="slug", help_text="The table in the API.")


class TableListSerializer(serializers.Serializer):
    """Every rating table."""

    results = TableSerializer(many=True, help_text="Every table of every rating system.")


class LeaderboardParams(serializers.Serializer):
    """The query parameters of a table (the leaderboard page's filters)."""

    q = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=MAX_QUERY,
        help_text="Players with every word of this starting a word of their first or last "
        "name, ignoring case, accents and apostrophes, other letters as typed in ASCII (ł as l, "
        "ø as o, Cyrillic and Greek romanized), a name in parts also as one word (lefevre for "
        "Le Fèvre), a name with an apostrophe also from there (connor for O'Connor), at most "
        "5 words and 100 characters.",
    )
    country = serializers.CharField(
        required=False,
        validators=[COUNTRY_CODE],
        help_text="The national table: players of this nationality (ISO 3166-1 alpha-2), "
        "ranked among themselves.",
    )
    location = serializers.CharField(
        required=False,
        validators=[COUNTRY_CODE],
        help_text="Players living in this country (ISO 3166-1 alpha-2).",
    )
    min_events = serializers.IntegerField(
        required=False,
        min_value=1,
        max_value=100_000,
        help_text="Players with at least this many events or games counted.",
    )
    active = serializers.IntegerField(
        required=False,
        min_value=1,
        max_value=200,
        help_text="Players who played in the last this many years.",
    )
    as_of = serializers.DateField(
        required=False,
        help_text="The table as it stood at the end of this day (YYYY-MM-DD): only "
        "events and games that ended by then count, and ranks are among the players "
        "rated by then. Omitted: today's table.",
    )
    sort = serializers.ChoiceField(
        choices=list(leaderboards.ORDERINGS),
        required=False,
        error_messages={"invalid_choice": f"One of: {', '.join(leaderboards.ORDERINGS)}."},
        help_text="The order of the rows (default: rank; a leading - reverses).",
    )

    def _country(self, value: str) -> str:
        try:
            return leaderboards.normalise_country(value)
        except leaderboards.LeaderboardError as e:
            raise serializers.ValidationError(str(e)) from None

    validate_country = _country
    validate_location = _country

    def validate_q(self, value: str) -> str:
        try:
            search_words(value)
        except SearchTooLong as e:
            raise serializers.ValidationError(str(e)) from None
        return value

    def leaderboard_kwargs(self) -> dict:
        """The filters as keyword arguments of ``leaderboards.leaderboard`` and ``count``."""
        data = self.validated_data
        kwargs = {
            name: data[name] for name in ("country", "location", "min_events") if data.get(name)
        }
        if data.get("q"):
            kwargs["search"] = data["q"]
        if data.get("active"):
            kwargs["active_since"] = years_ago(data["active"])
        return kwargs


class LeaderboardRowSerializer(serializers.Serializer):
    """A row of a rating table: the columns of `export_leaderboard` (`rank` is the
    rank in this table, national in a national table), the player's id and URL."""

    # Reads a Rating row of leaderboards.leaderboard (annotated with position).

    rank = serializers.IntegerField(source="position", help_text="The rank in this table.")
    player = serializers.CharField(source="player.key", help_text="The player's key.")
    first_name = serializers.CharField(source="player.first_name")
    last_name = serializers.CharField(source="player.last_name")
    nationality = serializers.CharField()
    location = serializers.CharField()
    rating = serializers.FloatField(help_text="Full precision.")
    events = serializers.IntegerField(help_text="Events or games counted.")
    peak = serializers.FloatField()
    last_played = serializers.DateField(allow_null=True)
    international_rank = serializers.IntegerField(source="rank")
    national_rank = serializers.IntegerField(allow_null=True)
    homonym = serializers.IntegerField(
        source="player.homonym",
        allow_null=True,
        help_text="Tells apart players of the same name (the WDD's HOMONYME); null for most.",
    )
    player_id = serializers.IntegerField()
    url = serializers.HyperlinkedRelatedField(
        source="player",
        view_name="api-player-detail",
        read_only=True,
        help_text="The player in the API.",
    )


@extend_schema_field(OpenApiTypes.URI)
class LeaderboardPageLink(PageLink):
    """The leaderboard page on the site (the national one for a national table)."""

    def to_representation(self, data):
        table, country, day = data["table"], data["country"], data["as_of_date"]
        if country:
            path = reverse("leaderboard-national", args=[table.system, table.slug, country])
        else:
            path = reverse("leaderboard", args=[table.system, table.slug])
        return self.absolute(f"{path}?as_of={day.isoformat()}" if day else path)


class LeaderboardSerializer(TableBaseSerializer, PageSerializer):
    """A page of a rating table, with the table's state and the filters applied."""

    # Reads the view's dict: table, state, country, sort, the envelope, results.

    country = serializers.CharField(allow_null=True, help_text="The national table's nationality.")
    as_of_date = serializers.DateField(
        allow_null=True,
        help_text="The day whose end the table shows (the `as_of` asked for); null: today's "
        "table. (`as_of` is when the stored tables were last computed.)",
    )
    sort = serializers.CharField(allow_null=True, help_text="The order asked for.")
    html_url = LeaderboardPageLink(help_text="The same table on the site.")
    results = LeaderboardRowSerializer(many=True)
