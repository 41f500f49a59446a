"""Re-importing records that are stored as they are writes nothing for them:
an online game given again as stored keeps its row and its results (same
ids), a tournament given again keeps its row, and the ratings are asked to
replay only from the earliest day of what did change. A game whose fields
or results differ is written, and only that game."""

from datetime import date

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings import tasks
from tournaments.importing import import_bundle_data, online
from tournaments.models import Game, GameResult, Tournament

from .bundles import board, bundle

pytestmark = pytest.mark.django_db


def online_game(key: str, end_date: str) -> dict:
    return {
        "key": key, "end_date": end_date, "variant": "classic", "press": "gunboat",
        "phase_minutes": 1440, "game_scoring": "dss", "players": board()["players"],
    }  # fmt: skip


def games_only(*games) -> dict:
    data = bundle()
    data["tournaments"], data["circuits"], data["players"] = [], [], []
    data["games"] = list(games)
    return data


def result_ids(key: str) -> list[int]:
    return list(
        GameResult.objects.filter(game__key=key).order_by("id").values_list("id", flat=True)
    )


@pytest.fixture
def asked(monkeypatch):
    """The days each import asked the ratings to replay from."""
    days = []
    monkeypatch.setattr(
        tasks,
        "schedule_recompute",
        lambda tournament_ids=(), since=None, systems=None: days.append(since),
    )
    return days


@pytest.fixture
def run(django_capture_on_commit_callbacks):
    """Import, then run what the import's commit queues (the recompute request)."""

    def run(data):
        with django_capture_on_commit_callbacks(execute=True):
            return import_bundle_data(data)

    return run


@pytest.fixture
def stored(asked, run):
    data = bundle()
    data["games"] = [online_game("g1", "2019-04-02"), online_game("g2", "2021-06-01")]
    run(data)
    asked.clear()
    return {key: (Game.objects.get(key=key).pk, result_ids(key)) for key in ("g1", "g2")}


def game_writes(queries) -> list[str]:
    tables = ('"tournaments_game"', '"tournaments_gameresult"')
    return [
        q["sql"]
        for q in queries
        if q["sql"].startswith(("INSERT", "UPDATE", "DELETE"))
        and any(t in q["sql"] for t in tables)
    ]


def test_online_games_given_again_as_stored_write_nothing(stored, asked, run):
    data = games_only(online_game("g1", "2019-04-02"), online_game("g2", "2021-06-01"))
    with CaptureQueriesContext(connection) as queries:
        report = run(data)
    assert game_writes(queries.captured_queries) == []
    assert {key: (Game.objects.get(key=key).pk, result_ids(key)) for key in stored} == stored
    assert report.stats["games unchanged"] == 2
    assert asked == [date.max]  # nothing dated changed: the ratings have nothing to replay


def test_a_game_with_other_results_is_the_only_one_written(stored, asked, run):
    changed = online_game("g2", "2021-06-01")
    changed["players"][0]["centres"] -= 1
    changed["players"][1]["centres"] += 1
    report = run(games_only(online_game("g1", "2019-04-02"), changed))
    assert result_ids("g1") == stored["g1"][1]  # kept, row for row
    assert result_ids("g2") != stored["g2"][1]  # replaced
    centres = dict(GameResult.objects.filter(game__key="g2").values_list("power", "centres"))
    given = {p["power"]: p["centres"] for p in changed["players"]}
    assert centres == given
    assert Game.objects.get(key="g2").pk == stored["g2"][0]
    assert report.stats["games unchanged"] == 1
    assert asked == [date(2021, 6, 1)]


def test_a_game_moved_to_another_day_keeps_its_results(stored, asked, run):
    run(games_only(online_game("g1", "2019-04-02"), online_game("g2", "2022-03-01")))
    assert Game.objects.get(key="g2").end_date == date(2022, 3, 1)
    assert result_ids("g2") == stored["g2"][1]
    assert asked == [date(2021, 6, 1)]  # the earlier of its old and new days


def test_a_game_given_a_new_player_is_written(stored, asked, run):
    data = games_only(online_game("g1", "2019-04-02"))
    data["players"] = [
        {"key": "p99", "first_name": "Zoë", "last_name": "Nouvelle", "nationality": "FR"}
    ]
    data["games"][0]["players"][0]["player"] = "p99"
    run(data)
    players = GameResult.objects.filter(game__key="g1").values_list("player__key", flat=True)
    assert "p99" in set(players)
    assert asked == [date(2019, 4, 2)]


def test_a_tournament_given_again_keeps_its_row_and_is_still_recorded(stored, run):
    before = Tournament.objects.values().get(key="t1")
    history = Tournament.history.filter(key="t1").count()
    with CaptureQueriesContext(connection) as queries:
        run(bundle())
    updates = [
        q["sql"]
        for q in queries.captured_queries
        if q["sql"].startswith('UPDATE "tournaments_tournament"')
    ]
    assert updates == []
    assert Tournament.objects.values().get(key="t1") == before
    # its boards and standings were replaced: the history names the import
    assert Tournament.history.filter(key="t1").count() == history + 1


def test_a_tournament_with_a_new_name_is_updated(stored, run):
    data = bundle()
    data["tournaments"][0]["name"] = "Paris Open d'été"
    run(data)
    assert Tournament.objects.get(key="t1").name == "Paris Open d'été"


def test_a_big_batch_reads_the_stored_games_in_one_scan_and_finds_the_same(
    stored, asked, run, monkeypatch
):
    monkeypatch.setattr(online, "SCAN", 0)  # the path of batches over 20,000 games
    changed = online_game("g2", "2021-06-01")
    changed["players"][0]["centres"] -= 1
    changed["players"][1]["centres"] += 1
    report = run(games_only(online_game("g1", "2019-04-02"), changed))
    assert result_ids("g1") == stored["g1"][1]
    assert result_ids("g2") != stored["g2"][1]
    assert report.stats["games unchanged"] == 1
    assert asked == [date(2021, 6, 1)]
