"""Circuits: their list, their events and their standings."""

from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from wdd.page_cache import cached_page

from ..models import Circuit
from ..selectors import circuits as selectors
from .common import PER_PAGE, canonical, catalogue_versions, list_pages, slug_redirect


@cached_page(catalogue_versions)
def circuit_list(request):
    context = {
        "circuits": selectors.circuit_list(),
        "canonical_url": canonical(request, reverse("circuit-list")),
    }
    return render(request, "tournaments/circuit_list.html", context)


@cached_page(catalogue_versions)
def circuit_detail(request, pk: int, slug: str):
    """A circuit's events and a page of its standings (``?page=``, 50 rows: a
    Grand Prix has thousands of players and a cell per event for each)."""
    circuit = get_object_or_404(Circuit, pk=pk)
    if redirect := slug_redirect(request, circuit, slug):
        return redirect
    tournaments, table = selectors.circuit_events_and_table(circuit)
    standings = Paginator(table, PER_PAGE)
    page = standings.get_page(request.GET.get("page"))
    context = {
        "circuit": circuit,
        "tournaments": tournaments,
        "rows": selectors.with_players(page.object_list),
        "standings_page": page,
        "standings_pages": list_pages(request, page, "page", "#standings"),
        "canonical_url": canonical(request, circuit.get_absolute_url()),
    }
    return render(request, "tournaments/circuit_detail.html", context)
