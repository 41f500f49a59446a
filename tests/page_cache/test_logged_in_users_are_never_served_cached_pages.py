"""A logged-in user's requests neither read nor fill the page cache: their
pages are rendered for them (and an anonymous visitor never gets theirs)."""

import pytest

from .conftest import HIT_QUERIES, body, get

PAGES = ("leaderboard", "paris", "p1")


@pytest.mark.parametrize("page", PAGES)
def test_a_logged_in_user_gets_a_rendered_page(client, admin_client, urls, page):
    get(client, urls[page])
    assert get(client, urls[page])[1] == HIT_QUERIES  # stored for anonymous visitors
    _response, queries = get(admin_client, urls[page])
    assert queries > HIT_QUERIES


@pytest.mark.parametrize("page", PAGES)
def test_a_logged_in_users_page_is_not_stored(client, admin_client, urls, page):
    theirs, _ = get(admin_client, urls[page])
    mine, rendered = get(client, urls[page])
    assert rendered > HIT_QUERIES
    assert body(mine) == body(theirs)  # the public pages show nothing of the user
