"""A recompute bumps its tables' versions in the transaction that writes the
ratings: the next request of any page showing them is rendered anew, and
matches a fresh render; no stale rating after the "as of" time shown."""

from django.db.models import F

from ratings.services import recompute
from tournaments.models import GameResult

from .conftest import HIT_QUERIES, body, fresh, get

PAGES = ("ghost", "p1", "p1 history", "paris")


def test_every_page_showing_a_table_is_new_after_its_recompute(client, urls):
    before = {page: body(get(client, urls[page])[0]) for page in PAGES}
    assert all(get(client, urls[page])[1] == HIT_QUERIES for page in PAGES)
    # a correction no signal announces (a bulk update): only the recompute tells;
    # one centre fewer each keeps every board's total within 34 (PostgreSQL
    # checks it when the test's transaction ends)
    GameResult.objects.filter(game__round__isnull=True, centres__gt=1).update(
        centres=F("centres") - 1
    )
    recompute("ghost")
    for page in PAGES:
        response, queries = get(client, urls[page])
        assert queries > HIT_QUERIES, page
        assert body(response) == fresh(client, urls[page]), page
    assert body(get(client, urls["ghost"])[0]) != before["ghost"]
