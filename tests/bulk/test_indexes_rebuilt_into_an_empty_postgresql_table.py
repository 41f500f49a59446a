"""On PostgreSQL ``indexes_rebuilt`` sets aside the plain indexes and the
foreign keys of a table empty when the block starts (a first load) and puts
back the same ones at its end, checking each foreign key over the whole table
there: a dangling reference still fails. A table that holds rows keeps all
of them (dropping one would lock its readers out until the commit)."""

from datetime import date

import pytest
from django.db import IntegrityError, connection, transaction

from tournaments.models import ComputedStanding, Player, Tournament
from wdd import bulk

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's own path"),
]

TABLE = ComputedStanding._meta.db_table
FIELDS = ["tournament", "player", "rank", "score", "games", "dip_pouch_score"]


def definitions() -> tuple[list, list]:
    """The table's plain indexes and its foreign keys, as PostgreSQL spells them."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexdef FROM pg_indexes WHERE tablename = %s "
            "AND indexdef NOT LIKE 'CREATE UNIQUE%%' ORDER BY indexname",
            [TABLE],
        )
        indexes = [r[0] for r in cursor.fetchall()]
        cursor.execute(
            "SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE conrelid = %s::regclass AND contype = 'f' ORDER BY conname",
            [TABLE],
        )
        return indexes, cursor.fetchall()


@pytest.fixture
def field(monkeypatch):
    monkeypatch.setattr(bulk, "REBUILD_ROWS", 1)
    day = date(2025, 3, 1)
    tournament = Tournament.objects.create(key="t", name="T", start_date=day, end_date=day)
    players = [
        Player.objects.create(key=f"p{i}", first_name="A", last_name=f"B{i}") for i in range(3)
    ]
    return tournament, players


def test_an_empty_table_gets_the_same_indexes_and_keys_back(field):
    tournament, players = field
    before = definitions()
    assert before[0] and len(before[1]) == 2  # something to set aside: indexes, two keys
    rows = [(tournament.pk, p.pk, i + 1, 10.0 - i, 3, 5.0 - i) for i, p in enumerate(players)]
    with bulk.indexes_rebuilt(ComputedStanding, "default", len(rows), 0) as dropped:
        assert dropped
        assert definitions() == ([], [])
        bulk.insert_rows(ComputedStanding, FIELDS, rows)
    assert definitions() == before
    assert sorted(ComputedStanding.objects.values_list(*FIELDS)) == sorted(rows)


def test_a_dangling_reference_fails_when_the_keys_come_back(field):
    tournament, players = field
    with pytest.raises(IntegrityError), transaction.atomic():
        with bulk.indexes_rebuilt(ComputedStanding, "default", 1, 0):
            bulk.insert_rows(ComputedStanding, FIELDS, [(tournament.pk, 10**9, 1, 1.0, 3, 1.0)])
    assert not ComputedStanding.objects.exists()
    assert len(definitions()[1]) == 2


def test_a_table_with_rows_keeps_its_indexes_and_keys(field):
    tournament, players = field
    bulk.insert_rows(ComputedStanding, FIELDS, [(tournament.pk, players[0].pk, 1, 1.0, 3, 1.0)])
    before = definitions()
    with bulk.indexes_rebuilt(ComputedStanding, "default", 10**6, 1) as dropped:
        assert not dropped
        assert definitions() == before
