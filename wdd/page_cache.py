"""Rendered public pages, cached by the version of the data they show.

Why: a leaderboard, tournament or player page costs 10-50 ms to render and
changes only when an import, an admin save or a recompute changes its data.
Each of those bumps a counter in the transaction that writes (the rating
tables' ``TableState``, the tournaments' and players' ``DataVersion``), so a
page is stored under the versions it was rendered from and a change makes a
new key: nothing is ever deleted, and nobody sees a page older than the data
(the versions are read before the page's own queries, so a page holds data at
least as new as its key).

What a key holds: the view, the scheme and host, the full path with its query
string as sent (filters, sort, page, ``as_of``: the page echoes it back in its
links and its language form), the language, and the versions the view's
``versions`` function returns; every page adds the rating tables' states,
since every page's footer shows "Ratings as of" and the pending notice.

Who gets cached pages: anonymous GET requests only. A logged-in user's page
is rendered for them and never stored. The only per-visitor part of a public
page, the language form's CSRF token, is cut out before storing and a fresh
token for the visitor put back on every hit (which also sets the CSRF cookie,
as rendering would).

The cache is ``caches["pages"]``: Redis when ``REDIS_URL`` is set, the
per-process local memory otherwise (settings).
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
from collections.abc import Callable
from datetime import date

from django.conf import settings
from django.core.cache import caches
from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.utils.translation import get_language

#: the language form's hidden token, as ``{% csrf_token %}`` renders it
CSRF_INPUT = re.compile(rb'(name="csrfmiddlewaretoken" value=")[^"]*(")')
CSRF_SLOT = b"\x00csrf\x00"
logger = logging.getLogger(__name__)
PREFIX = "page:v1:"


def table_states() -> list:
    """Every rating table's state, in one query: what every page's footer shows
    ("Ratings as of", the pending notice) and what the rating parts are
    computed from (``version`` is bumped by every recompute)."""
    from ratings.models import TableState

    return list(TableState.objects.order_by("system", "category"))


def _state_key(states: list) -> tuple:
    return tuple((s.system, s.category, s.version, s.pending, s.computed_at) for s in states)


def _status(states: list) -> dict:
    """``ratings.context_processors.table_status`` from the states read for the key."""
    times = [s.computed_at for s in states if s.computed_at is not None]
    return {
        "ratings_as_of": max(times) if times else None,
        "ratings_pending": any(s.pending for s in states),
    }


def request_states(request) -> dict | None:
    """{(system, category): TableState} as read for this request's key (None when
    the request was not looked up in the cache): a page that shows the tables'
    sizes needs not read them again."""
    states = getattr(request, "_page_cache_states", None)
    return None if states is None else {(s.system, s.category): s for s in states}


def cacheable(request) -> bool:
    return request.method == "GET" and not request.user.is_authenticated


def page_key(request, name: str, parts: tuple) -> str:
    raw = repr(
        (
            name,
            request.scheme,
            request.get_host(),
            request.get_full_path(),
            get_language(),
            date.today(),  # "active in the last N years", the past years offered
            parts,
        )
    )
    return PREFIX + hashlib.blake2b(raw.encode(), digest_size=20).hexdigest()


def _store(response) -> bytes | None:
    """The body to keep (its CSRF token cut out), or None if the response is not
    an ordinary HTML page."""
    if (
        response.status_code != 200
        or response.streaming
        or not response.get("Content-Type", "").startswith("text/html")
        or response.cookies
    ):
        return None
    return CSRF_INPUT.sub(rb"\1" + CSRF_SLOT + rb"\2", response.content)


def _serve(request, body: bytes) -> HttpResponse:
    if CSRF_SLOT in body:
        body = body.replace(CSRF_SLOT, get_token(request).encode())
    return HttpResponse(body, content_type="text/html; charset=utf-8")


def _get(key: str) -> bytes | None:
    """The stored page, or None; a cache that does not answer (Redis down) is a
    miss: the page is rendered from the database, as without a cache."""
    try:
        return caches["pages"].get(key)
    except Exception:  # the Redis client's errors, whatever their class
        logger.warning("page cache: read failed, rendering", exc_info=True)
        return None


def _set(key: str, body: bytes) -> None:
    try:
        caches["pages"].set(key, body, settings.PAGE_CACHE_SECONDS)
    except Exception:  # as in _get: a page is served even when it cannot be stored
        logger.warning("page cache: write failed", exc_info=True)


def cached_page(versions: Callable[..., tuple | None]):
    """Decorate a page view: ``versions(request, *args, **kwargs)`` returns the
    data versions the page shows (beyond the rating tables' states), or None
    when this request is not to be cached (e.g. a download)."""

    def decorate(view):
        name = f"{view.__module__}.{getattr(view, '__qualname__', view.__class__.__name__)}"

        @functools.wraps(view)
        def wrapper(request, *args, **kwargs):
            if not cacheable(request):
                return view(request, *args, **kwargs)
            own = versions(request, *args, **kwargs)
            if own is None:
                return view(request, *args, **kwargs)
            states = table_states()
            request._ratings_table_status = _status(states)
            request._page_cache_states = states
            key = page_key(request, name, (own, _state_key(states)))
            body = _get(key)
            if body is not None:
                return _serve(request, body)
            response = view(request, *args, **kwargs)
            if hasattr(response, "render") and callable(response.render):
                response = response.render()
            stored = _store(response)
            if stored is not None:
                _set(key, stored)
            return response

        return wrapper

    return decorate
