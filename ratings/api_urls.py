from django.urls import path, re_path

from . import api

urlpatterns = [
    path("", api.root, name="api-root"),
    path("players/", api.player_list, name="api-player-list"),
    path("players/<int:pk>/", api.player_detail, name="api-player-detail"),
    path("tournaments/", api.tournament_list, name="api-tournament-list"),
    path("tournaments/<int:pk>/", api.tournament_detail, name="api-tournament-detail"),
    path("leaderboards/", api.leaderboard_list, name="api-leaderboard-list"),
    path("leaderboards/<slug:system>/<slug:category>/", api.leaderboard, name="api-leaderboard"),
    re_path(r"^(?P<rest>.*)$", api.not_found, name="api-not-found"),
]
