"""Leaderboard pages: the index, one table per system and category
(international and national), and each system's included tournaments and
circuits.

Every read of a rating table goes through ``ratings.leaderboards`` (the
filters and the ``?sort=`` order included); the downloads go through
``ratings.exports`` with the same arguments, so that a page's download holds
exactly the rows of all its pages, as ``manage.py export_leaderboard`` would.
"""

import io
from datetime import date

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _
from django.views.generic import TemplateView
from django_tables2 import SingleTableMixin

from tournaments import versions
from tournaments.selectors.common import leaderboard_url
from wdd.page_cache import cached_page, request_states

from . import exports, leaderboards, past_tables
from .engines import ENGINES
from .filters import LeaderboardFilter, country_choices
from .leaderboard_views_support import (
    included_circuits,
    included_tournaments,
    page_slicer,
    table_countries,
    tournament_value,
)
from .tables import (
    PER_PAGE,
    LeaderboardPaginator,
    LeaderboardTable,
    NationalLeaderboardTable,
    ServerOrderedRows,
    sort_keys,
)

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
    """A URL of a page another part of the site provides ('' if it has none)."""
    try:
        return reverse(name, args=args)
    except NoReverseMatch:
        return ""


def index(request):
    states = leaderboards.table_states()
    if not isinstance(states, dict):
        states = {(s.system, s.category): s for s in states}
    systems = []
    for engine in ENGINES.values():
        cats = [
            {
                "category": cat,
                "state": states.get((engine.slug, cat.slug)),
                "url": leaderboard_url(engine.slug, cat.slug),
            }
            for cat in engine.categories
        ]
        top = list(leaderboards.leaderboard(engine.slug, engine.default_category)[:5])
        systems.append(
            {
                "engine": engine,
                "categories": cats,
                "top": top,
                "events_label": events_label(engine),
                "detail_url": optional_url("rating-system-detail", engine.slug),
                "tournaments_url": reverse("rating-included-tournaments", args=[engine.slug]),
                "circuits_url": reverse("rating-included-circuits", args=[engine.slug]),
            }
        )
    return render(request, "ratings/index.html", {"systems": systems})


def system_default(request, system):
    engine = get_engine_or_404(system)
    return redirect(leaderboard_url(engine.slug, engine.default_category))


def without_empty(params):
    """A mutable copy of a QueryDict without its empty values."""
    clean = params.copy()
    for key, values in params.lists():
        kept = [v for v in values if v != ""]
        if kept:
            clean.setlist(key, kept)
        else:
            clean.pop(key)
    return clean


def valid_country(code: str) -> bool:
    return len(code) == 2 and code.isascii() and code.isalpha()


