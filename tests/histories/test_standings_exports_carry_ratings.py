"""Standings exports (``export_standings``, the page's downloads, the API's
tournament) carry each player's Dip Pouch rating just before and just after
the event (interchange.md, "Additions")."""

import csv
import io
import json

import pytest
from django.core.management import call_command

from ratings.models import RatingTrail

from ..stored_changes import stored_changes

pytestmark = pytest.mark.django_db


def stored(tournament) -> dict[str, tuple[float, float]]:
    return {
        c.player_key: (c.before, c.after)
        for c in stored_changes("dip-pouch", tournament=tournament)
    }


def test_the_command_writes_the_rating_before_and_after_at_full_precision(history):
    summer = history.events["summer"]
    out = io.StringIO()
    call_command("export_standings", "summer", "--format", "json", stdout=out)
    rows = json.loads(out.getvalue())
    assert {r["player"]: (r["rating_before"], r["rating_after"]) for r in rows} == stored(summer)
    anne = next(r for r in rows if r["player"] == "a")
    assert anne["rating_before"] != anne["rating_after"]


def test_the_csv_download_has_the_two_columns(client, history):
    winter = history.events["winter"]
    response = client.get(f"/tournaments/{winter.pk}/{winter.slug}/standings.csv")
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert list(rows[0])[-2:] == ["rating_before", "rating_after"]
    assert {r["player"]: (float(r["rating_before"]), float(r["rating_after"])) for r in rows} == (
        stored(winter)
    )


def test_an_event_that_changed_no_rating_leaves_them_empty(history):
    from tournaments.exchange.standings_export import standings_rows

    rows = standings_rows(history.events["old"])  # 1999: V = 0, but a change all the same
    assert {(r["rating_before"], r["rating_after"]) for r in rows} == {(40.0, 40.0)}
    placed = history.events["old"].standings.values("player")
    RatingTrail.objects.filter(system="dip-pouch", player__in=placed).delete()  # not rated yet
    rows = standings_rows(history.events["old"])
    assert {(r["rating_before"], r["rating_after"]) for r in rows} == {(None, None)}


def test_the_api_tournament_has_them_too(client, history):
    spring = history.events["spring"]
    data = client.get(f"/api/v1/tournaments/{spring.pk}/").json()
    assert {r["player"]: (r["rating_before"], r["rating_after"]) for r in data["standings"]} == (
        stored(spring)
    )
