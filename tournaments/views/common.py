"""Helpers shared by the page views: canonical URLs, slug redirects, pagination."""

from urllib.parse import urlencode

from django.http import HttpResponsePermanentRedirect

from wdd.paging import NearerEndPaginator

from .. import versions
from ..selectors.common import PER_PAGE


def catalogue_versions(request, *args, **kwargs) -> tuple:
    """The pages that gather across the site (the home page, the lists of
    events, players and circuits, a circuit's standings, a game with its
    players' names and ratings) may show any event or player: keyed by the
    version every change bumps."""
    return versions.versions(versions.GLOBAL, versions.CATALOGUE)


def canonical_slug(obj) -> str:
    return obj.slug or "x"


def slug_redirect(request, obj, slug: str, url: str | None = None):
    """A 301 to the canonical URL when the slug in the request is not the object's;
    None when it is. The query string is kept."""
    if slug == canonical_slug(obj):
        return None
    target = url or obj.get_absolute_url()
    query = request.META.get("QUERY_STRING", "")
    return HttpResponsePermanentRedirect(f"{target}?{query}" if query else target)


def canonical(request, path: str) -> str:
    return request.build_absolute_uri(path)


def paginate(request, queryset, per_page: int = PER_PAGE):
    """The requested page (a bad or too-large number gives the nearest page),
    read from the nearer end of the list."""
    paginator = NearerEndPaginator(queryset, per_page)
    return paginator.get_page(request.GET.get("page"))


def list_canonical(request, path: str, page_obj=None) -> str:
    """Canonical URL of a list page: its path with the non-empty filters and the page
    number (page 1 has none)."""
    params = [
        (key, value)
        for key, values in sorted(request.GET.lists())
        for value in values
        if value and key != "page"
    ]
    if page_obj is not None and page_obj.number > 1:
        params.append(("page", str(page_obj.number)))
    query = urlencode(params)
    return request.build_absolute_uri(f"{path}?{query}" if query else path)


def query_url(request, anchor: str = "", drop: tuple = (), **values) -> str:
    """``?…`` of this page with the parameters ``values`` set, those in
    ``drop`` taken out and the others kept (a page with several paged or
    switched parts: each link keeps where the others are)."""
    params = request.GET.copy()
    for name in drop:
        params.pop(name, None)
    for name, value in values.items():
        params[name] = str(value)
    return f"?{params.urlencode()}{anchor}"


def list_pages(request, page, param: str, anchor: str) -> dict | None:
    """The links of one paged list of a page that has several (a player's
    events, boards and online games; a tournament's standings and rating
    impact): each keeps the others' pages in the query string."""
    if page.paginator.num_pages < 2:
        return None

    def url(number: int) -> str:
        return query_url(request, anchor, **{param: number})

    last = page.paginator.num_pages
    return {
        "page": page,
        "first": url(1) if page.has_previous() else None,
        "previous": url(page.previous_page_number()) if page.has_previous() else None,
        "next": url(page.next_page_number()) if page.has_next() else None,
        "last": url(last) if page.has_next() else None,
        "links": [
            (None, None) if n == page.paginator.ELLIPSIS else (n, url(n))
            for n in page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1)
        ],
    }
