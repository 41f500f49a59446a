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
from ..selectors import tournaments as selectors
from ..selectors.impact import rating_impact, sort_key
from .common import canonical, list_canonical, paginate, slug_redirect
from .filters import TournamentFilter, filtered


def tournament_list(request):
    filterset = TournamentFilter(
        request.GET or None, queryset=selectors.tournaments_for_list(), request=request
    )
    queryset, active = filtered(filterset)
    page_obj = paginate(request, queryset)
    context = {
        "filter": filterset,
        "filters_active": active,
        "page_obj": page_obj,
        "tournaments": page_obj.object_list,
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
    tournament = get_object_or_404(Tournament, pk=pk)
    if redirect := slug_redirect(request, tournament, slug):
        return redirect
    standings = selectors.tournament_standings(tournament)
    rounds = selectors.tournament_boards(tournament)
    impact = _impact(request, tournament, standings, rounds)
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
        if standings.lines
        else []
    )
    context = {
        "tournament": tournament,
        "system": system,
        "standings": standings,
        "rounds": rounds,
        "board_count": sum(len(r.boards) for r in rounds),
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
        **impact,
    }
    return render(request, "tournaments/tournament_detail.html", context)


def _impact(request, tournament, standings, rounds) -> dict:
    """The rating impact section: every table where the event counted, the one
    shown (``?impact=system:category``, default the first) sorted by ``?impact_sort=``."""
    players = {line.player.pk: line.player for line in standings.lines}
    board_ids = []
    for rnd in rounds:
        for board in rnd.boards:
            board_ids.append(board.lines[0].result.game_id)
            for line in board.lines:
                players.setdefault(line.result.player_id, line.result.player)
    sort = sort_key(request.GET.get("impact_sort"))
    tables = rating_impact(tournament, board_ids, players, sort)
    wanted = request.GET.get("impact")
    shown = next((t for t in tables if t.key == wanted), tables[0] if tables else None)
    return {"impact_tables": tables, "impact": shown, "impact_sort": sort}


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