class LeaderboardView(SingleTableMixin, TemplateView):
    """One leaderboard page: 50 rows a page, sortable, filterable, downloadable."""

    template_name = "ratings/leaderboard.html"

    def dispatch(self, request, system, category, country=None):
        self.engine = get_engine_or_404(system)
        self.category = get_category_or_404(self.engine, category)
        if country is not None:
            if not valid_country(country):
                raise Http404(_("Unknown country."))
            if country != country.upper():
                return self._redirect(country.upper(), request.GET)
        elif request.GET.get("country"):
            # The filter form submits ?country=: the national table has its own URL.
            code = request.GET["country"].strip().upper()
            params = without_empty(request.GET)
            params.pop("country")
            params.pop("page", None)
            if valid_country(code):
                return self._redirect(code, params)
        if any(v == "" for values in request.GET.lists() for v in values[1]):
            # The filter form also submits its empty fields: drop them from the URL.
            return self._redirect(country, without_empty(request.GET), permanent=False)
        self.country = country
        try:
            return super().dispatch(request)
        except leaderboards.LeaderboardError as e:
            raise Http404(str(e)) from None

    def _redirect(self, country, params, permanent=True):
        url = leaderboard_url(self.engine.slug, self.category.slug, country)
        query = params.urlencode()
        return redirect(f"{url}?{query}" if query else url, permanent=permanent)

    # -- what the request asks for ----------------------------------------

    @property
    def state(self):
        if not hasattr(self, "_state"):
            states = request_states(self.request)  # read for the page cache's key
            self._state = (
                states.get((self.engine.slug, self.category.slug))
                if states is not None
                else leaderboards.table_state(self.engine.slug, self.category.slug)
            )
        return self._state

    def get_filterset(self):
        if not hasattr(self, "_filterset"):
            self._present = table_countries(self.engine.slug, self.category.slug, self.state)
            self._filterset = LeaderboardFilter(
                self.request.GET,
                system=self.engine.slug,
                category=self.category.slug,
                countries_present=self._present["nationalities"],
                locations_present=self._present["locations"],
                country=self.country,
                events_label=_("At least N games") if self.engine.input == "games" else None,
                request=self.request,
            )
        return self._filterset

    def filter_kwargs(self) -> dict:
        return self.get_filterset().leaderboard_kwargs()

    @property
    def past(self) -> leaderboards.Past:
        """Which table the page shows: today's, or the one as of ``?as_of=``."""
        if not hasattr(self, "_past"):
            self._past = leaderboards.at(
                self.engine.slug, self.category.slug, self.get_filterset().day()
            )
        return self._past

    def sort(self) -> str | None:
        """The ``?sort=`` key if the table offers it (each is an ORDERINGS key)."""
        value = self.request.GET.get("sort") or None
        keys = sort_keys(self.get_table_class()) & set(leaderboards.ORDERINGS)
        return value if value in keys else None

    # -- the table --------------------------------------------------------

    def get_table_class(self):
        return NationalLeaderboardTable if self.country else LeaderboardTable

    def get_table_data(self):
        rows = leaderboards.leaderboard(
            self.engine.slug,
            self.category.slug,
            as_of=self.past,
            order=self.sort(),
            **self.filter_kwargs(),
        )
        if isinstance(rows, past_tables.ComputedTable):
            return ServerOrderedRows(rows)
        return rows

    def get_table_kwargs(self):
        return {
            "events_label": events_label(self.engine),
            "system": self.engine.slug,
            "category": self.category.slug,
            "sort": self.sort(),
        }

    def get_table_pagination(self, table):
        kwargs = self.filter_kwargs()
        past = self.past
        if kwargs or past.kind != past_tables.CURRENT:
            self.total = leaderboards.count(
                self.engine.slug, self.category.slug, as_of=past, **kwargs
            )
        else:  # what count() does for the whole table, with the state already read
            self.total = self.state.players if self.state is not None else 0
        return {
            "per_page": PER_PAGE,
            "paginator_class": LeaderboardPaginator,
            "count": self.total,
            "slicer": page_slicer(
                table.data.data, past, kwargs, self.sort(), self.engine.slug, self.category.slug
            ),
        }

    # -- responses --------------------------------------------------------

    def get(self, request, *args, **kwargs):
        fmt = request.GET.get(EXPORT_PARAM)
        if fmt:
            if fmt not in EXPORT_FORMATS:
                raise Http404(_("Unknown download format."))
            return self.export(fmt)
        return super().get(request, *args, **kwargs)

    def export(self, fmt: str) -> HttpResponse:
        """The whole filtered, sorted table: what all its pages show, in order."""
        rows = exports.leaderboard_rows(
            self.engine.slug,
            self.category.slug,
            as_of=self.past,
            order=self.sort(),
            **self.filter_kwargs(),
        )
        day = self.past.as_of
        if fmt == "xlsx":
            title = f"{self.engine.slug} {self.category.slug} {self.country or ''} {day or ''}"
            title = " ".join(title.split())
            body = exports.xlsx_bytes(rows, title=title)
        else:
            buffer = io.StringIO()
            (exports.write_csv if fmt == "csv" else exports.write_json)(rows, buffer)
            body = buffer.getvalue().encode("utf-8")
        response = HttpResponse(body, content_type=exports.content_type(fmt))
        name = exports.file_name(self.engine.slug, self.category.slug, self.country, fmt, day)
        response["Content-Disposition"] = f'attachment; filename="{name}"'
        return response

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        table = context["table"]
        base = self.request.GET.copy()
        base.pop("page", None)
        links = []
        for fmt in EXPORT_FORMATS:
            params = base.copy()
            params[EXPORT_PARAM] = fmt
            links.append((fmt, f"?{params.urlencode()}"))
        context.update(
            {
                "engine": self.engine,
                "category": self.category,
                "country": self.country,
                "filter": self.get_filterset(),
                "filtered": any(k != "country" for k in self.filter_kwargs()),
                "state": self.state,
                "page_obj": getattr(table, "page", None),
                "total": self.total,
                "exports": links,
                "nationalities": country_choices(self._present["nationalities"]),
                "detail_url": optional_url("rating-system-detail", self.engine.slug),
                "canonical_url": self.request.build_absolute_uri(self._canonical_path()),
                "as_of": self.past.as_of,
                "as_of_query": f"?as_of={self.past.as_of}" if self.past.as_of else "",
                "years": self._year_links(base),
            }
        )
        return context

    def _canonical_path(self) -> str:
        path = leaderboard_url(self.engine.slug, self.category.slug, self.country)
        return f"{path}?as_of={self.past.as_of}" if self.past.as_of else path

    def _year_links(self, params) -> list[dict]:
        """The year switcher, like the WDD's: today's table ("Permanent"), then
        the table at the end of every past year that lists someone, newest first."""
        params = params.copy()
        params.pop("as_of", None)
        links = [{"label": None, "url": f"?{params.urlencode()}", "current": not self.past.as_of}]
        for year in self.past.switcher_years(date.today()):
            params["as_of"] = f"{year}-12-31"
            links.append(
                {
                    "label": year,
                    "url": f"?{params.urlencode()}",
                    "current": self.past.as_of == date(year, 12, 31),
                }
            )
        return links


def leaderboard_versions(request, system, category, country=None) -> tuple | None:
    """A table's page shows its rows (the table's state, in every key) and its
    players' names and flags (the names version); its downloads are not pages."""
    if EXPORT_PARAM in request.GET:
        return None
    return versions.versions()


leaderboard = cached_page(leaderboard_versions)(LeaderboardView.as_view())


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
    return render(
        request,
        "ratings/included_tournaments.html",
        {
            "engine": engine,
            "page_obj": page,
            "rows": rows,
            "events": engine.input == "events",
            "has_value": any(r.value is not None for r in rows),
            "detail_url": optional_url("rating-system-detail", engine.slug),
        },
    )


def included_circuits_view(request, system):
    engine = get_engine_or_404(system)
    page = _paginate(request, included_circuits(engine))
    return render(
        request,
        "ratings/included_circuits.html",
        {
            "engine": engine,
            "page_obj": page,
            "detail_url": optional_url("rating-system-detail", engine.slug),
        },
    )
