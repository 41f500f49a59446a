"""The pages that gather across the site (the home page's latest events and
totals, the lists of events, players and circuits, a circuit's standings, a
game) are cached under the catalogue version that every change bumps: an
import, an ORM or admin save, a circuit without events shows on them at the
next request, the same page a fresh render gives."""

import copy
import re

from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, GameResult, Standing

from .conftest import HIT_QUERIES, body, fresh, get, site_bundle


def bundle(**parts):
    return {"format": "diplomacy-results", "version": 1, "players": [], **parts}


def renewed(client, url) -> str:
    """The page, which must be rendered anew and equal a fresh render."""
    response, queries = get(client, url)
    assert queries > HIT_QUERIES, url
    assert body(response) == fresh(client, url), url
    return body(response).decode()


def cache(client, urls, *pages):
    for page in pages:
        get(client, urls[page])
        assert get(client, urls[page])[1] == HIT_QUERIES, page


def online_games(html: str) -> int:
    return int(re.search(r"<strong>(\d+)</strong> online games?", html)[1])


def test_imported_online_games_are_in_the_totals_at_once(client, urls):
    cache(client, urls, "home")
    before = online_games(get(client, urls["home"])[0].content.decode())
    game = copy.deepcopy(site_bundle()["games"][0]) | {"key": "web-3", "end_date": "2016-07-01"}
    import_bundle_data(bundle(games=[game]), source="one game")
    assert online_games(renewed(client, urls["home"])) == before + 1


def test_a_new_tournament_is_on_the_home_page_and_the_events_list_at_once(client, urls):
    cache(client, urls, "home", "events")
    rome = {
        "key": "rome",
        "name": "Roma Cup",
        "start_date": "2030-09-01",
        "end_date": "2030-09-02",
        "country": "IT",
        "rounds": 1,
        "standings": [{"player": k, "rank": i} for i, k in enumerate(["p1", "p2"], 1)],
    }
    import_bundle_data(bundle(tournaments=[rome]), source="rome")
    for page in ("home", "events"):
        assert "Roma Cup" in renewed(client, urls[page]), page


def test_a_new_player_is_found_at_once(client, urls):
    url = "/players/?q=zanzibar"
    get(client, url)
    player = {"key": "z1", "first_name": "Zoé", "last_name": "Zanzibar", "nationality": "FR"}
    import_bundle_data(bundle(players=[player]), source="one player")
    assert "Zanzibar" in renewed(client, url)


def test_a_circuit_renamed_by_an_import_shows_on_its_pages(client, urls):
    cache(client, urls, "circuits", "gp")
    renamed = site_bundle()["circuits"][0] | {"name": "Grand Prix d’Europe"}
    import_bundle_data(bundle(circuits=[renamed]), source="renamed")
    assert client.get(urls["gp"]).status_code == 301  # a new slug
    for url in (urls["circuits"], Circuit.objects.get(key="gp").get_absolute_url()):
        assert "Grand Prix d’Europe" in renewed(client, url), url


def test_a_circuit_without_events_is_listed_and_renamed_at_once(client, urls):
    cache(client, urls, "circuits")
    circuit = Circuit.objects.create(key="autumn", name="Autumn Series", season="2031")
    assert "Autumn Series" in renewed(client, urls["circuits"])
    circuit.name = "Fall Series"
    circuit.save()
    assert "Fall Series" in renewed(client, urls["circuits"])


def test_a_saved_placement_renews_the_circuit_standings(client, site, urls):
    cache(client, urls, "gp")
    standing = Standing.objects.filter(tournament__circuits=site.circuit).order_by("rank").last()
    standing.rank = 1  # a tie at the top: more circuit points
    standing.save()
    renewed(client, urls["gp"])


def test_a_corrected_centre_count_shows_on_the_game_page(client, urls):
    cache(client, urls, "web-1")
    before = body(get(client, urls["web-1"])[0]).decode()
    result = GameResult.objects.get(game__key="web-1", player__key="p1")
    result.centres = 11  # 12 before (the board's 34 centres are a maximum)
    result.save()
    assert renewed(client, urls["web-1"]) != before
