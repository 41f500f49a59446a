"""A URLconf with the admin and the merge page hooked as the lead will hook it."""

from django.contrib import admin
from django.urls import path

from tournaments.admin_merge import merge_view

urlpatterns = [
    path(
        "admin/tournaments/player/<path:object_id>/merge/",
        admin.site.admin_view(merge_view),
        name="merge-player",
    ),
    path("admin/", admin.site.urls),
]
