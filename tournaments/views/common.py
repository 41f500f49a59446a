"""Helpers shared by the page views: canonical URLs, slug redirects, pagination."""

from urllib.parse import urlencode

from django.core.paginator import Paginator
from django.http import HttpResponsePermanentRedirect

from ..selectors.common import PER_PAGE


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
    """The requested page (a bad or too-large number gives the nearest page)."""
    paginator = Paginator(queryset, per_page)
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
