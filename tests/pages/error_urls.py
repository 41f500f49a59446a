"""The site's URLs plus one view that fails, for the 500 page's test."""

from django.urls import path

from wdd.urls import handler404, handler500, urlpatterns as site_urls  # noqa: F401


def boom(request):
    raise RuntimeError("a bug")


urlpatterns = [path("boom/", boom), *site_urls]
