"""The JSON API gives what the history pages show: a player's history in one
table, an event's rating impact, online games and any game's adjustments,
and any table as of a day (``as_of``) with the rows ``export_leaderboard
--as-of`` writes."""

import io
import json

import pytest
from django.core.management import call_command

from .conftest import history_url

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def unthrottled(settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"anon": None}}


def api(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, response.content[:300]
    return response.json()


def test_a_player_history_is_the_page_s(client, history):
    anne = history.anne
    data = api(client, f"/api/v1/players/{anne.pk}/ratings/dip-pouch/overall/")
    page = client.get(history_url(anne, "dip-pouch")).context
    assert data["count"] == 5 and data["pages"] == 1
    assert [r["tournament"]["name"] for r in data["results"]] == [
        line.tournament.name for line in page["lines"]
    ]
    first = data["results"][0]
    line = page["lines"][0]
    assert (first["place"], first["players"], first["percentile"], first["value"]) == (
        line.place,
        line.players,
        line.percentile,
        line.value,
    )
    assert first["change"] == first["after"] - first["before"]
    assert data["rating"] == page["history"].row.rating
    assert [y["as_of"] for y in data["year_ends"]] == ["2013-12-31", "2012-12-31"]


def test_ghost_and_openskill_fields(client, history):
    anne = history.anne
    ghost = api(client, f"/api/v1/players/{anne.pk}/ratings/ghost/overall/")
    draw = next(r for r in ghost["results"] if r["game"] and r["game"]["key"] == "draw")
    assert draw["x"] == pytest.approx(40)
    assert (draw["expected"], draw["actual"]) == (pytest.approx(1 / 7), pytest.approx(1 / 3))
    assert draw["tournament"] is None and draw["place"] is None
    skill = api(client, f"/api/v1/players/{anne.pk}/ratings/openskill/overall/")
    oldest = skill["results"][-1]
    assert (oldest["mu_before"], oldest["sigma_before"]) == pytest.approx((25, 25 / 3))


def test_a_player_not_in_a_table_has_nulls_and_bad_paths_are_404(client, history):
    hank = history.hank
    data = api(client, f"/api/v1/players/{hank.pk}/ratings/dip-pouch/overall/")
    assert (data["rating"], data["rank"], data["count"]) == (None, None, 1)
    api(client, f"/api/v1/players/{hank.pk}/ratings/elo/overall/", 404)
    api(client, f"/api/v1/players/{hank.pk}/ratings/dip-pouch/overall/?page=2", 404)
    api(client, f"/api/v1/players/{hank.pk}/ratings/dip-pouch/overall/?page=x", 400)


def test_an_event_s_impact(client, history):
    winter = history.events["winter"]
    data = api(client, f"/api/v1/tournaments/{winter.pk}/ratings/")
    page = client.get(winter.get_absolute_url()).context["impact_tables"]
    assert [(t["system"], t["category"]) for t in data["tables"]] == [
        (t.system, t.category) for t in page
    ]
    dp = data["tables"][0]
    assert dp["events"] is True
    assert [r["player"] for r in dp["results"]] == [line.player.key for line in page[0].lines]
    ghost = data["tables"][1]
    assert {r["results"] for r in ghost["results"]} == {2}  # two boards each


def test_online_games_and_a_game_s_adjustments(client, history):
    listed = api(client, "/api/v1/games/")
    assert [g["key"] for g in listed["results"]] == ["duel", "solo", "draw"]  # newest first
    assert [g["key"] for g in api(client, "/api/v1/games/?variant=fva")["results"]] == ["duel"]
    assert api(client, "/api/v1/games/?player=h")["count"] == 0
    game = api(client, listed["results"][2]["url"].replace("http://testserver", ""))
    assert game["tournament"] is None and game["round"] is None
    assert [r["outcome"] for r in game["results"]].count("draw") == 3
    overall = game["ratings"][0]
    assert (overall["system"], overall["category"], overall["x"]) == ("ghost", "overall", 40)
    assert sorted(r["actual"] for r in overall["results"]) == pytest.approx([0] * 4 + [1 / 3] * 3)


def test_a_board_is_a_game_too(client, history):
    from tournaments.models import Game

    board = Game.objects.filter(round__tournament=history.events["winter"]).first()
    data = api(client, f"/api/v1/games/{board.pk}/")
    assert data["tournament"]["key"] == "winter" and data["round"] == 1 and data["board"] == 1


@pytest.mark.parametrize("day", ["2012-12-31", "2013-07-01", "2009-01-01", "2030-01-01"])
def test_as_of_gives_the_rows_of_export_leaderboard_as_of(client, history, day):
    out = io.StringIO()
    call_command("export_leaderboard", "dip-pouch", "--format", "json", "--as-of", day, stdout=out)
    exported = json.loads(out.getvalue())
    data = api(client, f"/api/v1/leaderboards/dip-pouch/overall/?as_of={day}")
    assert data["as_of_date"] == day
    assert data["count"] == len(exported)
    rows = [{k: r[k] for k in exported[0]} for r in data["results"]] if exported else []
    assert rows == exported
