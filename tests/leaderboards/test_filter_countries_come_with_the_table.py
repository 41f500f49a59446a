"""A table's filters offer the countries of its players as the recompute
stored them beside the table (``TableState.countries``): the page does not
read the rating rows for them (on PostgreSQL two scans of the table, 50 ms a
page at bench scale), and an edit that moves a player changes them with the
next recompute."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings.models import TableState
from ratings.services import recompute_all
from tournaments.models import Player

from . import bundles

URL = "/ratings/dip-pouch/overall/"


@pytest.fixture
def loaded(db):
    bundles.load()


def choices(response, field):
    return sorted(c for c, _ in response.context["filter"].form.fields[field].choices if c)


def test_the_recompute_stores_the_nationalities_and_locations_of_the_table(loaded):
    state = TableState.objects.get(system="dip-pouch", category="overall")
    nationalities = {p[3] for p in bundles.PLAYERS}
    locations = {p[4] for p in bundles.PLAYERS}
    assert state.countries == {
        "nationalities": sorted(nationalities),
        "locations": sorted(locations),
    }


def test_the_page_offers_them_without_reading_the_rating_rows_for_them(client, loaded):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(URL)
    assert choices(response, "country") == sorted({p[3] for p in bundles.PLAYERS})
    assert choices(response, "location") == sorted({p[4] for p in bundles.PLAYERS})
    scans = [q["sql"] for q in queries if "DISTINCT" in q["sql"] or "GROUP BY" in q["sql"]]
    assert not [sql for sql in scans if "ratings_rating" in sql]


def test_a_player_who_moves_moves_the_choices_at_the_next_recompute(client, loaded):
    player = Player.objects.get(key="hh")  # the one player living in the US
    player.location = "JP"
    player.save()
    recompute_all()
    response = client.get(URL)
    assert "US" not in choices(response, "location")
    assert "JP" in choices(response, "location")
