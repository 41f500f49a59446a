"""Leaderboard pages: the index, one table per system and category
(international and national), and each system's included tournaments and
circuits.

Every read of a rating table goes through ``ratings.leaderboards``; the
downloads go through ``ratings.exports`` so that a page's download equals
``manage.py export_leaderboard`` for the same table.
"""

from urllib.parse import urlencode

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpResponse, HttpResponsePermanentRedirect
from django.shortcuts import redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _
from django.views.generic import TemplateView
from django_tables2 import SingleTableMixin

from . import exports, leaderboards
from .engines import ENGINES
from .filters import LeaderboardFilter, country_choices
from .leaderboard_views_support import (
    included_circuits,
    included_tournaments,
    rank_slicer,
    table_countries,
    tournament_value,
)
from .tables import PER_PAGE, LeaderboardPaginator, LeaderboardTable, NationalLeaderboardTable

EXPORT_FORMATS = ("csv", "xlsx", "json")
EXPORT_PARAM = "_export"


def get_engine_or_404(system: str):
    engine = ENGINES.get(system)
    if engine is None:
        raise Http404(_("Unknown rating system."))
    return engine


def get_category_or_404(engine, category: str):
    try:
        return engine.category(category)
    except KeyError:
        raise Http404(_("Unknown category.")) from None


def events_label(engine) -> str:
    return _("Games") if getattr(engine, "input", "events") == "games" else _("Events")


def optional_url(name: str, *args) -> str:
    """A URL of a page another part of the site provides ('' while it does not exist)."""
    try:
        return reverse(name, args=args)
    except NoReverseMatch:
        return ""


def leaderboard_url(system: str, category: str, country: str | None = None) -> str:
    if country:
        return reverse("leaderboard-national", args=[system, category, country])
    return reverse("leaderboard", args=[system, category])


def index(request):
    states = leaderboards.table_states() if hasattr(leaderboards, "table_states") else None
    systems = []
    for engine in ENGINES.values():
        cats = []
        for cat in engine.categories:
            state = (
                states.get((engine.slug, cat.slug))
                if states is not None
                else leaderboards.table_state(engine.slug, cat.slug)
            )
            cats.append({"category": cat, "state": state,
                         "url": leaderboard_url(engine.slug, cat.slug)})
        top = list(leaderboards.leaderboard(engine.slug, engine.default_category)[:5])
        systems.append({
            "engine": engine,
            "categories": cats,
            "top": top,
            "events_label": events_label(engine),
            "detail_url": optional_url("rating-system-detail", engine.slug),
            "tournaments_url": reverse("rating-included-tournaments", args=[engine.slug]),
            "circuits_url": reverse("rating-included-circuits", args=[engine.slug]),
        })
    return render(request, "ratings/index.html", {"systems": systems})


def system_default(request, system):
    engine = get_engine_or_404(system)
    return redirect(leaderboard_url(engine.slug, engine.default_category))


