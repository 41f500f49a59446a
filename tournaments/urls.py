from django.urls import path

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("players/<int:pk>/<slug:slug>/", views.player_detail, name="player-detail"),
    path("tournaments/<int:pk>/<slug:slug>/", views.tournament_detail, name="tournament-detail"),
    path("circuits/<int:pk>/<slug:slug>/", views.circuit_detail, name="circuit-detail"),
]
