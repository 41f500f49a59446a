"""An import of online games and nothing else asks only the systems rating
online games to recompute (a Dip Pouch table shows no online game: replaying
it cost a quarter of a second at bench scale for nothing); any import with a
player, tournament or board still asks every system."""

import pytest

from ratings.engines import ENGINES
from ratings.models import TableState
from tournaments.importing import import_bundle_data

from ..stored_changes import stored_changes
from .bundles import board, bundle

# on_commit callbacks run: the request is counted when the import commits
pytestmark = pytest.mark.django_db(transaction=True)

GAME_SYSTEMS = {slug for slug, engine in ENGINES.items() if engine.input == "games"}


def requests() -> dict[str, int]:
    out: dict[str, int] = {}
    for system, n in TableState.objects.values_list("system", "requested"):
        out[system] = max(n, out.get(system, 0))
    return out


def games_only(key="g2", with_players=False) -> dict:
    data = bundle()
    data["tournaments"], data["circuits"] = [], []
    data["games"] = [
        {"key": key, "end_date": "2020-05-01", "variant": "classic", "press": "full",
         "phase_minutes": 1440, "game_scoring": "dss", "players": board()["players"]}
    ]  # fmt: skip
    if not with_players:
        data["players"] = []
    return data


def moved(data) -> set[str]:
    before = requests()
    import_bundle_data(data)
    after = requests()
    return {system for system in after if after[system] != before.get(system, 0)}


def test_the_dip_pouch_is_not_asked_after_online_games_alone():
    import_bundle_data(bundle())
    assert GAME_SYSTEMS and GAME_SYSTEMS != set(ENGINES)
    assert moved(games_only()) == GAME_SYSTEMS


def test_every_system_is_asked_when_the_games_come_with_their_players():
    import_bundle_data(bundle())
    assert moved(games_only("g3", with_players=True)) == set(ENGINES)


def test_every_system_is_asked_after_a_tournament():
    import_bundle_data(bundle())
    data = bundle()
    data["tournaments"][0]["key"] = "t2"
    data["games"] = []
    assert moved(data) == set(ENGINES)


def test_the_game_systems_rate_the_new_game():
    import_bundle_data(bundle())
    import_bundle_data(games_only("g4"))
    assert {c.system for c in stored_changes(game="g4")} == set(GAME_SYSTEMS)
