"""The site's URLs plus one view that fails, for the 500 page's test."""

from django.urls import path

from wdd.urls import handler404, handler500  # noqa: F401
from wdd.urls import urlpatterns as site_urls


def boom(request):
    raise RuntimeError("a bug")


urlpatterns = [path("boom/", boom), *site_urls]
