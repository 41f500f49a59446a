"""A circuit's events show their field size (N) counted from the placements
its standings read, and that is the count the tournament list shows: the
published placements, else the computed ones."""

from datetime import date

import pytest

from tournaments.models import ComputedStanding, Standing, Tournament
from tournaments.selectors.common import with_player_counts

pytestmark = pytest.mark.django_db


def test_each_event_shows_the_players_the_tournament_list_counts(site, client):
    pytest.importorskip("tournaments.standings")
    events = client.get(site.circuit.get_absolute_url()).context["tournaments"]
    expected = dict(
        with_player_counts(Tournament.objects.filter(circuits=site.circuit)).values_list(
            "pk", "n_players"
        )
    )
    assert {e.pk: e.n_players for e in events} == expected
    # the fixture's events: published placements only, boards only, and both
    published = set(Standing.objects.values_list("tournament_id", flat=True))
    computed = set(ComputedStanding.objects.values_list("tournament_id", flat=True))
    kinds = {(pk in published, pk in computed) for pk in expected}
    assert {(True, False), (False, True), (True, True)} <= kinds
    assert all(expected.values())


def test_an_event_without_placements_counts_none(site, client):
    when = date(2016, 5, 1)
    extra = Tournament.objects.create(key="empty", name="Empty Cup", start_date=when, end_date=when)
    extra.circuits.add(site.circuit)
    events = client.get(site.circuit.get_absolute_url()).context["tournaments"]
    assert next(e for e in events if e.pk == extra.pk).n_players == 0
