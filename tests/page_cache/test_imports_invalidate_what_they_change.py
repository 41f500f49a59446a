"""An import makes new exactly the pages whose data it changes: the
tournaments it writes, their players (names, "rank / N"), the leaderboards
once the recompute it queues has run; another tournament's page is still
served from the cache."""

import copy

from tournaments.importing import import_bundle_data
from tournaments.models import Tournament

from .conftest import HIT_QUERIES, body, fresh, get, site_bundle


def reimport(run_on_commit, change):
    bundle = copy.deepcopy(site_bundle())
    change(bundle)
    run_on_commit(import_bundle_data, bundle, source="again")


def paris(bundle):
    return next(t for t in bundle["tournaments"] if t["key"] == "paris")


def test_a_renamed_tournament_shows_on_its_page_and_its_players_pages(client, urls, run_on_commit):
    for page in ("paris", "p1", "london"):
        get(client, urls[page])
    reimport(run_on_commit, lambda b: paris(b).update(name="Paris Grand Open"))
    moved = Tournament.objects.get(key="paris").get_absolute_url()  # a new slug
    assert client.get(urls["paris"]).status_code == 301
    for url in (moved, urls["p1"]):
        response, queries = get(client, url)
        assert queries > HIT_QUERIES
        assert "Paris Grand Open" in response.content.decode()
        assert body(response) == fresh(client, url)
    assert get(client, urls["london"])[1] > HIT_QUERIES  # the recompute moved every rating
    get(client, urls["london"])
    reimport(run_on_commit, lambda b: paris(b).update(director="Jeanne Dupont"))
    assert get(client, urls["london"])[1] > HIT_QUERIES  # ...and once more after this import


def test_an_import_that_changes_nothing_rated_leaves_other_pages_cached(client, urls, db):
    """Without the recompute (whose new table versions renew every page), an
    import of one tournament's details touches that tournament and its players only."""
    for page in ("paris", "london", "p8"):
        get(client, urls[page])
    bundle = site_bundle()
    bundle["tournaments"] = [paris(bundle)]
    bundle["tournaments"][0]["director"] = "Jeanne Dupont"
    bundle["players"] = [p for p in bundle["players"] if p["key"] != "p8"]
    bundle["games"] = []
    del bundle["circuits"]
    bundle["tournaments"][0]["circuits"] = []
    import_bundle_data(bundle, source="paris only")  # on_commit callbacks do not run here
    response, queries = get(client, urls["paris"])
    assert queries > HIT_QUERIES and "Jeanne Dupont" in response.content.decode()
    assert get(client, urls["london"])[1] == HIT_QUERIES
    assert get(client, urls["p8"])[1] == HIT_QUERIES  # not at Paris


def test_a_new_result_is_in_the_leaderboard_at_once(client, urls, run_on_commit):
    before, _ = get(client, urls["leaderboard"])
    get(client, urls["p8"])

    def more(bundle):
        bundle["tournaments"].append(
            {
                "key": "rome",
                "name": "Roma Cup",
                "start_date": "2016-09-01",
                "end_date": "2016-09-02",
                "country": "IT",
                "rounds": 1,
                "scoring_system": "draw-size",
                "standings": [
                    {"player": k, "rank": i}
                    for i, k in enumerate(["p8", "p1", "p2", "p3", "p4", "p5", "p6"], 1)
                ],
            }
        )

    reimport(run_on_commit, more)
    after, queries = get(client, urls["leaderboard"])
    assert queries > HIT_QUERIES
    assert body(after) != body(before)
    assert body(after) == fresh(client, urls["leaderboard"])
    player, _ = get(client, urls["p8"])
    assert "Roma Cup" in player.content.decode()
