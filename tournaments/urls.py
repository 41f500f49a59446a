from django.urls import path

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("players/", views.player_list, name="player-list"),
    path("players/<int:pk>/<slug:slug>/", views.player_detail, name="player-detail"),
    path(
        "players/<int:pk>/<slug:slug>/ratings/<slug:system>/<slug:category>/",
        views.player_rating_history,
        name="player-rating-history",
    ),
    path("games/<int:pk>/<slug:slug>/", views.game_detail, name="game-detail"),
    path("tournaments/", views.tournament_list, name="tournament-list"),
    path("tournaments/<int:pk>/<slug:slug>/", views.tournament_detail, name="tournament-detail"),
    path(
        "tournaments/<int:pk>/<slug:slug>/standings.<str:fmt>",
        views.tournament_standings_export,
        name="tournament-standings-export",
    ),
    path(
        "tournaments/<int:pk>/<slug:slug>/wdd-upload.zip",
        views.download_wdd_pair,
        name="tournament-wdd-pair",
    ),
    path("circuits/", views.circuit_list, name="circuit-list"),
    path("circuits/<int:pk>/<slug:slug>/", views.circuit_detail, name="circuit-detail"),
    path("systems/", views.catalogue, name="catalogue"),
    path("systems/scoring/<slug:slug>/", views.scoring_system_detail, name="scoring-system-detail"),
    path("systems/ratings/<slug:slug>/", views.rating_system_detail, name="rating-system-detail"),
]
