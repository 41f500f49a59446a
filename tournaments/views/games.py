"""A game's page: an online game or a tournament board, its end position and
what it did to each player's ratings."""

from django.shortcuts import get_object_or_404, render

from wdd.page_cache import cached_page

from ..models import Game
from ..selectors.games import game_view
from .common import canonical, catalogue_versions, slug_redirect


@cached_page(catalogue_versions)
def game_detail(request, pk: int, slug: str):
    game = get_object_or_404(Game.objects.select_related("round__tournament"), pk=pk)
    if redirect := slug_redirect(request, game, slug):
        return redirect
    view = game_view(game)
    context = {
        "game": game,
        "view": view,
        "tournament": game.round.tournament if game.round_id else None,
        "canonical_url": canonical(request, game.get_absolute_url()),
    }
    return render(request, "tournaments/game_detail.html", context)