class LeaderboardView(SingleTableMixin, TemplateView):
    """One leaderboard page: 50 rows a page, sortable, filterable, downloadable."""

    template_name = "ratings/leaderboard.html"

    def dispatch(self, request, system, category, country=None):
        self.engine = get_engine_or_404(system)
        self.category = get_category_or_404(self.engine, category)
        if country is not None:
            if len(country) != 2 or not country.isascii() or not country.isalpha():
                raise Http404(_("Unknown country."))
            if country != country.upper():
                return self._redirect(country.upper(), request.GET)
        elif request.GET.get("country"):
            # The filter form submits ?country=: the national table has its own URL.
            code = request.GET["country"].strip().upper()
            params = request.GET.copy()
            params.pop("country")
            params.pop("page", None)
            if len(code) == 2 and code.isascii() and code.isalpha():
                return self._redirect(code, params)
        self.country = country
        return super().dispatch(request)

    def _redirect(self, country, params):
        url = leaderboard_url(self.engine.slug, self.category.slug, country)
        query = params.urlencode() if hasattr(params, "urlencode") else urlencode(params)
        return HttpResponsePermanentRedirect(f"{url}?{query}" if query else url)

    # -- data -------------------------------------------------------------

    def get_filterset(self):
        if not hasattr(self, "_filterset"):
            present = table_countries(self.engine.slug, self.category.slug)
            self._filterset = LeaderboardFilter(
                self.request.GET,
                system=self.engine.slug,
                category=self.category.slug,
                countries_present=present["nationalities"],
                locations_present=present["locations"],
                country=self.country,
                events_label=_("At least N games") if self.engine.input == "games" else None,
                request=self.request,
            )
            self._present = present
        return self._filterset

    def filter_kwargs(self) -> dict:
        return self.get_filterset().leaderboard_kwargs()

    def get_table_class(self):
        return NationalLeaderboardTable if self.country else LeaderboardTable

    def get_table_data(self):
        return self.get_filterset().qs

    def get_table_kwargs(self):
        return {"events_label": events_label(self.engine)}

    def get_table_pagination(self, table):
        kwargs = self.filter_kwargs()
        total = leaderboards.count(self.engine.slug, self.category.slug, **kwargs)
        self.total = total
        slicer = None
        narrowed = set(kwargs) - {"country"}
        order = [str(o) for o in (table.order_by or ())]
        if not narrowed and order in ([], ["rank"]):
            field = "national_rank" if self.country else "rank"
            slicer = rank_slicer(table.data.data, field)
        return {"per_page": PER_PAGE, "paginator_class": LeaderboardPaginator,
                "count": total, "slicer": slicer}

    # -- responses --------------------------------------------------------

    def get(self, request, *args, **kwargs):
        fmt = request.GET.get(EXPORT_PARAM)
        if fmt:
            if fmt not in EXPORT_FORMATS:
                raise Http404(_("Unknown download format."))
            return self.export(fmt)
        return super().get(request, *args, **kwargs)

    def export_queryset(self):
        """The whole filtered, sorted table (what every page of it shows, in order)."""
        table = self.get_table_class()(data=self.get_table_data(), **self.get_table_kwargs())
        sort = self.request.GET.getlist(table.prefixed_order_by_field)
        if sort:
            table.order_by = sort
        return table.data.data

    def export_name(self) -> str:
        parts = [self.engine.slug, self.category.slug]
        if self.country:
            parts.append(self.country.lower())
        return "-".join(parts)

    def export(self, fmt: str) -> HttpResponse:
        body = exports.render_leaderboard(self.export_queryset(), fmt, national=bool(self.country))
        response = HttpResponse(body, content_type=exports.CONTENT_TYPES[fmt])
        response["Content-Disposition"] = f'attachment; filename="{self.export_name()}.{fmt}"'
        return response

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        table = context["table"]
        filterset = self.get_filterset()
        state = leaderboards.table_state(self.engine.slug, self.category.slug)
        base = self.request.GET.copy()
        base.pop("page", None)
        exports_links = []
        for fmt in EXPORT_FORMATS:
            params = base.copy()
            params[EXPORT_PARAM] = fmt
            exports_links.append((fmt, f"?{params.urlencode()}"))
        filtered = any(k for k in self.filter_kwargs() if k != "country")
        context.update({
            "engine": self.engine,
            "category": self.category,
            "country": self.country,
            "filter": filterset,
            "filtered": filtered,
            "state": state,
            "page_obj": getattr(table, "page", None),
            "total": self.total,
            "exports": exports_links,
            "nationalities": country_choices(self._present["nationalities"]),
            "canonical_url": self.request.build_absolute_uri(
                leaderboard_url(self.engine.slug, self.category.slug, self.country)
            ),
        })
        return context


leaderboard = LeaderboardView.as_view()


def _paginate(request, items, per_page=PER_PAGE):
    paginator = Paginator(items, per_page)
    try:
        return paginator.page(request.GET.get("page") or 1)
    except PageNotAnInteger:
        return paginator.page(1)
    except EmptyPage:
        return paginator.page(paginator.num_pages)


def included_tournaments_view(request, system):
    engine = get_engine_or_404(system)
    page = _paginate(request, included_tournaments(engine))
    rows = list(page.object_list)
    for row in rows:
        row.classified, row.value = tournament_value(engine, row)
    return render(request, "ratings/included_tournaments.html", {
        "engine": engine,
        "page_obj": page,
        "rows": rows,
        "events": engine.input == "events",
        "has_value": any(r.value is not None for r in rows),
        "detail_url": optional_url("rating-system-detail", engine.slug),
    })


def included_circuits_view(request, system):
    engine = get_engine_or_404(system)
    page = _paginate(request, included_circuits(engine))
    return render(request, "ratings/included_circuits.html", {
        "engine": engine,
        "page_obj": page,
        "detail_url": optional_url("rating-system-detail", engine.slug),
    })
