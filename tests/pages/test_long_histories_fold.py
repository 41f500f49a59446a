"""A long history folds: the player page shows events year by year (the newest year
open), only the last years of boards and online games with the whole history one click
away (?all=1), and its query count does not grow with the history."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.importing import import_bundle_data
from tournaments.models import Player
from tournaments.selectors.players import RECENT_YEARS

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
KEYS = [f"k{i}" for i in range(7)]


def history_bundle(years):
    seats = [
        {"player": k, "power": p, "centres": c, "eliminated_year": None}
        for k, p, c in zip(KEYS, POWERS, (10, 8, 6, 4, 3, 2, 1), strict=True)
    ]
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": k, "first_name": "F", "last_name": f"L{k}", "nationality": "FR"} for k in KEYS
        ],
        "tournaments": [
            {
                "key": f"t{y}",
                "name": f"Open {y}",
                "start_date": f"{y}-06-01",
                "end_date": f"{y}-06-02",
                "country": "FR",
                "rounds": 1,
                "scoring_system": "draw-size",
                "boards": [{"round": 1, "board": 1, "players": seats}],
            }
            for y in years
        ],
        "games": [{"key": f"g{y}", "end_date": f"{y}-09-01", "players": seats} for y in years],
    }


@pytest.fixture
def veteran(db):
    from tournaments.standings import recompute_standings

    import_bundle_data(history_bundle(range(2016, 2024)), source="history")
    recompute_standings()
    return Player.objects.get(key="k0")


def test_events_fold_by_year_with_the_newest_open(veteran, client):
    page = client.get(veteran.get_absolute_url()).content.decode()
    events = page[page.index('id="events"') : page.index('id="boards"')]
    years = re.findall(r'<details class="year"( open)?>\s*<summary><h3>(\d{4})</h3>', events)
    assert years == [(" open", "2023")] + [("", str(y)) for y in range(2022, 2015, -1)]


def test_only_the_last_years_of_games_show_until_asked(veteran, client):
    response = client.get(veteran.get_absolute_url())
    shown = {r.game.end_date.year for r in response.context["boards"] + response.context["online"]}
    assert shown == set(range(2024 - RECENT_YEARS, 2024))
    page = response.content.decode()
    assert "10 earlier results are on the whole history." in page
    assert 'href="?all=1#boards">Whole history</a>' in page
    assert "<strong>8</strong> boards" in page  # the career counts stay whole

    whole = client.get(veteran.get_absolute_url(), {"all": "1"})
    years = {r.game.end_date.year for r in whole.context["boards"] + whole.context["online"]}
    assert years == set(range(2016, 2024))


def queries(client, url):
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url).status_code == 200
    return len(ctx.captured_queries)


def test_the_query_count_does_not_grow_with_the_history(db, client):
    import_bundle_data(history_bundle(range(2020, 2022)), source="short")
    short = queries(client, Player.objects.get(key="k0").get_absolute_url())
    import_bundle_data(history_bundle(range(2000, 2024)), source="long")
    url = Player.objects.get(key="k0").get_absolute_url()
    assert queries(client, url) == short
    assert queries(client, url + "?all=1") == short
