"""Games: online games (a list) and any game, online or a tournament board,
with its end position and what it did in every rating table
(``selectors.games``, the game page's data)."""

from __future__ import annotations

from rest_framework import serializers

from tournaments.models import Game

from ..fields import PageLink
from .tournaments import TournamentRefSerializer


class GameRefSerializer(serializers.ModelSerializer):
    """A game, named from another object."""

    url = serializers.HyperlinkedIdentityField(view_name="api-game-detail")

    class Meta:
        model = Game
        fields = ["id", "key", "end_date", "url"]
        extra_kwargs = {"key": {"help_text": "An online game's key; null for a board."}}


class GameSerializer(serializers.ModelSerializer):
    """A game's settings."""

    url = serializers.HyperlinkedIdentityField(
        view_name="api-game-detail", help_text="This game in the API."
    )
    html_url = PageLink(help_text="The game's page on the site.")

    class Meta:
        model = Game
        fields = [
            "id",
            "key",
            "end_date",
            "variant",
            "press",
            "phase_minutes",
            "game_scoring",
            "url",
            "html_url",
        ]
        extra_kwargs = {
            "key": {"help_text": "An online game's key; null for a board."},
            "phase_minutes": {"help_text": "Minutes a phase; null face to face."},
            "game_scoring": {"help_text": "dss (draw-size) or sos (sum-of-squares)."},
        }


class ResultSerializer(serializers.Serializer):
    """A power's end position and outcome, and the player's change in each table."""

    # Reads a selectors.games.GameLine.

    power = serializers.CharField(source="result.power")
    player = serializers.CharField(source="result.player.key", help_text="The player's key.")
    player_id = serializers.IntegerField(source="result.player_id")
    first_name = serializers.CharField(source="result.player.first_name")
    last_name = serializers.CharField(source="result.player.last_name")
    centres = serializers.IntegerField(source="result.centres")
    eliminated_year = serializers.IntegerField(source="result.eliminated_year", allow_null=True)
    outcome = serializers.ChoiceField(
        choices=["solo", "draw", "lost", "eliminated", "won", "drew", "defeated"],
        help_text="As the ratings read the end position: solo, draw (a survivor of a drawn "
        "game), lost (a survivor of a soloed game), eliminated; in 1v1 won, drew, defeated.",
    )


class AdjustmentSerializer(serializers.Serializer):
    """One player's change in one table."""

    # Reads a selectors.games.Impact.

    player = serializers.CharField(source="result.player.key", help_text="The player's key.")
    power = serializers.CharField(source="result.power")
    before = serializers.FloatField()
    after = serializers.FloatField()
    change = serializers.FloatField()
    expected = serializers.FloatField(allow_null=True, help_text="Ghost: the expected score.")
    actual = serializers.FloatField(allow_null=True, help_text="Ghost: the actual score.")


class GameTableSerializer(serializers.Serializer):
    """What the game did in one rating table."""

    system = serializers.CharField()
    category = serializers.CharField()
    x = serializers.FloatField(
        source="weight", allow_null=True, help_text="Ghost: the game's weight x (K in 1v1)."
    )
    results = AdjustmentSerializer(many=True, source="impacts", help_text="Largest change first.")


class GameDetailSerializer(GameSerializer):
    """A game with its end position and its rating adjustments."""

    # The view sets view (selectors.games.GameView) on the game.

    tournament = TournamentRefSerializer(
        source="round.tournament", allow_null=True, help_text="A board's tournament."
    )
    round = serializers.IntegerField(source="round.number", allow_null=True)
    board = serializers.IntegerField(source="number", allow_null=True)
    results = ResultSerializer(many=True, source="view.lines")
    ratings = GameTableSerializer(
        many=True, source="view.tables", help_text="Every table the game counted in."
    )

    class Meta(GameSerializer.Meta):
        fields = [*GameSerializer.Meta.fields, "tournament", "round", "board", "results", "ratings"]
