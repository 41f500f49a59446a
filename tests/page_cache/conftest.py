"""The page tests' small site (tests/pages/conftest.py), and how to tell a page
served from the page cache from a rendered one."""

import re

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.pages.conftest import (
    site,  # noqa: F401 - the small site fixture
    site_bundle,  # noqa: F401 - for the tests
)
from tournaments.models import Game

#: what a page served from the cache reads: the data versions and the tables' states
HIT_QUERIES = 2
CSRF = re.compile(rb'name="csrfmiddlewaretoken" value="[^"]*"')


def body(response) -> bytes:
    """The page without its per-visitor part (the language form's CSRF token)."""
    assert response.status_code == 200
    return CSRF.sub(b"", response.content)


def get(client, url, **extra):
    """(response, number of queries)."""
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(url, **extra)
    assert response.status_code == 200, (url, response.status_code)
    return response, len(ctx.captured_queries)


def served_from_cache(client, url, **extra) -> bool:
    return get(client, url, **extra)[1] == HIT_QUERIES


def fresh(client, url, **extra) -> bytes:
    """The page rendered now from the database, the page cache bypassed."""
    caches["pages"].clear()
    return body(client.get(url, **extra))


@pytest.fixture
def urls(site):  # noqa: F811 - the fixture imported above
    """The cached pages of the site, by name."""
    p1 = site.players["p1"]
    return {
        "leaderboard": "/ratings/dip-pouch/overall/",
        "ghost": "/ratings/ghost/overall/",
        "paris": site.tournaments["paris"].get_absolute_url(),
        "london": site.tournaments["london"].get_absolute_url(),
        "p1": p1.get_absolute_url(),
        "p8": site.players["p8"].get_absolute_url(),
        "p1 history": f"/players/{p1.pk}/{p1.slug}/ratings/dip-pouch/overall/",
        "home": "/",
        "events": "/tournaments/",
        "players": "/players/?q=paris",  # players and the events named
        "circuits": "/circuits/",
        "gp": site.circuit.get_absolute_url(),
        "web-1": Game.objects.get(key="web-1").get_absolute_url(),
    }
