"""A second anonymous visit to a leaderboard, tournament, player, rating
history, game or circuit page, the home page or a list is served from the
page cache (two small reads instead of the page's queries), byte for byte the
page a fresh render gives, with a CSRF token of the visitor's own."""

import re

import pytest
from django.test import Client

from .conftest import HIT_QUERIES, body, fresh, get

PAGES = (
    *("leaderboard", "ghost", "paris", "p1", "p1 history"),
    *("home", "events", "players", "circuits", "gp", "web-1"),
)


@pytest.mark.parametrize("page", PAGES)
def test_the_second_visit_is_a_cache_hit_with_the_same_page(client, urls, page):
    first, rendered = get(client, urls[page])
    second, served = get(client, urls[page])
    assert rendered > HIT_QUERIES
    assert served == HIT_QUERIES
    assert body(second) == body(first) == fresh(client, urls[page])


def token(response) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', response.content.decode())[1]


def test_each_visitor_gets_a_token_of_their_own_that_works(urls):
    alice, bob = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    alice.get(urls["leaderboard"])
    page, served = get(bob, urls["leaderboard"])
    assert served == HIT_QUERIES
    assert "csrftoken" in bob.cookies  # set on the cache hit as a render would
    assert bob.cookies["csrftoken"].value != alice.cookies["csrftoken"].value
    switched = bob.post(
        "/i18n/setlang/", {"language": "fr", "next": "/", "csrfmiddlewaretoken": token(page)}
    )
    assert switched.status_code == 302  # a stale or foreign token would be a 403
    refused = bob.post(
        "/i18n/setlang/", {"language": "fr", "next": "/", "csrfmiddlewaretoken": "x" * 64}
    )
    assert refused.status_code == 403
    assert token(page) != token(alice.get(urls["leaderboard"]))


def test_a_download_is_not_stored_as_a_page(client, urls):
    csv = client.get(urls["leaderboard"] + "?_export=csv")
    assert csv["Content-Type"].startswith("text/csv")
    _page, rendered = get(client, urls["leaderboard"])
    assert rendered > HIT_QUERIES
