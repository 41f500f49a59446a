"""A long history folds and pages: the player page shows events year by year (the
newest year open), 50 events, 50 boards and 50 online games a page (newest first, each
list paged on its own), and its query count does not grow with the history."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.importing import import_bundle_data
from tournaments.models import Player
from tournaments.selectors.players import GAMES_PER_PAGE

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


def busy_bundle(online_games: int):
    """history_bundle's eight years, and ``online_games`` more online games."""
    bundle = history_bundle(range(2016, 2024))
    seats = bundle["games"][0]["players"]
    bundle["games"] += [
        {
            "key": f"o{i:03d}",
            "end_date": f"20{10 + i // 12:02d}-{i % 12 + 1:02d}-15",
            "players": seats,
        }
        for i in range(online_games)
    ]
    return bundle


def test_online_games_are_paged_newest_first(db, client):
    import_bundle_data(busy_bundle(112), source="busy")  # 120 online games: 3 pages
    player = Player.objects.get(key="k0")
    first = client.get(player.get_absolute_url())
    shown = [r.end_date for r in first.context["online"]]
    assert len(shown) == GAMES_PER_PAGE and shown == sorted(shown, reverse=True)
    assert len(first.context["boards"]) == 8  # one page of boards
    page = first.content.decode()
    assert "<strong>120</strong> online games" in page  # the career counts stay whole
    assert 'href="?games=2#online"' in page and 'href="?games=3#online"' in page
    assert "?boards=" not in page  # the boards fit on one page: no links

    last = client.get(player.get_absolute_url(), {"games": "3", "events": "1"})
    rest = [r.end_date for r in last.context["online"]]
    assert len(rest) == 120 - 2 * GAMES_PER_PAGE and max(rest) < min(shown)
    assert 'href="?games=2&amp;events=1#online"' in last.content.decode()  # keeps the others
    beyond = client.get(player.get_absolute_url(), {"games": "99"})
    assert [r.pk for r in beyond.context["online"]] == [r.pk for r in last.context["online"]]


def test_boards_are_paged_newest_first(db, client):
    import_bundle_data(history_bundle(range(1950, 2010)), source="long")  # 60 boards
    player = Player.objects.get(key="k0")
    first = client.get(player.get_absolute_url())
    years = [r.tournament.end_date.year for r in first.context["boards"]]
    assert years == list(range(2009, 2009 - GAMES_PER_PAGE, -1))
    second = client.get(player.get_absolute_url(), {"boards": "2"})
    years = [r.tournament.end_date.year for r in second.context["boards"]]
    assert years == list(range(1959, 1949, -1))


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
    assert queries(client, url + "?games=2&boards=2") == short
