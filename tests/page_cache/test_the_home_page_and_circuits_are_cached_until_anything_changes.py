"""The home page and the circuits' pages gather across the site (the latest
events, the totals, every event of a series): they are served from the page
cache, keyed by the catalogue version that every change bumps, so an import,
an admin save or a new circuit shows on them at the next request."""

import copy
import re

import pytest

from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Standing

from .conftest import HIT_QUERIES, body, fresh, get, site_bundle

PAGES = ("/", "/circuits/", "gp")


@pytest.fixture
def pages(site):
    return {"/": "/", "/circuits/": "/circuits/", "gp": site.circuit.get_absolute_url()}


def empty_bundle(**parts):
    return {"format": "diplomacy-results", "version": 1, "players": [], **parts}


@pytest.mark.parametrize("page", PAGES)
def test_the_second_visit_is_a_cache_hit_with_the_same_page(client, pages, page):
    first, rendered = get(client, pages[page])
    second, served = get(client, pages[page])
    assert rendered > HIT_QUERIES
    assert served == HIT_QUERIES
    assert body(second) == body(first) == fresh(client, pages[page])


def online_games(html: str) -> int:
    return int(re.search(r"<strong>(\d+)</strong> online games?", html)[1])


def test_imported_online_games_are_in_the_totals_at_once(client, pages):
    before = online_games(get(client, "/")[0].content.decode())
    game = copy.deepcopy(site_bundle()["games"][0]) | {"key": "web-3", "end_date": "2016-07-01"}
    import_bundle_data(empty_bundle(games=[game]), source="one game")
    response, queries = get(client, "/")
    assert queries > HIT_QUERIES
    assert online_games(response.content.decode()) == before + 1
    assert body(response) == fresh(client, "/")


def test_a_new_tournament_is_among_the_latest_events_at_once(client, pages):
    get(client, "/")
    tournament = {
        "key": "rome",
        "name": "Roma Cup",
        "start_date": "2030-09-01",
        "end_date": "2030-09-02",
        "country": "IT",
        "rounds": 1,
        "standings": [{"player": k, "rank": i} for i, k in enumerate(["p1", "p2"], 1)],
    }
    import_bundle_data(empty_bundle(tournaments=[tournament]), source="rome")
    response, queries = get(client, "/")
    assert queries > HIT_QUERIES
    assert "Roma Cup" in response.content.decode()


def test_a_circuit_renamed_by_an_import_shows_on_its_pages(client, pages):
    for page in PAGES:
        get(client, pages[page])
    circuit = site_bundle()["circuits"][0] | {"name": "Grand Prix d’Europe"}
    import_bundle_data(empty_bundle(circuits=[circuit]), source="renamed")
    for url in ("/circuits/", Circuit.objects.get(key="gp").get_absolute_url()):
        response, queries = get(client, url)
        assert queries > HIT_QUERIES, url
        assert "Grand Prix d’Europe" in response.content.decode(), url


def test_a_circuit_without_events_is_listed_and_renamed_at_once(client, site):
    get(client, "/circuits/")
    circuit = Circuit.objects.create(key="autumn", name="Autumn Series", season="2031")
    response, queries = get(client, "/circuits/")
    assert queries > HIT_QUERIES and "Autumn Series" in response.content.decode()
    circuit.name = "Fall Series"
    circuit.save()
    response, queries = get(client, "/circuits/")
    assert queries > HIT_QUERIES and "Fall Series" in response.content.decode()
    assert body(response) == fresh(client, "/circuits/")


def test_a_saved_placement_renews_the_circuit_standings(client, site):
    url = site.circuit.get_absolute_url()
    get(client, url)
    standing = Standing.objects.filter(tournament__circuits=site.circuit).order_by("rank").last()
    standing.rank = 1  # a tie at the top: more circuit points
    standing.save()
    response, queries = get(client, url)
    assert queries > HIT_QUERIES
    assert body(response) == fresh(client, url)
