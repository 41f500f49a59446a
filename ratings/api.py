"""The read-only JSON API (``/api/v1/``): plain Django views returning JsonResponse.

* Only GET and HEAD: any other method is answered 405 with an ``Allow``
  header (the views are CSRF-exempt so that a POST gets that 405, not a CSRF
  failure; they never write).
* Lists are paginated 50 a page (``?page=``) with ``count``, ``next`` and
  ``previous`` links; a page that does not exist is a 404.
* Unknown objects, systems, categories and paths: 404 with ``{"detail": ...}``.
* The data is the pages' data: leaderboards through ``ratings.leaderboards``
  (the same rows, ranks and page slicing as the HTML tables), standings
  through ``tournaments.exports.standings_rows``.
* Every view runs a bounded number of queries, whatever the page.
"""

from __future__ import annotations

import functools

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.db.models import Q
from django.http import Http404, JsonResponse
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt

from tournaments.models import GameResult, Player, Tournament

from . import leaderboards
from .engines import ENGINES
from .filters import years_ago
from .leaderboard_views_support import rank_slicer
from .tables import PER_PAGE, LeaderboardPaginator

SAFE_METHODS = ("GET", "HEAD")
MAX_QUERY = 100


class BadRequest(Exception):
    def __init__(self, errors: dict[str, str]):
        super().__init__(errors)
        self.errors = errors


def json(data, status: int = 200) -> JsonResponse:
    return JsonResponse(data, status=status, safe=False, json_dumps_params={"ensure_ascii": False})


def api_view(view):
    """Read-only, JSON errors, CSRF-exempt (nothing here writes)."""

    @csrf_exempt
    @functools.wraps(view)
    def wrapper(request, *args, **kwargs):
        if request.method not in SAFE_METHODS:
            response = json({"detail": f'Method "{request.method}" not allowed.'}, status=405)
            response["Allow"] = ", ".join(SAFE_METHODS)
            return response
        try:
            return view(request, *args, **kwargs)
        except Http404 as e:
            return json({"detail": str(e) or "Not found."}, status=404)
        except BadRequest as e:
            return json({"detail": "Invalid parameters.", "errors": e.errors}, status=400)

    return wrapper


# -- helpers ---------------------------------------------------------------


def absolute(request, name: str, *args) -> str:
    return request.build_absolute_uri(reverse(name, args=args))


def page_link(request, number: int | None) -> str | None:
    if number is None:
        return None
    params = request.GET.copy()
    params["page"] = number
    return request.build_absolute_uri(f"{request.path}?{params.urlencode()}")


def paginate(request, object_list, *, paginator: Paginator | None = None) -> tuple:
    """(page, envelope): the page of ``object_list`` asked for and its links."""
    paginator = paginator or Paginator(object_list, PER_PAGE)
    try:
        page = paginator.page(request.GET.get("page") or 1)
    except PageNotAnInteger:
        raise BadRequest({"page": "A page number is a positive integer."}) from None
    except EmptyPage:
        raise Http404("Invalid page.") from None
    envelope = {
        "count": paginator.count,
        "page": page.number,
        "pages": paginator.num_pages,
        "next": page_link(request, page.next_page_number() if page.has_next() else None),
        "previous": page_link(
            request, page.previous_page_number() if page.has_previous() else None
        ),
    }
    return page, envelope


def text_param(request, name: str) -> str:
    value = (request.GET.get(name) or "").strip()
    if len(value) > MAX_QUERY:
        raise BadRequest({name: f"At most {MAX_QUERY} characters."})
    return value


def country_param(request, name: str) -> str | None:
    value = (request.GET.get(name) or "").strip()
    if not value:
        return None
    if len(value) != 2 or not value.isascii() or not value.isalpha():
        raise BadRequest({name: "An ISO 3166-1 alpha-2 country code, such as FR."})
    return value.upper()


def int_param(request, name: str, low: int, high: int) -> int | None:
    value = (request.GET.get(name) or "").strip()
    if not value:
        return None
    try:
        number = int(value)
    except ValueError:
        raise BadRequest({name: "An integer."}) from None
    if not low <= number <= high:
        raise BadRequest({name: f"Between {low} and {high}."})
    return number


def name_search(queryset, q: str, prefix: str = ""):
    """Every word of ``q`` in the first or the last name."""
    for word in q.split():
        queryset = queryset.filter(
            Q(**{f"{prefix}first_name__icontains": word})
            | Q(**{f"{prefix}last_name__icontains": word})
        )
    return queryset


def country(value) -> str:
    return str(getattr(value, "code", value) or "")


def iso(value) -> str | None:
    return value.isoformat() if value else None


def player_summary(request, p: Player) -> dict:
    return {
        "id": p.pk,
        "key": p.key,
        "first_name": p.first_name,
        "last_name": p.last_name,
        "nationality": country(p.nationality),
        "location": country(p.location),
        "url": absolute(request, "api-player-detail", p.pk),
        "html_url": request.build_absolute_uri(p.get_absolute_url()),
    }


