"""A URLconf with the merge view mounted on its own in front of the admin, so the
merge page tests prove the view itself, whatever the Player admin hooks."""

from django.contrib import admin
from django.urls import path

from tournaments.admin.merge import merge_view

urlpatterns = [
    path(
        "admin/tournaments/player/<path:object_id>/merge/",
        admin.site.admin_view(merge_view),
        name="merge-player",
    ),
    path("admin/", admin.site.urls),
]
