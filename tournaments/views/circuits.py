"""Circuits: their list, their events and their standings."""

from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from ..models import Circuit
from ..selectors import circuits as selectors
from .common import canonical, slug_redirect


def circuit_list(request):
    context = {
        "circuits": selectors.circuit_list(),
        "canonical_url": canonical(request, reverse("circuit-list")),
    }
    return render(request, "tournaments/circuit_list.html", context)


def circuit_detail(request, pk: int, slug: str):
    circuit = get_object_or_404(Circuit, pk=pk)
    if redirect := slug_redirect(request, circuit, slug):
        return redirect
    tournaments = selectors.circuit_tournaments(circuit)
    context = {
        "circuit": circuit,
        "tournaments": tournaments,
        "rows": selectors.circuit_table(circuit, tournaments),
        "canonical_url": canonical(request, circuit.get_absolute_url()),
    }
    return render(request, "tournaments/circuit_detail.html", context)
