"""An edit in the admin (or any save through the ORM) makes new the pages that
show the edited row: a player's new name is on the leaderboards and their
tournaments' pages at once, a tournament's on its players' pages, and the
ratings a standing's edit changes once its recompute has run."""

import re

from django.test import Client

from tests.admin.helpers import form_data

from .conftest import HIT_QUERIES, body, fresh, get


def edit(admin_client, url, **changes):
    page = admin_client.get(url)
    response = admin_client.post(url, form_data(page, **changes))
    assert response.status_code == 302, response.context["adminform"].form.errors


def test_a_renamed_player_shows_everywhere_they_are_listed(admin_client, site, urls, run_on_commit):
    visitor = Client()
    for page in ("leaderboard", "paris", "p1", "p8"):
        get(visitor, urls[page])
    player = site.players["p1"]
    run_on_commit(
        edit, admin_client, f"/admin/tournaments/player/{player.pk}/change/", first_name="Cyril"
    )
    player.refresh_from_db()  # a new slug
    for url in (urls["leaderboard"], urls["paris"], player.get_absolute_url()):
        response, queries = get(visitor, url)
        assert queries > HIT_QUERIES, url
        assert re.search(r"\bCyril\b", response.content.decode()), url
        assert body(response) == fresh(visitor, url)


def test_a_renamed_tournament_shows_on_its_players_pages(admin_client, site, urls):
    visitor = Client()
    for page in ("p1",):
        get(visitor, urls[page])
    paris = site.tournaments["paris"]
    edit(admin_client, f"/admin/tournaments/tournament/{paris.pk}/change/", name="Paris Masters")
    response, queries = get(visitor, urls["p1"])
    assert queries > HIT_QUERIES and "Paris Masters" in response.content.decode()
    assert body(response) == fresh(visitor, urls["p1"])


def test_an_edited_standing_changes_the_ratings_shown(admin_client, site, urls, run_on_commit):
    from tournaments.models import Standing

    visitor = Client()
    before, _ = get(visitor, urls["leaderboard"])
    wdc = site.tournaments["wdc"]
    last = Standing.objects.get(tournament=wdc, rank=8)
    run_on_commit(
        edit,
        admin_client,
        f"/admin/tournaments/standing/{last.pk}/change/",
        rank=7,  # ties with the one above
    )
    after, queries = get(visitor, urls["leaderboard"])
    assert queries > HIT_QUERIES
    assert body(after) != body(before)
    assert body(after) == fresh(visitor, urls["leaderboard"])
