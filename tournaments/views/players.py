"""Player list and player profile."""

from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from wdd.page_cache import cached_page, request_states

from .. import versions
from ..models import Player
from ..selectors import players as selectors
from ..selectors.named import events_named
from ..templatetags.wdd import label
from .charts import rating_chart
from .common import (
    canonical,
    catalogue_versions,
    list_canonical,
    list_pages,
    paginate,
    query_url,
    slug_redirect,
)
from .filters import PlayerFilter, filtered, searched_text


@cached_page(catalogue_versions)
def player_list(request):
    filterset = PlayerFilter(request.GET or None, queryset=Player.objects.all(), request=request)
    queryset, active = filtered(filterset)
    page_obj = paginate(request, queryset)
    searched = (
        searched_text(filterset) if page_obj.number == 1 else ""
    )  # named once, above the first page
    context = {
        "filter": filterset,
        "filters_active": active,
        "page_obj": page_obj,
        "players": page_obj.object_list,
        "searched": searched,
        "named": events_named(searched) if searched else None,
        "canonical_url": list_canonical(request, reverse("player-list"), page_obj),
    }
    return render(request, "tournaments/player_list.html", context)


def months_spanned(points) -> int:
    """Calendar months from the first point to the last, both counted: the history
    stores a month only when the rating changed, so its length is not its span."""
    months = [d.year * 12 + d.month for d, _r in points]
    return max(months) - min(months) + 1 if months else 0


def _charts(ratings, history) -> list[dict]:
    """One chart a rated table with a history, in the order of the ratings."""
    charts = []
    names = {(r.system, r.category): r for r in ratings}
    keys = [(r.system, r.category) for r in ratings if (r.system, r.category) in history]
    keys += [k for k in history if k not in names]
    for key in keys:
        chart = rating_chart(history[key])
        if chart is None:
            continue
        line = names.get(key)
        charts.append(
            {
                "system": key[0],
                "category": key[1],
                "title": f"{line.system_name} — {label(line.category_name)}"
                if line
                else " / ".join(key),
                "chart": chart,
                "months": months_spanned(history[key]),
            }
        )
    return charts


def shown_chart(ratings, wanted: str | None) -> tuple[str, str] | None:
    """The table whose rating history the page draws: ``?chart=system:category``
    when the player is rated in it, else their first table (one chart drawn,
    however many tables: a busy player is in ten, each up to 300 months)."""
    keys = [(r.system, r.category) for r in ratings]
    wanted_key = tuple((wanted or "").split(":", 1))
    if wanted_key in keys:
        return wanted_key
    return keys[0] if keys else None


def player_versions(request, pk: int, *args, **kwargs) -> tuple:
    """A player's pages show their own rows and their tournaments' (names,
    dates, "rank / N"): all announced by the player's data version."""
    return versions.versions(versions.PLAYER, pk)


@cached_page(player_versions)
def player_detail(request, pk: int, slug: str):
    player = get_object_or_404(Player, pk=pk)
    if redirect := slug_redirect(request, player, slug):
        return redirect
    ratings = selectors.player_ratings(player, request_states(request))
    shown = shown_chart(ratings, request.GET.get("chart"))
    history = selectors.player_rating_history(player, shown) if shown else {}
    events = selectors.player_events(player)
    events_page = Paginator(events, selectors.GAMES_PER_PAGE).get_page(request.GET.get("events"))
    games = selectors.player_games(player, request.GET.get("boards"), request.GET.get("games"))
    awards = selectors.player_awards(player)
    context = {
        "player": player,
        "ratings": ratings,
        "charts": _charts(ratings, history),
        "chart_links": [
            (r, query_url(request, "#charts", chart=f"{r.system}:{r.category}")) for r in ratings
        ]
        if len(ratings) > 1
        else [],
        "events": events_page.object_list,
        "event_count": len(events),
        "event_pages": list_pages(request, events_page, "events", "#events"),
        "wins": [e for e in events if e.rank == 1],
        "boards": games.boards,
        "online": games.online,
        "games": games,
        "board_pages": list_pages(request, games.board_page, "boards", "#boards"),
        "online_pages": list_pages(request, games.online_page, "games", "#online"),
        "awards": awards,
        "solos": games.solos,
        "canonical_url": canonical(request, player.get_absolute_url()),
    }
    return render(request, "tournaments/player_detail.html", context)
