"""The entry point, and a JSON 404 for any other path under /api/v1/."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from ratings import leaderboards

from ..serializers.root import RootSerializer
from .base import ReadOnly


class ApiRoot(ReadOnly, APIView):
    @extend_schema(
        summary="Entry point",
        description="Links to the collections, and every rating system with its tables.",
        responses=RootSerializer,
        tags=["root"],
    )
    def get(self, request):
        data = {"systems": leaderboards.systems()}
        return Response(RootSerializer(data, context={"request": request}).data)


@extend_schema(exclude=True)
class UnknownEndpoint(ReadOnly, APIView):
    """Without it an unknown API path would get the site's HTML 404 page."""

    def get(self, request, rest=""):
        raise NotFound("No such endpoint.")
