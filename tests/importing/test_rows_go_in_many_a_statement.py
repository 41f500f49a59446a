"""Where there is no COPY, ``wdd.bulk.insert_rows`` (the importer's games and
results) sends many rows a statement: every row is stored, in the order
given, a statement stays under the database's limit of parameters, and the
board-total trigger still sees the rows before it in the same statement."""

from datetime import date
from types import SimpleNamespace

import pytest
from django.db import IntegrityError, connection, transaction
from django.test.utils import CaptureQueriesContext

from tournaments.models import Game, GameResult, Player
from wdd import bulk

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor == "postgresql", reason="PostgreSQL COPYs the rows"),
]

FIELDS = ["key", "variant", "press", "game_scoring", "end_date"]
ROWS = [(f"g{i}", "classic", "full", "dss", date(2020, 1, i)) for i in range(1, 8)]
POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def test_every_row_is_stored_in_its_order(monkeypatch):
    monkeypatch.setattr(bulk, "ROWS_A_STATEMENT", 2)
    monkeypatch.setattr(bulk, "BATCH", 5)  # 2 + 2 + 1, then 2
    with CaptureQueriesContext(connection) as queries:
        assert bulk.insert_rows(Game, FIELDS, iter(ROWS)) == 7
    assert list(Game.objects.order_by("id").values_list(*FIELDS)) == ROWS
    # each executemany() as "<statements> times: INSERT ... VALUES (...), ..."
    calls = [q["sql"].split(" times: ") for q in queries.captured_queries]
    assert [(int(n), sql.count("), (") + 1) for n, sql in calls] == [(2, 2), (1, 1), (1, 2)]


def test_a_statement_stays_under_the_parameter_limit():
    def database(limit):
        return SimpleNamespace(
            features=SimpleNamespace(has_bulk_insert=True, max_query_params=limit)
        )

    assert bulk._rows_a_statement(database(10), 3) == 3
    assert bulk._rows_a_statement(database(2), 3) == 1
    assert bulk._rows_a_statement(database(None), 3) == bulk.ROWS_A_STATEMENT
    assert bulk._rows_a_statement(database(10**6), 3) == bulk.ROWS_A_STATEMENT


def test_the_board_total_trigger_sees_the_rows_before_it_in_the_statement(monkeypatch):
    monkeypatch.setattr(bulk, "ROWS_A_STATEMENT", 7)
    bulk.insert_rows(Game, FIELDS, ROWS[:1])
    game = Game.objects.get()
    players = [
        Player.objects.create(key=f"p{i}", first_name="A", last_name=f"B{i}") for i in range(7)
    ]
    rows = [(game.pk, p.pk, power, 5, None) for p, power in zip(players, POWERS, strict=True)]
    with pytest.raises(IntegrityError, match="34"), transaction.atomic():  # 35 centres
        bulk.insert_rows(
            GameResult, ["game", "player", "power", "centres", "eliminated_year"], rows
        )
    assert not GameResult.objects.exists()
