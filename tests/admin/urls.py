"""Only the admin, mounted where the site mounts it (wdd/urls.py), so these
tests do not depend on the public pages' views."""

from django.contrib import admin
from django.urls import path

urlpatterns = [path("admin/", admin.site.urls)]
