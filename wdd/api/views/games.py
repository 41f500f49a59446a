"""Games: the online games (newest first, 50 a page) and any game, online or
a tournament board, as its page shows it (``selectors.games``)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import generics

from tournaments.models import Game
from tournaments.selectors.games import game_view

from ..filters import GameFilter
from ..serializers.games import GameDetailSerializer, GameSerializer
from .base import ReadOnly


@extend_schema_view(
    get=extend_schema(
        summary="Online games",
        description="Every online game (standalone, not a tournament board), newest first, "
        "50 a page.",
    )
)
class GameList(ReadOnly, generics.ListAPIView):
    queryset = Game.objects.filter(round__isnull=True).order_by("-end_date", "-id")
    serializer_class = GameSerializer
    filterset_class = GameFilter


@extend_schema_view(
    get=extend_schema(
        summary="A game",
        parameters=[
            OpenApiParameter("id", int, OpenApiParameter.PATH, description="The game's `id`.")
        ],
        description="A game (online, or a tournament board) with each power's end position "
        "and outcome, and what it did in every rating table it counted in: each player's "
        "rating before and after, and Ghost Rating's x, expected and actual scores.",
    )
)
class GameDetail(ReadOnly, generics.RetrieveAPIView):
    queryset = Game.objects.select_related("round__tournament")
    serializer_class = GameDetailSerializer

    def get_object(self):
        game = super().get_object()
        game.view = game_view(game)
        return game