def tournament_summary(request, t: Tournament) -> dict:
    return {
        "id": t.pk,
        "key": t.key,
        "name": t.name,
        "start_date": iso(t.start_date),
        "end_date": iso(t.end_date),
        "city": t.city,
        "country": country(t.country),
        "world_championship": t.world_championship,
        "rounds": t.rounds,
        "scoring_system": t.scoring_system,
        "url": absolute(request, "api-tournament-detail", t.pk),
        "html_url": request.build_absolute_uri(t.get_absolute_url()),
    }


def get_engine_and_category(system: str, category: str):
    engine = ENGINES.get(system)
    if engine is None:
        raise Http404(f"Unknown rating system {system!r}.")
    try:
        cat = engine.category(category)
    except KeyError:
        raise Http404(f"Unknown category {category!r} of {system}.") from None
    return engine, cat


def state_fields(state) -> dict:
    return {
        "as_of": state.computed_at.isoformat() if state and state.computed_at else None,
        "pending": bool(state and state.pending),
        "players": state.players if state else 0,
    }


# -- views -----------------------------------------------------------------


@api_view
def root(request):
    return json(
        {
            "players": absolute(request, "api-player-list"),
            "tournaments": absolute(request, "api-tournament-list"),
            "leaderboards": absolute(request, "api-leaderboard-list"),
            "systems": [
                {
                    "slug": engine.slug,
                    "name": engine.name,
                    "categories": [
                        {
                            "slug": cat.slug,
                            "name": cat.name,
                            "url": absolute(request, "api-leaderboard", engine.slug, cat.slug),
                        }
                        for cat in engine.categories
                    ],
                }
                for engine in ENGINES.values()
            ],
        }
    )


@api_view
def player_list(request):
    players = Player.objects.order_by("last_name", "first_name", "id")
    q = text_param(request, "q")
    if q:
        players = name_search(players, q)
    nationality = country_param(request, "country")
    if nationality:
        players = players.filter(nationality=nationality)
    page, envelope = paginate(request, players)
    envelope["results"] = [player_summary(request, p) for p in page.object_list]
    return json(envelope)


def rating_fields(request, r) -> dict:
    return {
        "system": r.system,
        "category": r.category,
        "rating": r.rating,
        "rank": r.rank,
        "national_rank": r.national_rank,
        "events": r.events,
        "peak": r.peak,
        "last_played": iso(r.last_played),
        "leaderboard": absolute(request, "api-leaderboard", r.system, r.category),
    }


def player_results(request, player: Player) -> list[dict]:
    """The player's final placements: published where the event published them,
    else computed from the boards (what the tournament page shows)."""
    published = {
        s.tournament_id: s
        for s in player.standings.select_related("tournament").order_by("-tournament__end_date")
    }
    computed = {
        s.tournament_id: s
        for s in player.computed_standings.select_related("tournament").order_by(
            "-tournament__end_date"
        )
    }
    rows = []
    for tid in {**computed, **published}:
        pub, comp = published.get(tid), computed.get(tid)
        s = pub or comp
        t = s.tournament
        rows.append(
            {
                "tournament": {
                    "id": t.pk,
                    "key": t.key,
                    "name": t.name,
                    "end_date": iso(t.end_date),
                    "url": absolute(request, "api-tournament-detail", t.pk),
                },
                "rank": s.rank,
                "published": pub is not None,
                "score": comp.score if comp else pub.score,
                "dip_pouch_score": s.dip_pouch_score,
            }
        )
    rows.sort(
        key=lambda r: (r["tournament"]["end_date"] or "", r["tournament"]["id"]), reverse=True
    )
    return rows


@api_view
def player_detail(request, pk):
    player = Player.objects.filter(pk=pk).first()
    if player is None:
        raise Http404("No player with this id.")
    data = player_summary(request, player)
    data["ratings"] = [rating_fields(request, r) for r in leaderboards.player_ratings(player.pk)]
    data["results"] = player_results(request, player)
    return json(data)


@api_view
def tournament_list(request):
    tournaments = Tournament.objects.order_by("-end_date", "-start_date", "-id")
    q = text_param(request, "q")
    for word in q.split():
        tournaments = tournaments.filter(Q(name__icontains=word) | Q(city__icontains=word))
    where = country_param(request, "country")
    if where:
        tournaments = tournaments.filter(country=where)
    year = int_param(request, "year", 1900, 2200)
    if year:
        tournaments = tournaments.filter(end_date__year=year)
    page, envelope = paginate(request, tournaments)
    envelope["results"] = [tournament_summary(request, t) for t in page.object_list]
    return json(envelope)


