"""A table as it stood at the end of any day (interchange.md, "Additions":
``export_leaderboard ... --as-of``): only what had ended by then counts, only
players with an event by then are listed, and ranks (international and
national) are among them. A stored year-end table and one computed for
another day give the same rows for the same day, whatever the filters and
the order."""

import io
import json
from datetime import date

import pytest
from django.core.management import CommandError, call_command

from ratings import leaderboards, past_tables, services
from ratings.engines import get_engine

from .builders import bundle, dip_pouch_update, player, tournament

pytestmark = pytest.mark.django_db

PLAYERS = [
    player("a", "FR", "FR", "Anne", "Martin"),
    player("b", "FR", "BE", "Bruno", "Marchand"),
    player("c", "GB", "GB", "Carl", "Smith"),
    player("d", "GB", "FR", "Dora", "Jones"),
    player("e", "DE", "DE", "Eva", "Maier"),
]
EVENTS = [
    tournament("t1", "2010-03-07", ["a", "b", "c"]),
    tournament("t2", "2010-10-10", ["c", "d", "a"]),
    tournament("t3", "2011-05-01", ["d", "a", "e", "b"]),
    tournament("t4", "2012-06-01", ["e", "c"]),
]


@pytest.fixture
def history(import_only):
    import_only(bundle(PLAYERS, EVENTS))
    services.recompute("dip-pouch")


def export(*args) -> list[dict]:
    out = io.StringIO()
    call_command("export_leaderboard", "dip-pouch", "--format", "json", *args, stdout=out)
    return json.loads(out.getvalue())


def keys(rows) -> list[str]:
    return [r["player"] for r in rows]


def test_as_of_a_day_only_the_events_ended_by_then_count(history):
    rows = export("--as-of", "2010-06-30")
    v = 3 / 3.5 + 2
    assert keys(rows) == ["a", "b", "c"]
    assert [r["rank"] for r in rows] == [1, 2, 3]
    assert rows[0]["rating"] == dip_pouch_update(40, 3, 1, v)
    assert [r["events"] for r in rows] == [1, 1, 1]
    assert rows[2]["last_played"] == "2010-03-07"


def test_the_end_of_an_event_day_includes_it_and_the_day_before_does_not(history):
    assert "d" not in keys(export("--as-of", "2010-10-09"))
    assert "d" in keys(export("--as-of", "2010-10-10"))


def test_ranks_are_among_the_players_rated_by_then(history):
    rows = export("--as-of", "2011-01-01", "--country", "GB")
    assert keys(rows) == ["c", "d"]
    assert [r["rank"] for r in rows] == [1, 2]
    assert [r["national_rank"] for r in rows] == [1, 2]
    world = {r["player"]: r["rank"] for r in export("--as-of", "2011-01-01")}
    assert set(world) == {"a", "b", "c", "d"}
    # b and d both finished 2nd of 3 in their one event: tied at 3rd.
    assert world["b"] == world["d"] == 3
    assert sorted(world.values()) == [1, 2, 3, 3]


def test_before_the_first_event_the_table_is_empty_and_after_the_last_it_is_today(history):
    assert export("--as-of", "2009-12-31") == []
    assert export("--as-of", "2010-03-06") == []
    assert export("--as-of", "2030-01-01") == export()
    assert export("--as-of", "2012-06-01") == export()


def test_a_stored_year_and_the_same_day_computed_give_the_same_rows(history):
    day = date(2011, 12, 31)
    stored = leaderboards.at("dip-pouch", "overall", day)
    assert stored.kind == past_tables.STORED
    computed = past_tables.Past("dip-pouch", "overall", day, past_tables.COMPUTED)
    filters = [
        {},
        {"country": "FR"},
        {"location": "FR"},
        {"search": "mar"},
        {"min_events": 2},
        {"active_since": date(2011, 1, 1)},
        {"country": "GB", "order": "name"},
        {"order": "-events"},
        {"order": "last_played"},
        {"order": "-name"},
        {"order": "nationality"},
        {"order": "-rank"},
        {"order": "peak"},
    ]
    for f in filters:
        # a slice is what a page takes: rows with a player and a position
        a = list(leaderboards.leaderboard("dip-pouch", "overall", as_of=stored, **f)[:])
        b = list(leaderboards.leaderboard("dip-pouch", "overall", as_of=computed, **f)[:])
        assert [(r.player_id, r.position, r.rank, r.national_rank, r.rating) for r in a] == [
            (r.player_id, r.position, r.rank, r.national_rank, r.rating) for r in b
        ], f
        counted = {k: v for k, v in f.items() if k != "order"}
        assert leaderboards.count("dip-pouch", "overall", as_of=stored, **counted) == len(b), f


def test_a_computed_table_matches_the_engine_on_the_events_of_its_day(history):
    day = date(2011, 7, 1)
    assert leaderboards.at("dip-pouch", "overall", day).kind == past_tables.COMPUTED
    from ratings.history import event_records

    records = [r for r in event_records() if r.end_date <= day]
    expected = get_engine("dip-pouch").compute(records).ratings
    rows = export("--as-of", day.isoformat())
    by_key = {r["player"]: r for r in rows}
    from tournaments.models import Player

    ids = dict(Player.objects.values_list("key", "id"))
    assert set(by_key) == {"a", "b", "c", "d", "e"}
    for key, row in by_key.items():
        pr = expected[ids[key]]
        assert (row["rating"], row["events"], row["peak"]) == (pr.rating, pr.count, pr.peak)


def test_a_bad_date_is_a_clear_error(history):
    with pytest.raises(CommandError, match="not a date"):
        export("--as-of", "2011-13-01")


def test_a_day_s_table_is_computed_once_until_the_next_recompute(history, monkeypatch):
    calls = []
    real = past_tables.computed_table
    monkeypatch.setattr(past_tables, "computed_table", lambda *a: calls.append(a) or real(*a))
    first = export("--as-of", "2011-07-01")
    assert export("--as-of", "2011-07-01", "--country", "FR") and len(calls) == 1
    services.recompute("dip-pouch")  # a new version of the table: computed again
    assert export("--as-of", "2011-07-01") == first
    assert len(calls) == 2


def test_a_computed_day_names_players_as_a_stored_year_does(history):
    from tournaments.models import Player

    Player.objects.filter(key="b").update(homonym=2)
    stored = {r["player"]: r["homonym"] for r in export("--as-of", "2010-12-31")}
    computed = {r["player"]: r["homonym"] for r in export("--as-of", "2010-11-30")}
    assert stored["b"] == computed["b"] == 2
    assert computed["a"] is None
