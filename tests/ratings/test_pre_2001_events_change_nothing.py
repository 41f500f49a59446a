"""An event that ended before 2001 shows in the history but changes no rating."""

import pytest

from ratings import services
from ratings.models import Rating

from ..stored_changes import stored_changes
from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db


def test_a_2000_event_is_recorded_with_v_0_and_leaves_ratings_at_40(import_only):
    keys = ["a", "b", "c"]
    import_only(bundle([player(k) for k in keys], [tournament("old", "2000-12-31", keys)]))

    services.recompute("dip-pouch")

    changes = stored_changes("dip-pouch")
    assert len(changes) == 3
    assert {(c.weight, c.before, c.after) for c in changes} == {(0, 40, 40)}
    assert {c.tournament_key for c in changes} == {"old"}
    # Nobody has an event that counts yet: the table lists no one.
    assert not Rating.objects.exists()


def test_a_later_event_starts_from_40(import_only):
    keys = ["a", "b", "c"]
    import_only(
        bundle(
            [player(k) for k in keys],
            [tournament("old", "2000-06-01", keys), tournament("new", "2001-01-01", keys[::-1])],
        )
    )

    services.recompute("dip-pouch")

    a = Rating.objects.get(player__key="a")
    assert a.rating == dip_pouch_update(40, 3, 3, 3 / 3.5 + 2)
    assert a.events == 1
