"""Events that ended before 2001 change nothing but still appear in the history."""

from datetime import date

from ratings.engines import get_engine

from .factories import event, ranked

ENGINE = get_engine("dip-pouch")


def test_an_event_of_2000_leaves_every_rating_at_40_but_records_a_change():
    players = ["a", "b", "c", "d"]
    table = ENGINE.compute([event(1, ranked(players), end=date(2000, 12, 31))])
    assert [c.player for c in table.changes] == players
    for c in table.changes:
        assert c.before == c.after == 40.0
        assert c.weight == 0.0
        assert c.date == date(2000, 12, 31)
    assert table.changes[0].score == (4.5 - 1) / 4 * 100  # S is still shown
    a = table.ratings["a"]
    assert (a.rating, a.count, a.last_played) == (40.0, 0, date(2000, 12, 31))


def test_an_event_ending_on_1_january_2001_counts():
    table = ENGINE.compute([event(1, ranked(["a", "b"]), end=date(2001, 1, 1))])
    a = table.ratings["a"]
    assert a.rating > 40.0
    assert a.count == 1


def test_an_old_event_between_counted_ones_keeps_the_rating_and_moves_last_played():
    records = [
        event(1, ranked(["a", "b"]), end=date(1999, 5, 1), start=date(1999, 4, 29)),
        event(2, ranked(["b", "a"]), end=date(2003, 5, 1)),
        event(3, ranked(["a", "b"]), end=date(2000, 5, 1)),
    ]
    table = ENGINE.compute(records)
    a_changes = [c for c in table.changes if c.player == "a"]
    assert [c.source_id for c in a_changes] == [1, 3, 2]
    assert a_changes[0].after == a_changes[1].after == 40.0
    assert table.ratings["a"].count == 1
    assert table.ratings["a"].last_played == date(2003, 5, 1)
