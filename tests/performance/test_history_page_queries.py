"""The rating-history pages run a fixed, small number of queries whatever their
data: a player's history in a table (the busiest player's costs what the
quietest's does, on any page), a past table (a stored year end or any other
day, any page, national, filtered, downloaded: what today's table costs), a
game's page and its API twins. On the generated 300-player site (see
conftest), the data the benchmark times at WDD scale."""

import pytest
from django.db import connection
from django.db.models import Count
from django.test.utils import CaptureQueriesContext

from ratings.models import PastTable, RatingTrail
from tournaments.models import Game, Player

pytestmark = pytest.mark.django_db

MAX_QUERIES = 10
TABLES = [("dip-pouch", "overall"), ("ghost", "overall"), ("openskill", "overall")]


def count_queries(client, path) -> int:
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(path)
    assert response.status_code == 200, path
    return len(ctx.captured_queries)


def players_by_changes(system, category):
    rows = list(
        RatingTrail.objects.filter(system=system, category=category)
        .values_list("player", "changes")
        .order_by("-changes", "player")
    )
    busiest, quietest = rows[0], rows[-1]
    assert busiest[1] >= 10 * quietest[1], "the dataset should have busy and quiet players"
    return Player.objects.get(pk=busiest[0]), busiest[1], Player.objects.get(pk=quietest[0])


def history(player, system, category, query="") -> str:
    return f"/players/{player.pk}/{player.slug}/ratings/{system}/{category}/{query}"


@pytest.mark.parametrize(("system", "category"), TABLES)
def test_a_history_page_costs_the_same_whatever_the_history(site, warm_client, system, category):
    busy, changes, quiet = players_by_changes(system, category)
    last = (changes + 49) // 50
    if system != "dip-pouch":
        assert last > 2, "a game-based history of several pages"
    counts = {
        count_queries(warm_client, history(busy, system, category)),
        count_queries(warm_client, history(busy, system, category, f"?page={last}")),
        count_queries(warm_client, history(quiet, system, category)),
    }
    assert len(counts) == 1 and counts.pop() <= MAX_QUERIES


def past_paths(system, day) -> dict[str, str]:
    base = f"/ratings/{system}/overall/"
    return {
        "page 1": f"{base}?as_of={day}",
        "page 3": f"{base}?as_of={day}&page=3",
        "national": f"{base}FR/?as_of={day}",
        "filtered": f"{base}?as_of={day}&min_events=2&active=10",
        "searched": f"{base}?as_of={day}&q=ma",
        "sorted": f"{base}?as_of={day}&sort=name&page=2",
        "csv": f"{base}?as_of={day}&_export=csv",
    }


@pytest.mark.parametrize("system", ["dip-pouch", "ghost"])
def test_a_past_table_costs_what_today_s_costs(site, warm_client, system):
    years = sorted(
        PastTable.objects.filter(system=system, category="overall", players__gte=150).values_list(
            "as_of", flat=True
        )
    )
    assert years, "the dataset should have past tables of several pages"
    stored, computed = years[-1], years[-1].replace(month=6, day=30)
    today = count_queries(warm_client, f"/ratings/{system}/overall/")
    for day in (stored, computed):
        for label, path in past_paths(system, day.isoformat()).items():
            first = count_queries(warm_client, path)  # a day's table is computed once
            n = count_queries(warm_client, path)
            assert max(first, n) <= MAX_QUERIES, (label, path, first, n)
            if label == "page 1":
                assert n <= today, (path, n, today)


def test_game_pages_cost_the_same_for_any_game(site, warm_client):
    online = Game.objects.filter(round__isnull=True).annotate(n=Count("results"))
    boards = Game.objects.filter(round__isnull=False).select_related("round__tournament")
    games = [online.order_by("-n").first(), online.order_by("n").first(), boards.first()]
    counts = {count_queries(warm_client, g.get_absolute_url()) for g in games}
    assert len(counts) == 1 and counts.pop() <= MAX_QUERIES


def test_the_api_twins_stay_within_six_queries(site, warm_client):
    busy, _, _ = players_by_changes("ghost", "overall")
    game = Game.objects.filter(round__isnull=True).first()
    paths = [
        f"/api/v1/players/{busy.pk}/ratings/ghost/overall/",
        f"/api/v1/players/{busy.pk}/ratings/dip-pouch/overall/?page=1",
        f"/api/v1/tournaments/{site.largest_tournament.pk}/ratings/",
        f"/api/v1/games/{game.pk}/",
        "/api/v1/games/",
        "/api/v1/leaderboards/ghost/overall/?as_of=2015-12-31&page=2",
        "/api/v1/leaderboards/ghost/overall/?as_of=2015-06-30&country=FR",
    ]
    for path in paths:
        assert count_queries(warm_client, path) <= 6, path
