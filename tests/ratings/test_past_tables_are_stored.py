"""The recompute stores each table as it stood at the end of every past year:
the years from the first change's to the one before the last change's, each
ranked among the players with an event counted by then, and rewrites only the
years whose rows changed."""

from datetime import date

import pytest

from ratings import services
from ratings.models import PastTable, Rating, YearEnds
from tournaments.models import Player

from ..stored_changes import stored_past_rows
from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db

PLAYERS = [player("a", "FR"), player("b", "FR"), player("c", "GB"), player("d", "GB")]
EVENTS = [
    tournament("e2010", "2010-05-02", ["a", "b", "c"]),
    tournament("e2012", "2012-09-09", ["c", "a"]),
    tournament("e2014", "2014-03-01", ["d", "b"]),
]


def past(year: int) -> list[tuple]:
    rows = stored_past_rows("dip-pouch", "overall", date(year, 12, 31))
    return [(r.player_key, r.rank, r.national_rank, r.events, round(r.rating, 9)) for r in rows]


@pytest.fixture
def history(import_only):
    import_only(bundle(PLAYERS, EVENTS))
    services.recompute("dip-pouch")


def test_one_table_a_year_from_the_first_event_to_the_year_before_the_last(history):
    stored = PastTable.objects.filter(system="dip-pouch").order_by("as_of")
    assert [t.as_of for t in stored] == [date(y, 12, 31) for y in (2010, 2011, 2012, 2013)]
    assert [t.players for t in stored] == [3, 3, 3, 3]
    assert not PastTable.objects.filter(as_of__year=2014).exists()  # 2014 is today's table


def test_a_year_end_table_holds_what_the_players_had_then(history):
    v3, v2 = 3 / 3.5 + 2, 2 / 3.5 + 2
    a, b, c = (dip_pouch_update(40, 3, p, v3) for p in (1, 2, 3))
    assert past(2010) == [
        ("a", 1, 1, 1, round(a, 9)),
        ("b", 2, 2, 1, round(b, 9)),
        ("c", 3, 1, 1, round(c, 9)),
    ]
    assert past(2011) == past(2010)
    c2, a2 = dip_pouch_update(c, 2, 1, v2), dip_pouch_update(a, 2, 2, v2)
    assert a2 > b > c2  # a still leads at the end of 2012
    assert past(2012) == [
        ("a", 1, 1, 2, round(a2, 9)),
        ("b", 2, 2, 1, round(b, 9)),
        ("c", 3, 1, 2, round(c2, 9)),
    ]
    # d has no event before 2014: not in any past table.
    assert not stored_past_rows(player="d")


def test_the_last_past_year_and_today_agree_on_who_is_listed(history):
    current = set(Rating.objects.values_list("player__key", flat=True))
    assert current == {"a", "b", "c", "d"}
    assert {r[0] for r in past(2013)} == {"a", "b", "c"}


def test_a_recompute_that_changes_nothing_writes_no_past_table(history):
    ids = set(PastTable.objects.values_list("id", "data"))
    places = set(YearEnds.objects.values_list("id", "data"))
    services.recompute("dip-pouch")
    assert set(PastTable.objects.values_list("id", "data")) == ids
    assert set(YearEnds.objects.values_list("id", "data")) == places


def test_a_new_event_rewrites_only_the_years_from_its_own(history, import_only):
    before = set(PastTable.objects.filter(as_of__year__lt=2011).values_list("id", "data"))
    import_only(bundle(PLAYERS, [tournament("e2011", "2011-06-01", ["d", "c", "b", "a"])]))
    services.recompute("dip-pouch")
    assert set(PastTable.objects.filter(as_of__year__lt=2011).values_list("id", "data")) == before
    assert [r[0] for r in past(2011)][0] == "d"
    assert PastTable.objects.get(as_of=date(2011, 12, 31)).players == 4


def test_a_nationality_change_moves_the_national_ranks_of_every_year(history):
    Player.objects.filter(key="c").update(nationality="FR")
    services.recompute("dip-pouch")
    assert [r[2] for r in past(2010)] == [1, 2, 3]


def test_history_that_shrinks_removes_the_years_it_no_longer_reaches(history):
    from tournaments.models import Tournament

    Tournament.objects.filter(key="e2014").delete()
    services.recompute("dip-pouch")
    assert [t.as_of.year for t in PastTable.objects.order_by("as_of")] == [2010, 2011]
    assert not stored_past_rows(as_of=date(2012, 12, 31))
