"""Rating histories: a player's history in one table, and an event's impact.

Both read through the page selectors (``selectors.rating_history``,
``selectors.impact``): the same numbers as the history page and the
tournament page's "Rating impact".
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.generics import GenericAPIView
from rest_framework.response import Response

from ratings import leaderboards
from tournaments.models import Player, Tournament
from tournaments.selectors.impact import rating_impact
from tournaments.selectors.rating_history import player_history

from ..pagination import Pagination
from ..serializers.histories import HistorySerializer, ImpactSerializer
from .base import ReadOnly


class HistoryParams(serializers.Serializer):
    page = serializers.IntegerField(
        required=False, min_value=1, help_text="A page number, from 1 (50 changes a page)."
    )


class PlayerHistory(ReadOnly, GenericAPIView):
    @extend_schema(
        summary="A player's history in one rating table",
        description="Every event or game that moved the player's rating in one table, "
        "newest first, 50 a page, with what the system's rule used (Dip Pouch: P, N, S "
        "and V; Ghost: x, expected and actual scores; OpenSkill: mu and sigma before and "
        "after), and the player's rating and ranks today and at the end of each past year.",
        parameters=[
            OpenApiParameter("id", int, OpenApiParameter.PATH, description="The player's `id`."),
            OpenApiParameter(
                "system",
                str,
                OpenApiParameter.PATH,
                enum=[e.slug for e in leaderboards.systems()],
                description="The rating system's slug.",
            ),
            OpenApiParameter(
                "category", str, OpenApiParameter.PATH, description="The category's slug."
            ),
            HistoryParams,
        ],
        responses=HistorySerializer,
    )
    def get(self, request, pk, system, category):
        player = get_object_or_404(Player, pk=pk)
        try:
            table = leaderboards.resolve(system, category)
        except leaderboards.LeaderboardError as e:
            raise NotFound(str(e)) from None
        params = HistoryParams(data=request.query_params)
        params.is_valid(raise_exception=True)
        number = params.validated_data.get("page", 1)
        history = player_history(player, table.engine, table.slug, number)
        page = history.page
        if page.number != number and page.paginator.count:
            raise NotFound(Pagination.invalid_page_message)
        envelope = Pagination()
        envelope.request, envelope.page = request, page
        data = {
            "player": player,
            "history": history,
            **envelope.envelope(),
            "results": page.object_list,
        }
        return Response(HistorySerializer(data, context={"request": request}).data)


class EventImpact(ReadOnly, GenericAPIView):
    @extend_schema(
        summary="An event's rating impact",
        description="Each player's rating just before and just after the event, in every "
        "table where it counted (its placements in Dip Pouch; its boards, taken together, "
        "in the game-based tables), largest change first: the tournament page's "
        '"Rating impact".',
        parameters=[
            OpenApiParameter("id", int, OpenApiParameter.PATH, description="The tournament's `id`.")
        ],
        responses=ImpactSerializer,
    )
    def get(self, request, pk):
        tournament = get_object_or_404(Tournament, pk=pk)
        tables = rating_impact(tournament, "-change")
        data = {"tournament": tournament, "tables": tables}
        return Response(ImpactSerializer(data, context={"request": request}).data)
