"""The tournament page names the tables the event counts in without reading a
change (its placements', and its boards' by the engines' rules), then reads
its players' trails in the table it shows only; an event not rated yet shows
no impact. The tables named are those where the event has changes."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings import histories
from ratings.models import RatingTrail
from tournaments.models import Game

pytestmark = pytest.mark.django_db


def test_the_tables_named_are_those_where_the_event_has_changes(history):
    for tournament in history.events.values():
        named = histories.event(tournament).tables
        changed = {}
        for system, category, *_ in histories.event_changes(tournament):
            changed.setdefault(system, []).append(category)
        assert {s: sorted(c) for s, c in named.items()} == {
            s: sorted(set(c)) for s, c in changed.items()
        }, tournament.key


def test_only_the_shown_tables_trails_are_read(client, history):
    winter = history.events["winter"]
    with CaptureQueriesContext(connection) as queries:
        response = client.get(winter.get_absolute_url() + "?impact=ghost:full-press")
    assert response.context["impact"].key == "ghost:full-press"
    trails = [q["sql"] for q in queries.captured_queries if "ratings_ratingtrail" in q["sql"]]
    assert len(trails) == 1
    assert "'full-press'" in trails[0] and "'overall'" not in trails[0]


def test_an_event_not_rated_yet_shows_no_impact(client, history):
    winter = history.events["winter"]
    RatingTrail.objects.all().delete()  # as just after an import, before the recompute
    response = client.get(winter.get_absolute_url())
    assert response.status_code == 200
    assert response.context["impact"] is None
    assert "Rating impact" not in response.content.decode()


def test_each_kind_of_board_names_its_own_tables(history):
    """The tables come from one board of each kind: a gunboat board beside a
    full-press one adds the gunboat table, and the full-press table stays."""
    winter = history.events["winter"]
    assert histories.event(winter).tables["ghost"] == ["overall", "full-press"]
    second = Game.objects.get(round__tournament=winter, round__number=2)
    Game.objects.filter(pk=second.pk).update(press="gunboat")
    ghost = histories.event(winter).tables["ghost"]
    assert set(ghost) == {"overall", "full-press", "gunboat"}
