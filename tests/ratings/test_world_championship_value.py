"""A world championship is worth V = 20, whatever its size or date."""

import pytest

from ratings import services
from ratings.models import Rating

from ..stored_changes import stored_changes
from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("end", ["2013-08-25", "1999-07-01"])
def test_a_wdc_uses_v_20(import_only, end):
    keys = [f"p{i}" for i in range(10)]
    import_only(bundle([player(k) for k in keys], [tournament("wdc", end, keys, wdc=True)]))

    services.recompute("dip-pouch")

    assert {c.weight for c in stored_changes()} == {20}
    winner = Rating.objects.get(system="dip-pouch", player__key="p0")
    assert winner.rating == dip_pouch_update(40, 10, 1, 20)
    assert winner.events == 1


def test_the_same_event_not_a_wdc_is_capped_by_its_size(import_only):
    keys = [f"p{i}" for i in range(10)]
    import_only(bundle([player(k) for k in keys], [tournament("open", "2013-08-25", keys)]))

    services.recompute("dip-pouch")

    assert {c.weight for c in stored_changes()} == {10 / 3.5 + 2}
