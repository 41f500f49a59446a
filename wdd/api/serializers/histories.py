"""Rating histories: a player's history in one table (the history page's
data, ``selectors.rating_history``), and an event's rating impact (the
tournament page's, ``selectors.impact``)."""

from __future__ import annotations

from rest_framework import serializers

from ..pagination import PageSerializer
from .games import GameRefSerializer
from .players import PlayerSerializer
from .tournaments import TournamentRefSerializer


class ChangeSerializer(serializers.Serializer):
    """What one event or game did to the player's rating. The fields of other
    systems are null."""

    # Reads a selectors.rating_history.HistoryLine.

    date = serializers.DateField(help_text="The day the event or game ended.")
    tournament = TournamentRefSerializer(
        allow_null=True, help_text="The event (for a board, its tournament); null online."
    )
    game = GameRefSerializer(allow_null=True, help_text="The game; null for an event.")
    before = serializers.FloatField(help_text="Rating before (full precision).")
    after = serializers.FloatField(help_text="Rating after (full precision).")
    change = serializers.FloatField(help_text="after - before.")
    place = serializers.IntegerField(
        allow_null=True, help_text="Dip Pouch: the placement P (ties share the best)."
    )
    players = serializers.IntegerField(allow_null=True, help_text="Dip Pouch: N, players placed.")
    percentile = serializers.FloatField(
        allow_null=True, help_text="Dip Pouch: S = (N + 0.5 - P) / N x 100."
    )
    value = serializers.FloatField(allow_null=True, help_text="Dip Pouch: the event value V.")
    x = serializers.FloatField(
        allow_null=True, help_text="Ghost: the game's weight x (K = 32 in 1v1)."
    )
    expected = serializers.FloatField(allow_null=True, help_text="Ghost: the expected score.")
    actual = serializers.FloatField(allow_null=True, help_text="Ghost: the actual score.")
    mu_before = serializers.FloatField(allow_null=True, help_text="OpenSkill: mu before.")
    mu_after = serializers.FloatField(allow_null=True, help_text="OpenSkill: mu after.")
    sigma_before = serializers.FloatField(allow_null=True, help_text="OpenSkill: sigma before.")
    sigma_after = serializers.FloatField(allow_null=True, help_text="OpenSkill: sigma after.")


class YearEndSerializer(serializers.Serializer):
    """The player in a past table (the end of a year)."""

    as_of = serializers.DateField(source="day", help_text="31 December.")
    rating = serializers.FloatField()
    rank = serializers.IntegerField(help_text="International rank then.")
    national_rank = serializers.IntegerField(allow_null=True, help_text="National rank then.")
    players = serializers.IntegerField(allow_null=True, help_text="Players in the table then.")


class HistorySerializer(PageSerializer):
    """A player's history in one rating table, with a page of changes, newest first."""

    # Reads the view's dict: player, history (selectors.rating_history.History),
    # the envelope, results.

    player = PlayerSerializer()
    system = serializers.CharField(source="history.engine.slug")
    category = serializers.CharField(source="history.category")
    rating = serializers.FloatField(
        source="history.row.rating", allow_null=True, help_text="Today (null: not listed)."
    )
    rank = serializers.IntegerField(
        source="history.row.rank", allow_null=True, help_text="International rank today."
    )
    national_rank = serializers.IntegerField(
        source="history.row.national_rank", allow_null=True, help_text="National rank today."
    )
    table_size = serializers.IntegerField(
        source="history.table_size", allow_null=True, help_text="Players in the table today."
    )
    peak = serializers.FloatField(source="history.row.peak", allow_null=True)
    events = serializers.IntegerField(
        source="history.row.events", allow_null=True, help_text="Events or games counted."
    )
    year_ends = YearEndSerializer(
        source="history.year_ends",
        many=True,
        help_text="At the end of each past year, newest first.",
    )
    results = ChangeSerializer(many=True, help_text="Changes, newest first.")

    def to_representation(self, data):
        if data["history"].row is None:  # not listed: the row's fields are null
            data = {**data, "history": _Unlisted(data["history"])}
        return super().to_representation(data)


class _Unlisted:
    """A History whose ``row`` reads as nulls."""

    class _Nulls:
        rating = rank = national_rank = peak = events = None

    def __init__(self, history):
        self.__dict__.update(history.__dict__)
        self.row = self._Nulls()


class ImpactLineSerializer(serializers.Serializer):
    """A player's rating before and after the event in one table."""

    # Reads a selectors.impact.ImpactLine.

    player = serializers.CharField(source="player.key", help_text="The player's key.")
    player_id = serializers.IntegerField(source="player.pk")
    first_name = serializers.CharField(source="player.first_name")
    last_name = serializers.CharField(source="player.last_name")
    before = serializers.FloatField(help_text="Just before the event.")
    after = serializers.FloatField(help_text="Just after it.")
    change = serializers.FloatField()
    results = serializers.IntegerField(help_text="Placements (1) or boards counted.")


class ImpactTableSerializer(serializers.Serializer):
    """What the event did in one rating table, by change (largest first)."""

    system = serializers.CharField()
    category = serializers.CharField()
    events = serializers.BooleanField(
        help_text="An event-based system (else the event's boards taken together)."
    )
    results = ImpactLineSerializer(many=True, source="lines")


class ImpactSerializer(serializers.Serializer):
    """An event's rating impact: every table where it counted."""

    tournament = serializers.IntegerField(source="tournament.pk")
    tables = ImpactTableSerializer(many=True)
