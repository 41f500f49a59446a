from django.urls import path

from . import views

urlpatterns = [
    path("ratings/", views.index, name="leaderboard-index"),
    path("ratings/<slug:system>/", views.system_default, name="leaderboard-system"),
    path(
        "ratings/<slug:system>/tournaments/",
        views.included_tournaments_view,
        name="rating-included-tournaments",
    ),
    path(
        "ratings/<slug:system>/circuits/",
        views.included_circuits_view,
        name="rating-included-circuits",
    ),
    path("ratings/<slug:system>/<slug:category>/", views.leaderboard, name="leaderboard"),
    path(
        "ratings/<slug:system>/<slug:category>/<str:country>/",
        views.leaderboard,
        name="leaderboard-national",
    ),
]
