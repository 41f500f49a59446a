"""The home page: latest events, the top of the main tables, site totals."""

from django.shortcuts import render
from django.urls import reverse

from wdd.page_cache import cached_page

from ..selectors import home as selectors
from .common import canonical, catalogue_versions


@cached_page(catalogue_versions)
def home(request):
    context = {
        "latest": selectors.latest_tournaments(8),
        "tables": selectors.home_tables(10),
        "totals": selectors.site_totals(),
        "canonical_url": canonical(request, reverse("home")),
    }
    return render(request, "tournaments/home.html", context)
