"""Recomputing from imported standings stores exactly the Dip Pouch numbers."""

import pytest

from ratings import services
from ratings.models import Rating, TableState

from ..stored_changes import stored_changes
from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db


def test_one_event_moves_each_player_from_40_towards_their_percentile(import_only):
    keys = ["a", "b", "c", "d"]
    import_only(bundle([player(k) for k in keys], [tournament("t1", "2015-05-10", keys)]))

    services.recompute("dip-pouch")

    v = min(15, 4 / 3.5 + 2)  # multi-round, 4 players
    stored = dict(Rating.objects.filter(system="dip-pouch").values_list("player__key", "rating"))
    assert stored == {k: dip_pouch_update(40, 4, i, v) for i, k in enumerate(keys, start=1)}
    assert stored["a"] == pytest.approx(41.492857, abs=1e-6)


def test_two_events_apply_one_after_the_other_in_date_order(import_only):
    first = ["a", "b", "c", "d", "e", "f", "g"]
    second = ["g", "f", "e", "d", "c", "b", "a"]
    # Listed out of order: the later event first.
    import_only(
        bundle(
            [player(k) for k in first],
            [
                tournament("late", "2016-03-01", second, rounds=1),
                tournament("early", "2015-03-01", first, rounds=3),
            ],
        )
    )

    services.recompute("dip-pouch")

    v_early, v_late = min(15, 7 / 3.5 + 2), min(15, 7 / 7 + 2)
    for key in first:
        after_early = dip_pouch_update(40, 7, first.index(key) + 1, v_early)
        expected = dip_pouch_update(after_early, 7, second.index(key) + 1, v_late)
        row = Rating.objects.get(system="dip-pouch", player__key=key)
        assert row.rating == expected
        assert row.events == 2
        assert row.peak == max(40, after_early, expected)
        assert str(row.last_played) == "2016-03-01"
    changes = stored_changes("dip-pouch", player="a")
    assert [(c.tournament_key, c.weight) for c in changes] == [("early", v_early), ("late", v_late)]
    assert changes[0].score == (7 + 0.5 - 1) / 7 * 100


def test_the_table_state_records_the_recompute(import_only):
    import_only(bundle([player(k) for k in "abc"], [tournament("t1", "2015-05-10", list("abc"))]))

    services.recompute("dip-pouch")

    state = TableState.objects.get(system="dip-pouch", category="overall")
    assert (state.players, state.version, state.pending) == (3, 1, False)
    assert state.computed_at is not None and state.duration_ms is not None
