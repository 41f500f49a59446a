"""The systems catalogue: the scoring systems grouped by the WDD's kinds (with the WDD's
systems this site does not compute, as text), a page per scoring system (rules, what it
does with a board's centre chart, a worked example and a calculator) and per rating
system."""

from django.http import Http404
from django.shortcuts import render
from django.urls import reverse

from ratings.engines import ENGINES
from ratings.models import TableState

from ..models import POWERS
from ..scoring import SYSTEMS
from ..selectors.catalogue import kind_anchor, scoring_catalogue, tournaments_using
from ..selectors.common import leaderboard_url
from .calculator import EXAMPLE_BOARDS, BoardForm, score_everywhere, worked_examples
from .common import canonical


def catalogue(request):
    groups = scoring_catalogue()
    rating = [
        {"engine": e, "url": reverse("rating-system-detail", args=[slug])}
        for slug, e in ENGINES.items()
    ]
    context = {
        "groups": groups,
        "computed": len(SYSTEMS),
        "text_only": sum(len(g.entries) for g in groups),
        "rating": rating,
        "canonical_url": canonical(request, reverse("catalogue")),
    }
    return render(request, "tournaments/catalogue.html", context)


def scoring_system_detail(request, slug: str):
    system = SYSTEMS.get(slug)
    if system is None:
        raise Http404("unknown scoring system")
    own_kind = kind_anchor(system.kind)
    submitted = any(key.endswith(("_centres", "_year")) for key in request.GET)
    if submitted:
        data = request.GET.copy()
        data.setdefault("kind", own_kind)  # the page's own kind unless another was chosen
        form = BoardForm(data)
    else:
        form = BoardForm(initial=BoardForm.initial_from(EXAMPLE_BOARDS[0]["positions"], own_kind))
    results = None
    if submitted and form.is_valid():
        results = score_everywhere(form.positions(), form.shown_kinds(own_kind))
    context = {
        "system": system,
        "kind_anchor": own_kind,
        "examples": worked_examples(system),
        "form": form,
        "results": results,
        "powers": POWERS,
        "tournaments": tournaments_using(slug),
        "canonical_url": canonical(request, reverse("scoring-system-detail", args=[slug])),
    }
    return render(request, "tournaments/scoring_system_detail.html", context)


def rating_system_detail(request, slug: str):
    engine = ENGINES.get(slug)
    if engine is None:
        raise Http404("unknown rating system")
    states = {t.category: t for t in TableState.objects.filter(system=slug)}
    categories = [
        {"category": c, "state": states.get(c.slug), "url": leaderboard_url(slug, c.slug)}
        for c in engine.categories
    ]
    context = {
        "engine": engine,
        "categories": categories,
        "included_tournaments": reverse("rating-included-tournaments", args=[slug])
        if engine.input == "events"
        else "",
        "included_circuits": reverse("rating-included-circuits", args=[slug])
        if engine.input == "events"
        else "",
        "canonical_url": canonical(request, reverse("rating-system-detail", args=[slug])),
    }
    return render(request, "tournaments/rating_system_detail.html", context)
