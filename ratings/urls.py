from django.http import HttpResponse
from django.urls import path

urlpatterns = [
    path("ratings/", lambda r: HttpResponse(""), name="leaderboard-index"),
]
