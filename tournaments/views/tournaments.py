"""Tournament list, tournament page and its downloads (standings, the WDD upload pair)."""

import io
import zipfile

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from wdd.page_cache import cached_page

from .. import versions
from ..exchange.standings_export import FORMATS, render_standings
from ..exchange.wdd_export import wdd_pair
from ..models import Tournament
from ..scoring import SYSTEMS
from ..selectors import tournament_page as page_selectors
from ..selectors import tournaments as selectors
from ..selectors.impact import event_impact, sort_key
from ..selectors.named import players_named
from .common import (
    canonical,
    catalogue_versions,
    list_canonical,
    list_pages,
    paginate,
    query_url,
    slug_redirect,
)
from .filters import TournamentFilter, filtered, searched_text


@cached_page(catalogue_versions)
def tournament_list(request):
    filterset = TournamentFilter(
        request.GET or None, queryset=selectors.tournaments_for_list(), request=request
    )
    queryset, active = filtered(filterset)
    page_obj = paginate(request, queryset)
    searched = searched_text(filterset)
    context = {
        "filter": filterset,
        "filters_active": active,
        "page_obj": page_obj,
        "tournaments": page_obj.object_list,
        "searched": searched,
        # a name typed into the events' box: the players it names, when no event matches
        "named": players_named(searched) if searched and not page_obj.paginator.count else None,
        "systems": {slug: s.name for slug, s in SYSTEMS.items()},
        "canonical_url": list_canonical(request, reverse("tournament-list"), page_obj),
    }
    return render(request, "tournaments/tournament_list.html", context)


def tournament_versions(request, pk: int, slug: str) -> tuple:
    """A tournament's page shows its rows, its players' names and its circuits:
    all announced by its data version (its rating impact: by the tables' states)."""
    return versions.versions(versions.TOURNAMENT, pk)


@cached_page(tournament_versions)
def tournament_detail(request, pk: int, slug: str):
    """The page of one event, a part at a time whatever its size: a page of
    the standings (``?page=``), one round's boards (``?round=``, the last by
    default) and a page of one table's rating impact (``?impact=``,
    ``?impact_sort=``, ``?impact_page=``); each link keeps the others."""
    tournament = get_object_or_404(page_selectors.tournament_for_page(), pk=pk)
    if redirect := slug_redirect(request, tournament, slug):
        return redirect
    standings = page_selectors.standings_page(tournament, request.GET.get("page"))
    round_list = page_selectors.round_list(tournament)
    shown_round = page_selectors.shown_round(round_list, request.GET.get("round"))
    rounds = selectors.tournament_boards(tournament, shown_round) if shown_round is not None else []
    sort = sort_key(request.GET.get("impact_sort"))
    impact = event_impact(
        tournament, request.GET.get("impact"), sort, request.GET.get("impact_page")
    )
    n = standings.players
    system = SYSTEMS.get(tournament.scoring_system or "")
    exports = (
        [
            (
                fmt.upper(),
                reverse(
                    "tournament-standings-export", args=[tournament.pk, tournament.slug or "x", fmt]
                ),
            )
            for fmt in FORMATS
        ]
        if standings.count
        else []
    )
    context = {
        "tournament": tournament,
        "system": system,
        "standings": standings,
        "standings_pages": list_pages(request, standings.page, "page", "#standings"),
        "rounds": rounds,
        "round": rounds[0] if rounds else None,
        "round_links": [
            (number, boards, query_url(request, "#boards", round=number))
            for number, boards in round_list
        ],
        "board_count": tournament.n_boards,
        "players": n,
        "coefficient": (
            selectors.dip_pouch_coefficient(
                n, tournament.rounds, tournament.world_championship, tournament.end_date
            )
            if n
            else None
        ),
        "awards": selectors.tournament_awards(tournament),
        "circuits": list(tournament.circuits.all()),
        "exports": exports,
        "canonical_url": canonical(request, tournament.get_absolute_url()),
        "impact_tables": impact.tables,
        "impact": impact.shown,
        "impact_sort": sort,
        "impact_pages": list_pages(request, impact.page, "impact_page", "#ratings")
        if impact.page
        else None,
        "impact_links": [
            (t, query_url(request, "#ratings", drop=("impact_page",), impact=t.key))
            for t in impact.tables
        ],
        "impact_sorts": {
            column: query_url(request, "#ratings", drop=("impact_page",), impact_sort=value)
            for column, value in next_sorts(sort).items()
        },
    }
    return render(request, "tournaments/tournament_detail.html", context)


def next_sorts(sort: str) -> dict[str, str]:
    """The sort each impact column's heading asks for: its reverse when the
    table is sorted by it, else its first direction (A-Z; largest first)."""
    return {
        "name": "-name" if sort == "name" else "name",
        **{c: c if sort == f"-{c}" else f"-{c}" for c in ("before", "after", "change")},
    }


def tournament_standings_export(request, pk: int, slug: str, fmt: str):
    """The standings as a file: the columns of the ``export_standings`` command."""
    if fmt not in FORMATS:
        raise Http404("unknown format")
    tournament = get_object_or_404(Tournament, pk=pk)
    url = reverse("tournament-standings-export", args=[tournament.pk, tournament.slug or "x", fmt])
    if redirect := slug_redirect(request, tournament, slug, url):
        return redirect
    response = HttpResponse(render_standings(tournament, fmt), content_type=FORMATS[fmt])
    if fmt == "csv":
        response["Content-Type"] = "text/csv; charset=utf-8"
    elif fmt == "json":
        response["Content-Type"] = "application/json; charset=utf-8"
    filename = f"{tournament.slug or 'tournament'}-standings.{fmt}"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def download_wdd_pair(request, pk: int, slug: str):
    """classification.csv + boards.csv in one ZIP, for uploading to the WDD."""
    tournament = get_object_or_404(Tournament, pk=pk)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, payload in wdd_pair(tournament).items():
            archive.writestr(name, payload)
    response = HttpResponse(buffer.getvalue(), content_type="application/zip")
    filename = f"{tournament.slug or 'tournament'}-wdd.zip"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
