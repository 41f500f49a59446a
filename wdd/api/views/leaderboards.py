"""Rating tables: the list of tables, and a table's rows 50 a page.

Everything is read through ``ratings.leaderboards`` (the one module that
queries the tables), with the leaderboard page's paginator (``page_slicer``):
a whole table in rank order is paged by rank, never by OFFSET, a whole live
table by name from its name index, any other page reads its ids first; an
unfiltered table's size comes from its stored state, never a COUNT.
"""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.generics import GenericAPIView
from rest_framework.response import Response
from rest_framework.views import APIView

from ratings import leaderboards
from ratings.leaderboard_views_support import page_slicer

from ..pagination import TablePagination
from ..serializers.leaderboards import (
    LeaderboardParams,
    LeaderboardSerializer,
    TableListSerializer,
)
from .base import ReadOnly


def _tables(states) -> list[dict]:
    return [
        {"table": leaderboards.Table(engine, category), "state": states[engine.slug, category.slug]}
        for engine in leaderboards.systems()
        for category in engine.categories
    ]


class LeaderboardList(ReadOnly, APIView):
    @extend_schema(
        operation_id="leaderboards_list",
        summary="Rating tables",
        description="Every table of every rating system, with when it was computed.",
        responses=TableListSerializer,
    )
    def get(self, request):
        data = {"results": _tables(leaderboards.table_states())}
        return Response(TableListSerializer(data, context={"request": request}).data)


class Leaderboard(ReadOnly, GenericAPIView):
    pagination_class = TablePagination

    @extend_schema(
        summary="A rating table",
        description="A table's rows, best first, 50 a page: the leaderboard page's rows "
        "and ranks, with its filters. With `country`, the national table (ranked among "
        "that nationality); with `as_of`, the table as it stood at the end of that day "
        "(what `export_leaderboard --as-of` writes).",
        parameters=[
            OpenApiParameter(
                "system",
                str,
                OpenApiParameter.PATH,
                enum=[e.slug for e in leaderboards.systems()],
                description="The rating system's slug.",
            ),
            OpenApiParameter(
                "category",
                str,
                OpenApiParameter.PATH,
                description="The category's slug (see the system's `categories` at the root).",
            ),
            LeaderboardParams,
            OpenApiParameter(
                "page", OpenApiTypes.INT, description=TablePagination.page_query_description
            ),
        ],
        responses=LeaderboardSerializer,
    )
    def get(self, request, system, category):
        try:
            table = leaderboards.resolve(system, category)
        except leaderboards.LeaderboardError as e:
            raise NotFound(str(e)) from None
        params = LeaderboardParams(data=request.query_params)
        params.is_valid(raise_exception=True)
        kwargs, order = params.leaderboard_kwargs(), params.validated_data.get("sort")
        past = leaderboards.at(table.system, table.slug, params.validated_data.get("as_of"))
        rows = leaderboards.leaderboard(table.system, table.slug, as_of=past, order=order, **kwargs)
        page = self.paginator.paginate_table(
            rows,
            request,
            self,
            count=leaderboards.count(table.system, table.slug, as_of=past, **kwargs),
            slicer=page_slicer(rows, past, kwargs, order, table.system, table.slug),
        )
        data = {
            "table": table,
            "state": leaderboards.table_states()[table.system, table.slug],
            "country": kwargs.get("country"),
            "as_of_date": past.as_of,
            "sort": order,
            **self.paginator.envelope(),
            "results": page,
        }
        return Response(LeaderboardSerializer(data, context={"request": request}).data)
