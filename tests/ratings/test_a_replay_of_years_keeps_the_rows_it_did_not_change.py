"""An edit years back replays every category from the checkpoint before it,
but rewrites a category's changes only from the first year that comes out
different: the gunboat table, which the edited full-press game is not in,
keeps every trail it had (the same rows, the same bytes), the other tables
keep each player's changes before the edit. The tables still equal a
rewrite from nothing, also after a game deleted and restored with its id."""

from datetime import date

import pytest

from ratings import services, tasks
from ratings.engines.trails import unpack
from ratings.models import RatingTrail, TableState
from tournaments.models import Game

from .builders import bundle, game, player
from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"k{i}" for i in range(9)]
PLAYERS = [player(k) for k in KEYS]
CENTRES = (10, 8, 6, 4, 3, 3, 0)
YEARS = range(2001, 2013)  # checkpoints on 1 January 2005 and 2010, and at the tip


def online(key: str, day: str, offset: int, press: str, centres=CENTRES) -> dict:
    seats = [KEYS[(offset + i) % len(KEYS)] for i in range(7)]
    return game(key, day, list(zip(seats, centres, strict=True)), press=press)


def history() -> list[dict]:
    games = []
    for n, year in enumerate(YEARS):
        games.append(online(f"f{year}", f"{year}-03-10", n, "full"))
        games.append(online(f"g{year}", f"{year}-09-20", n + 2, "gunboat"))
    return games


def trails(system: str, category: str) -> dict[int, tuple[int, bytes]]:
    """{player: (row id, trail bytes)} of one table."""
    rows = RatingTrail.objects.filter(system=system, category=category)
    return {p: (pk, bytes(data)) for pk, p, data in rows.values_list("id", "player_id", "data")}


def before(data: bytes, day: date) -> bytes:
    """A trail's entries dated before ``day``, as bytes."""
    entries = unpack(data)
    return entries[entries["day"] < day.toordinal()].tobytes()


def test_an_edit_in_2006_leaves_the_unchanged_years_and_tables_in_place(import_and_run):
    import_and_run(bundle(PLAYERS, games=history()))
    gunboat = trails("ghost", "gunboat")
    overall = trails("ghost", "overall")
    assert gunboat and overall

    changed = online("f2006", "2006-03-10", 5, "full", centres=(18, 6, 5, 3, 2, 0, 0))
    import_and_run(bundle(PLAYERS, games=[changed]))

    assert not TableState.objects.filter(pending=True).exists()
    assert trails("ghost", "gunboat") == gunboat  # not one trail rewritten
    after = trails("ghost", "overall")
    assert after.keys() == overall.keys()
    cut = date(2006, 1, 1)
    for p, (_pk, data) in after.items():  # each player's changes before 2006 as they were
        assert before(data, cut) == before(overall[p][1], cut)
    assert any(after[p][1] != overall[p][1] for p in after)  # 2006 on: written again
    incremental = tables_by_key()
    services.recompute_all(rewrite=True)  # from nothing, trusting nothing stored
    assert tables_by_key() == incremental


def test_a_replay_that_changes_nothing_rewrites_no_change(import_and_run):
    import_and_run(bundle(PLAYERS, games=history()))
    tables = set(RatingTrail.objects.values_list("system", "category"))
    every = {(s, c): trails(s, c) for s, c in tables}

    TableState.objects.update(pending=True, since=date(2006, 3, 10))
    services.recompute_all()  # resumed on 1 January 2005: every year as it was

    assert {(s, c): trails(s, c) for s, c in tables} == every


def test_a_game_deleted_then_restored_with_its_id_leaves_the_tables_right(import_and_run):
    """The restored game gives each year the digest it had; its changes stay
    stored meanwhile (only a recompute writes trails), and the replay leaves
    what a rewrite from nothing gives."""
    import_and_run(bundle(PLAYERS, games=history()))
    stored = {
        (s, c): trails(s, c) for s, c in RatingTrail.objects.values_list("system", "category")
    }
    restored = Game.objects.get(key="f2008")
    results = list(restored.results.all())
    ids_before = (restored.pk, [r.pk for r in results])
    restored.delete()
    restored.pk = ids_before[0]
    restored.save(force_insert=True)  # as the edit history's restore does: the same id
    for result, pk in zip(results, ids_before[1], strict=True):
        result.pk = pk
        result.save(force_insert=True)
    assert {(s, c): trails(s, c) for s, c in stored} == stored
    tasks.mark_pending(since=restored.end_date)  # both edits, one recompute

    services.recompute_all()  # resumed on 1 January 2005

    assert {(s, c): trails(s, c) for s, c in stored} == stored
    incremental = tables_by_key()
    services.recompute_all(rewrite=True)
    assert tables_by_key() == incremental
