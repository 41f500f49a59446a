"""``insert_rows`` writes plain tuples that read back exactly as the ORM would
have written them (COPY on PostgreSQL, executemany batches elsewhere), in any
number of batches, and the database's constraints still refuse a bad row."""

from datetime import date

import pytest
from django.db import IntegrityError, transaction

from tournaments.models import Game, GameResult, Player
from wdd import bulk

pytestmark = pytest.mark.django_db

FIELDS = ["key", "variant", "press", "phase_minutes", "game_scoring", "end_date"]
ROWS = [
    ("g1", "classic", "full", 1440, "dss", date(2020, 1, 2)),
    ("g2", "gvi", "gunboat", None, "sos", date(2021, 3, 4)),
    ("g3", "fva", "public", 5, "dss", date(2022, 5, 6)),
]


def stored():
    return sorted(Game.objects.values_list(*FIELDS))


def test_rows_read_back_as_written_and_are_counted():
    assert bulk.insert_rows(Game, FIELDS, iter(ROWS)) == 3
    assert stored() == ROWS


def test_rows_over_several_batches_are_all_written(monkeypatch):
    monkeypatch.setattr(bulk, "BATCH", 2)  # the executemany path sends 2 + 1
    assert bulk.insert_rows(Game, FIELDS, (row for row in ROWS)) == 3
    assert stored() == ROWS


def test_a_constraint_still_refuses_a_row():
    bulk.insert_rows(Game, FIELDS, ROWS[:1])
    game = Game.objects.get()
    player = Player.objects.create(key="p", first_name="A", last_name="B")
    with pytest.raises(IntegrityError), transaction.atomic():
        bulk.insert_rows(
            GameResult,
            ["game", "player", "power", "centres", "eliminated_year"],
            [(game.pk, player.pk, "France", 35, None)],
        )
    assert not GameResult.objects.exists()


def test_bytes_read_back_exactly():
    """Rows carrying bytes go in COPY's binary format on PostgreSQL."""
    from ratings.models import RatingTrail

    fields = ["system", "category", "player", "changes", "first_day", "last_day", "data"]
    every_byte = bytes(range(256)) * 40
    rows = [
        ("ghost", "overall", 1, 2, date(2001, 1, 1), date(2002, 3, 4), every_byte),
        ("ghost", "overall", 2, 1, date(2003, 1, 1), date(2003, 1, 1), b"\x00"),
    ]
    assert bulk.insert_rows(RatingTrail, fields, rows) == 2
    stored = RatingTrail.objects.order_by("player").values_list(*fields)
    assert [(*r[:-1], bytes(r[-1])) for r in stored] == rows
