from ratings.engines import ENGINES

from .conftest import get_json


def test_the_root_links_every_collection(client, db):
    data = get_json(client, "/api/v1/")
    assert data["players"] == "http://testserver/api/v1/players/"
    assert data["tournaments"] == "http://testserver/api/v1/tournaments/"
    assert data["leaderboards"] == "http://testserver/api/v1/leaderboards/"


def test_the_root_lists_every_system_and_category(client, db):
    systems = get_json(client, "/api/v1/")["systems"]
    assert [s["slug"] for s in systems] == list(ENGINES)
    ghost = next(s for s in systems if s["slug"] == "ghost")
    assert [c["slug"] for c in ghost["categories"]] == [c.slug for c in ENGINES["ghost"].categories]
    assert ghost["categories"][0]["url"] == "http://testserver/api/v1/leaderboards/ghost/overall/"


def test_the_leaderboard_list_has_every_table_and_its_state(client, data):
    results = get_json(client, "/api/v1/leaderboards/")["results"]
    tables = {(r["system"], r["category"]): r for r in results}
    assert len(tables) == sum(len(e.categories) for e in ENGINES.values())
    dip = tables["dip-pouch", "overall"]
    assert dip["players"] == 14 and dip["as_of"] and dip["pending"] is False
