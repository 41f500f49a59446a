"""An edit years back replays every category from the checkpoint before it,
but rewrites a category's changes only from the first year that comes out
different: the gunboat table, which the edited full-press game is not in,
keeps every row it had (the same ids), the other tables keep the years
before the edit. The tables still equal a rewrite from nothing, also when
the pending edit removed rows that a year's digest cannot tell are gone."""

from datetime import date

import pytest

from ratings import services, tasks
from ratings.models import RatingChange, TableState
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


def ids(system: str, category: str, since: date | None = None) -> list[int]:
    rows = RatingChange.objects.filter(system=system, category=category)
    if since is not None:
        rows = rows.filter(date__gte=since)
    return list(rows.order_by("id").values_list("id", flat=True))


def test_an_edit_in_2006_leaves_the_unchanged_years_and_tables_in_place(import_and_run):
    import_and_run(bundle(PLAYERS, games=history()))
    gunboat = ids("ghost", "gunboat")
    overall_before_2006 = ids("ghost", "overall")[: 2 * 7 * (2006 - 2001)]
    overall_from_2006 = ids("ghost", "overall", date(2006, 1, 1))
    assert gunboat and overall_from_2006

    changed = online("f2006", "2006-03-10", 5, "full", centres=(18, 6, 5, 3, 2, 0, 0))
    import_and_run(bundle(PLAYERS, games=[changed]))

    assert not TableState.objects.filter(pending=True).exists()
    assert ids("ghost", "gunboat") == gunboat  # not one row rewritten
    assert ids("ghost", "overall")[: len(overall_before_2006)] == overall_before_2006
    rewritten = ids("ghost", "overall", date(2006, 1, 1))
    assert len(rewritten) == len(overall_from_2006)
    assert not set(rewritten) & set(overall_from_2006)  # 2006 on: written again
    incremental = tables_by_key()
    services.recompute_all(rewrite=True)  # from nothing, trusting nothing stored
    assert tables_by_key() == incremental


def test_a_replay_that_changes_nothing_rewrites_no_change(import_and_run):
    import_and_run(bundle(PLAYERS, games=history()))
    every = {(s, c): ids(s, c) for s, c in RatingChange.objects.values_list("system", "category")}

    TableState.objects.update(pending=True, since=date(2006, 3, 10))
    services.recompute_all()  # resumed on 1 January 2005: every year as it was

    assert {(s, c): ids(s, c) for s, c in every} == every


def test_a_game_deleted_then_restored_with_its_id_gets_its_changes_back(import_and_run):
    """The restored game gives each year the digest it had, but its changes
    went with the deletion: the replay sees fewer rows than it computes."""
    import_and_run(bundle(PLAYERS, games=history()))
    restored = Game.objects.get(key="f2008")
    results = list(restored.results.all())
    ids_before = (restored.pk, [r.pk for r in results])
    restored.delete()  # its changes go too (the ORM's cascade)
    restored.pk = ids_before[0]
    restored.save(force_insert=True)  # as the edit history's restore does: the same id
    for result, pk in zip(results, ids_before[1], strict=True):
        result.pk = pk
        result.save(force_insert=True)
    assert not RatingChange.objects.filter(game=restored).exists()
    tasks.mark_pending(since=restored.end_date)  # both edits, one recompute

    services.recompute_all()  # resumed on 1 January 2005

    assert RatingChange.objects.filter(game=restored).exists()
    incremental = tables_by_key()
    services.recompute_all(rewrite=True)
    assert tables_by_key() == incremental
