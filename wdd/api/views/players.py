"""Players: a searchable list, and one player with ratings and results."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import generics

from ratings import leaderboards
from tournaments.models import Player
from tournaments.selectors import players as selectors

from ..filters import PlayerFilter
from ..serializers.players import PlayerDetailSerializer, PlayerSerializer
from .base import ReadOnly


@extend_schema_view(
    get=extend_schema(
        summary="Players",
        description="Every player, by last name then first name, 50 a page.",
    )
)
class PlayerList(ReadOnly, generics.ListAPIView):
    queryset = Player.objects.order_by("last_name", "first_name", "key")
    serializer_class = PlayerSerializer
    filterset_class = PlayerFilter


@extend_schema_view(
    get=extend_schema(
        summary="A player",
        parameters=[
            OpenApiParameter("id", int, OpenApiParameter.PATH, description="The player's `id`.")
        ],
        description="A player with their row in every rating table they are in, and "
        "their final placements (what their page shows).",
    )
)
class PlayerDetail(ReadOnly, generics.RetrieveAPIView):
    queryset = Player.objects.all()
    serializer_class = PlayerDetailSerializer

    def get_object(self):
        player = super().get_object()
        player.table_rows = leaderboards.player_ratings(player.pk)
        player.event_lines = selectors.player_events(player)
        return player
