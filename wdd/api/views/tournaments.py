"""Tournaments: a filtered list, and one event with standings and boards."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import generics

from tournaments.exchange.standings_export import standings_rows
from tournaments.models import Tournament
from tournaments.selectors import tournaments as selectors

from ..filters import TournamentFilter
from ..serializers.tournaments import TournamentDetailSerializer, TournamentSerializer
from .base import ReadOnly


@extend_schema_view(
    get=extend_schema(
        summary="Tournaments",
        description="Every tournament, newest first, 50 a page.",
    )
)
class TournamentList(ReadOnly, generics.ListAPIView):
    queryset = Tournament.objects.order_by("-end_date", "-start_date", "-id")
    serializer_class = TournamentSerializer
    filterset_class = TournamentFilter


@extend_schema_view(
    get=extend_schema(
        summary="A tournament",
        parameters=[
            OpenApiParameter("id", int, OpenApiParameter.PATH, description="The tournament's `id`.")
        ],
        description="A tournament with its circuits, its standings (computed from the "
        "boards where it has boards, else as published; the `export_standings` columns) "
        "and every board's end position and scores.",
    )
)
class TournamentDetail(ReadOnly, generics.RetrieveAPIView):
    queryset = Tournament.objects.all()
    serializer_class = TournamentDetailSerializer

    def get_object(self):
        tournament = super().get_object()
        tournament.circuit_list = list(tournament.circuits.order_by("name"))
        tournament.standing_rows = standings_rows(tournament)
        tournament.board_list = [
            board for rnd in selectors.tournament_boards(tournament) for board in rnd.boards
        ]
        return tournament
