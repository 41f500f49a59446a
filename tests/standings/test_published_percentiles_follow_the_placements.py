"""Recomputing the standings brings every published standing's Dip Pouch percentile in step
with its tournament's placements: an admin edit that drops a placement or leaves a stale
value behind is corrected, (N + 0.5 - rank) / N * 100 with N the placements now published."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Standing
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db


def test_a_dropped_placement_and_a_stale_percentile_are_corrected():
    data = bundle()
    data["tournaments"][0]["standings"] = [{"player": f"p{i}", "rank": i} for i in range(1, 8)]
    import_bundle_data(data)
    Standing.objects.filter(player__key="p7").delete()
    Standing.objects.filter(player__key="p2").update(dip_pouch_score=0)
    recompute_standings(None)
    stored = dict(Standing.objects.values_list("player__key", "dip_pouch_score"))
    assert stored == {f"p{i}": pytest.approx((6 + 0.5 - i) / 6 * 100) for i in range(1, 7)}
