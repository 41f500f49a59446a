"""A player's history in one rating table (linked from every leaderboard row
and from the player page): the rating chart with a point per event or game,
ranks now and at the end of each past year, and every change, newest first."""

from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.translation import gettext as _

from ratings import leaderboards
from wdd.page_cache import cached_page

from ..models import Player
from ..selectors.rating_history import player_history
from .charts import event_chart
from .common import list_canonical, slug_redirect
from .players import player_versions


def history_url(player: Player, system: str, category: str) -> str:
    return reverse("player-rating-history", args=[player.pk, player.slug or "x", system, category])


@cached_page(player_versions)
def player_rating_history(request, pk: int, slug: str, system: str, category: str):
    player = get_object_or_404(Player, pk=pk)
    try:
        table = leaderboards.resolve(system, category)
    except leaderboards.LeaderboardError:
        raise Http404(_("Unknown rating table.")) from None
    url = history_url(player, table.system, table.slug)
    if redirect := slug_redirect(request, player, slug, url):
        return redirect
    history = player_history(player, table.engine, table.slug, request.GET.get("page"))
    listed = set(history.categories)
    context = {
        "player": player,
        "engine": table.engine,
        "category": table.category,
        "history": history,
        "lines": history.page.object_list,
        "page_obj": history.page,
        "chart": event_chart(history.points),
        "categories": [
            {
                "category": c,
                "url": history_url(player, table.system, c.slug),
                "listed": c.slug in listed,
            }
            for c in table.engine.categories
        ],
        "leaderboard_url": reverse("leaderboard", args=[table.system, table.slug]),
        "events": table.engine.input == "events",
        "canonical_url": list_canonical(request, url, history.page),
    }
    return render(request, "tournaments/player_rating_history.html", context)
