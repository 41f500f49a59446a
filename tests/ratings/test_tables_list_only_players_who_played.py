"""A rating table lists a player only once an event or game counts for them
(interchange.md, "Additions"): a Dip Pouch event worth V = 0 (before 2001)
leaves its players out of the table, out of the ranks and out of the table's
size, while their history still shows the event."""

import pytest

from ratings import exports, leaderboards, services
from ratings.models import Rating, TableState

from ..stored_changes import stored_changes
from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def mixed(import_only):
    """a, b, c played a 2010 event; old1 and old2 only a 1999 one (V = 0)."""
    keys = ["a", "b", "c", "old1", "old2"]
    import_only(
        bundle(
            [player(k) for k in keys],
            [
                tournament("old", "1999-06-01", ["old1", "a", "old2"]),
                tournament("new", "2010-06-01", ["a", "b", "c"]),
            ],
        )
    )
    services.recompute("dip-pouch")


def test_a_player_whose_only_event_counts_for_nothing_is_not_in_the_table(mixed):
    listed = set(Rating.objects.filter(system="dip-pouch").values_list("player__key", flat=True))
    assert listed == {"a", "b", "c"}
    # ...but the event is in their history.
    assert stored_changes(player="old1", tournament="old")


def test_ranks_and_the_table_size_count_only_the_players_listed(mixed):
    rows = list(leaderboards.leaderboard("dip-pouch"))
    assert [r.rank for r in rows] == [1, 2, 3]
    assert TableState.objects.get(system="dip-pouch", category="overall").players == 3
    assert leaderboards.count("dip-pouch") == 3


def test_exports_leave_them_out_too(mixed):
    rows = list(exports.leaderboard_rows("dip-pouch"))
    assert [r["player"] for r in rows] == ["a", "b", "c"]
    assert all(r["events"] >= 1 for r in rows)


def test_a_player_enters_the_table_with_their_first_counted_event(import_only, mixed):
    import_only(
        bundle(
            [player(k) for k in ("old1", "a")],
            [tournament("later", "2011-06-01", ["old1", "a"])],
        )
    )
    services.recompute("dip-pouch")
    old1 = Rating.objects.get(system="dip-pouch", player__key="old1")
    assert old1.events == 1
    assert not Rating.objects.filter(player__key="old2").exists()
