"""Circuit pages: the list, the events and the best-N standings."""

import pytest
from django.urls import reverse

from .helpers import text

pytestmark = pytest.mark.django_db


def test_the_list_shows_each_circuit_with_its_event_count(site, client):
    response = client.get(reverse("circuit-list"))
    circuit = response.context["circuits"][0]
    assert circuit.n_tournaments == 3
    page = text(response)
    assert site.circuit.get_absolute_url() in page and "Grand Prix" in page


def test_the_page_lists_the_events_in_date_order(site, client):
    response = client.get(site.circuit.get_absolute_url())
    assert [t.key for t in response.context["tournaments"]] == ["paris", "london", "wdc"]
    assert "best 2 results count" in text(response)


def test_the_standings_sum_each_players_best_two_percentiles(site, client):
    pytest.importorskip("tournaments.standings")
    rows = client.get(site.circuit.get_absolute_url()).context["rows"]
    by_key = {row.player.id: row for row in rows}
    evil = by_key[site.evil.pk]
    # p7: Paris 7th of 7 (7.14), London 2nd of 7 behind a solo (78.57), WDC 1st of 8 (93.75).
    assert evil.total == pytest.approx(78.5714 + 93.75, abs=1e-3)
    assert evil.counted == 2 and evil.played == 3
    paris = site.tournaments["paris"].pk
    assert evil.results[paris].counted is False
    assert rows[0].player.id == site.evil.pk and rows[0].rank == 1


def test_players_with_equal_totals_share_a_rank(site, client):
    pytest.importorskip("tournaments.standings")
    rows = client.get(site.circuit.get_absolute_url()).context["rows"]
    harris = next(r for r in rows if r.player.last_name == "Harris")
    fogel = next(r for r in rows if r.player.last_name == "Fogel")
    # 64.29 + 92.86 and 78.57 + 78.57 are both 11/7 * 100 exactly.
    assert harris.rank == fogel.rank


def test_dropped_results_are_marked(site, client):
    pytest.importorskip("tournaments.standings")
    page = text(client.get(site.circuit.get_absolute_url()))
    assert '<span class="dropped" title="7 of 7">7.14</span>' in page