def tournament_boards(tournament: Tournament) -> list[dict]:
    results = (
        GameResult.objects.filter(game__round__tournament=tournament)
        .select_related("game__round", "player", "board_score")
        .order_by("game__round__number", "game__number", "power")
    )
    boards: dict[tuple[int, int], dict] = {}
    for r in results:
        game = r.game
        key = (game.round.number, game.number)
        board = boards.get(key)
        if board is None:
            board = boards[key] = {
                "round": game.round.number,
                "board": game.number,
                "variant": game.variant,
                "press": game.press,
                "game_scoring": game.game_scoring,
                "results": [],
            }
        score = getattr(r, "board_score", None)
        board["results"].append(
            {
                "player": r.player.key,
                "player_id": r.player_id,
                "first_name": r.player.first_name,
                "last_name": r.player.last_name,
                "power": r.power,
                "centres": r.centres,
                "eliminated_year": r.eliminated_year,
                "score": score.score if score else None,
                "dropped": score.dropped if score else None,
            }
        )
    return list(boards.values())


@api_view
def tournament_detail(request, pk):
    from tournaments.exports import standings_rows

    tournament = Tournament.objects.filter(pk=pk).first()
    if tournament is None:
        raise Http404("No tournament with this id.")
    data = tournament_summary(request, tournament)
    data["director"] = tournament.director
    data["circuits"] = [
        {"id": c.pk, "key": c.key, "name": c.name, "season": c.season}
        for c in tournament.circuits.order_by("name")
    ]
    data["standings"] = standings_rows(tournament)
    data["boards"] = tournament_boards(tournament)
    return json(data)


@api_view
def leaderboard_list(request):
    states = {}
    for engine in ENGINES.values():
        for cat in engine.categories:
            states[engine.slug, cat.slug] = leaderboards.table_state(engine.slug, cat.slug)
    return json(
        {
            "results": [
                {
                    "system": engine.slug,
                    "system_name": engine.name,
                    "category": cat.slug,
                    "category_name": cat.name,
                    "url": absolute(request, "api-leaderboard", engine.slug, cat.slug),
                    **state_fields(states[engine.slug, cat.slug]),
                }
                for engine in ENGINES.values()
                for cat in engine.categories
            ]
        }
    )


def leaderboard_kwargs(request) -> dict:
    """The leaderboard filters, with the page's parameter names."""
    kwargs = {}
    nat = country_param(request, "country")
    if nat:
        kwargs["country"] = nat
    loc = country_param(request, "location")
    if loc:
        kwargs["location"] = loc
    q = text_param(request, "q")
    if q:
        kwargs["search"] = q
    min_events = int_param(request, "min_events", 1, 100_000)
    if min_events:
        kwargs["min_events"] = min_events
    active = int_param(request, "active", 1, 200)
    if active:
        kwargs["active_since"] = years_ago(active)
    return kwargs


def leaderboard_row(request, r) -> dict:
    """The columns of ``ratings.exports`` (``rank`` is the table's own rank:
    national in a national table), plus the player's id and API URL."""
    p = r.player
    return {
        "rank": r.position,
        "player": p.key,
        "first_name": p.first_name,
        "last_name": p.last_name,
        "nationality": r.nationality,
        "location": r.location,
        "rating": r.rating,
        "events": r.events,
        "peak": r.peak,
        "last_played": iso(r.last_played),
        "international_rank": r.rank,
        "national_rank": r.national_rank,
        "player_id": p.pk,
        "url": absolute(request, "api-player-detail", p.pk),
    }


@api_view
def leaderboard(request, system, category):
    engine, cat = get_engine_and_category(system, category)
    kwargs = leaderboard_kwargs(request)
    order = request.GET.get("sort") or None
    if order is not None and order not in leaderboards.ORDERINGS:
        raise BadRequest({"sort": "One of: " + ", ".join(leaderboards.ORDERINGS) + "."})
    try:
        rows = leaderboards.leaderboard(engine.slug, cat.slug, order=order, **kwargs)
        total = leaderboards.count(engine.slug, cat.slug, **kwargs)
    except leaderboards.LeaderboardError as e:
        raise BadRequest({"country": str(e)}) from None
    slicer = None
    if set(kwargs) <= {"country"} and order in (None, "rank", "-rating"):
        slicer = rank_slicer(rows, "national_rank" if "country" in kwargs else "rank")
    paginator = LeaderboardPaginator(rows, PER_PAGE, count=total, slicer=slicer)
    page, envelope = paginate(request, rows, paginator=paginator)
    state = leaderboards.table_state(engine.slug, cat.slug)
    data = {
        "system": engine.slug,
        "system_name": engine.name,
        "category": cat.slug,
        "category_name": cat.name,
        "country": kwargs.get("country"),
        "sort": order,
        **state_fields(state),
        **envelope,
        "html_url": request.build_absolute_uri(
            reverse("leaderboard-national", args=[engine.slug, cat.slug, kwargs["country"]])
            if "country" in kwargs
            else reverse("leaderboard", args=[engine.slug, cat.slug])
        ),
        "results": [leaderboard_row(request, r) for r in page.object_list],
    }
    return json(data)


@api_view
def not_found(request, rest=""):
    raise Http404("No such endpoint.")


__all__ = [
    "leaderboard",
    "leaderboard_list",
    "not_found",
    "player_detail",
    "player_list",
    "root",
    "tournament_detail",
    "tournament_list",
]
