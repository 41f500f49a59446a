"""An import's rounds go in as plain rows (``games.insert_rounds``), their ids read
back by tournament and number: each pair gets the id of its own row, and the
rows are those ``bulk_create`` stored, in the same order."""

from datetime import date

import pytest

from tournaments.importing import games
from tournaments.models import Round, Tournament

pytestmark = pytest.mark.django_db


def tournament(key):
    return Tournament.objects.create(
        key=key, name=key, start_date=date(2020, 1, 1), end_date=date(2020, 1, 2)
    )


def test_each_round_gets_the_id_of_its_row():
    a, b = tournament("a"), tournament("b")
    pairs = [(a.pk, 1), (a.pk, 2), (b.pk, 1), (a.pk, 3)]
    ids = games.insert_rounds(pairs)
    assert sorted(ids) == sorted(pairs)
    assert {(r.tournament_id, r.number): r.pk for r in Round.objects.all()} == ids
    assert [ids[p] for p in pairs] == sorted(ids.values())  # in the order given


def test_rounds_the_range_scan_misses_are_read_by_tournament(monkeypatch):
    a = tournament("a")
    Round.objects.create(tournament=a, number=9)  # the scan starts above this one
    monkeypatch.setattr(games, "largest_id", lambda model, using: 10**9)  # it finds nothing
    ids = games.insert_rounds([(a.pk, 1), (a.pk, 2)])
    assert ids == {(r.tournament_id, r.number): r.pk for r in Round.objects.exclude(number=9)}


def test_no_rounds_no_query(django_assert_num_queries):
    with django_assert_num_queries(0):
        assert games.insert_rounds([]) == {}
