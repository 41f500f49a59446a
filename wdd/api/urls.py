"""``/api/v1/``: every endpoint, the OpenAPI schema and its docs.

The route names are the API's (``api-...``): serializers link with them. The
last pattern answers any other path with a JSON 404.
"""

from django.urls import path, re_path
from drf_spectacular.views import SpectacularJSONAPIView, SpectacularSwaggerSplitView

from .views.base import ReadOnly
from .views.games import GameDetail, GameList
from .views.histories import EventImpact, PlayerHistory
from .views.leaderboards import Leaderboard, LeaderboardList
from .views.players import PlayerDetail, PlayerList
from .views.root import ApiRoot, UnknownEndpoint
from .views.tournaments import TournamentDetail, TournamentList

READ_ONLY = {"http_method_names": ReadOnly.http_method_names}

urlpatterns = [
    path("", ApiRoot.as_view(), name="api-root"),
    path("players/", PlayerList.as_view(), name="api-player-list"),
    path("players/<int:pk>/", PlayerDetail.as_view(), name="api-player-detail"),
    path(
        "players/<int:pk>/ratings/<slug:system>/<slug:category>/",
        PlayerHistory.as_view(),
        name="api-player-history",
    ),
    path("tournaments/", TournamentList.as_view(), name="api-tournament-list"),
    path("tournaments/<int:pk>/", TournamentDetail.as_view(), name="api-tournament-detail"),
    path("tournaments/<int:pk>/ratings/", EventImpact.as_view(), name="api-event-impact"),
    path("games/", GameList.as_view(), name="api-game-list"),
    path("games/<int:pk>/", GameDetail.as_view(), name="api-game-detail"),
    path("leaderboards/", LeaderboardList.as_view(), name="api-leaderboard-list"),
    path(
        "leaderboards/<slug:system>/<slug:category>/",
        Leaderboard.as_view(),
        name="api-leaderboard",
    ),
    path("openapi.json", SpectacularJSONAPIView.as_view(**READ_ONLY), name="api-schema"),
    path(
        "docs/",
        SpectacularSwaggerSplitView.as_view(
            url_name="api-schema", template_name="api/swagger_ui.html", **READ_ONLY
        ),
        name="api-docs",
    ),
    re_path(r"^(?P<rest>.*)$", UnknownEndpoint.as_view(), name="api-not-found"),
]
