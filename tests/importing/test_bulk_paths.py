"""The importer's bulk paths (raw COPY/executemany inserts, and on SQLite the
board-total trigger lifted for big batches) write exactly what the ORM path
wrote, and still refuse a board whose centres exceed 34."""

from dataclasses import replace
from datetime import date

import pytest
from django.db import connection

from tests.bulk.helpers import triggers
from tournaments.demo import generate_bundle
from tournaments.exchange.records import GameIn
from tournaments.importing import ImportFailed, import_bundle_data
from tournaments.importing import games as games_module
from tournaments.importing.games import game_row, insert_games, read_game_ids
from tournaments.models import Game, GameResult, Player, Round, Standing, Tournament

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_recompute")]

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def snapshot():
    """Every imported row by natural keys (ids differ between databases and runs)."""
    results = sorted(
        GameResult.objects.values_list(
            "game__key", "game__round__tournament__key", "game__round__number", "game__number",
            "player__key", "power", "centres", "eliminated_year",
        ),
        key=repr,
    )  # fmt: skip
    games = sorted(
        Game.objects.values_list(
            "key", "round__tournament__key", "round__number", "number", "variant", "press",
            "phase_minutes", "game_scoring", "end_date",
        ),
        key=repr,
    )  # fmt: skip
    standings = sorted(
        Standing.objects.values_list(
            "tournament__key", "player__key", "rank", "score", "dip_pouch_score"
        ),
        key=repr,
    )
    return results, games, standings


def bundle():
    return generate_bundle(40, 4, 400, seed=3)


def test_the_bulk_path_writes_what_the_plain_path_writes(monkeypatch):
    before = triggers()
    monkeypatch.setattr(games_module, "BULK_RESULTS", 10**9)  # never lift the trigger
    import_bundle_data(bundle())
    plain = snapshot()
    assert plain[0] and plain[1] and plain[2]
    monkeypatch.setattr(games_module, "BULK_RESULTS", 0)  # always lift it
    import_bundle_data(bundle())  # the same keys again: boards and games replaced
    assert snapshot() == plain
    assert triggers() == before


def test_reimporting_keeps_one_row_per_result(monkeypatch):
    monkeypatch.setattr(games_module, "BULK_RESULTS", 0)
    data = bundle()
    import_bundle_data(data)
    count = GameResult.objects.count()
    import_bundle_data(data)
    assert GameResult.objects.count() == count


def test_new_games_get_their_ids():
    t = Tournament.objects.create(
        key="t", name="T", start_date=date(2020, 1, 1), end_date=date(2020, 1, 2)
    )
    r = Round.objects.create(tournament=t, number=1)
    spec = GameIn(end_date=None, results=[])
    rows = [
        game_row(replace(spec, number=2), date(2020, 1, 2), round_id=r.pk),
        game_row(replace(spec, variant="gvi"), date(2020, 1, 3), key="online-1"),
        game_row(replace(spec, number=1), date(2020, 1, 2), round_id=r.pk),
    ]
    ids = insert_games(rows)
    assert len(set(ids)) == 3
    for pk, row in zip(ids, rows, strict=True):
        stored = Game.objects.get(pk=pk)
        assert (stored.key, stored.round_id, stored.number, stored.variant) == row[:4]
    assert read_game_ids(rows, max(ids), "default") == ids  # found by key, not in the range


def over_the_limit():
    """A board of 35 centres, which the parser refuses: sneak it past validation
    by editing the parsed batch."""
    from tournaments.exchange.bundle import parse_bundle

    data = {
        "format": "diplomacy-results",
        "version": 1,
        "players": [{"key": f"k{i}", "first_name": "A", "last_name": f"B{i}"} for i in range(7)],
        "tournaments": [{
            "key": "t", "name": "T", "start_date": "2020-01-01", "end_date": "2020-01-02",
            "boards": [{"round": 1, "board": 1, "players": [
                {"player": f"k{i}", "power": p, "centres": c}
                for i, (p, c) in enumerate(zip(POWERS, (10, 8, 6, 4, 3, 3, 0), strict=True))
            ]}],
        }],
    }  # fmt: skip
    batch = parse_bundle(data, "over.json")
    batch.tournaments["t"].boards[0].results[6].centres = 1  # 35 in all
    return batch


@pytest.mark.parametrize("bulk", [True, False])
def test_a_board_over_34_centres_is_refused_by_the_database(monkeypatch, bulk):
    from tournaments.importing import _write

    if not bulk and connection.vendor == "postgresql":
        pytest.skip("PostgreSQL's trigger checks at COMMIT, which a test transaction never reaches")

    before = triggers()
    monkeypatch.setattr(games_module, "BULK_RESULTS", 0 if bulk else 10**9)
    with pytest.raises(ImportFailed, match="34"):
        _write(over_the_limit(), "over.json", ["over.json"], None)
    assert not Tournament.objects.filter(key="t").exists()
    assert not Player.objects.filter(key="k0").exists()
    assert triggers() == before
