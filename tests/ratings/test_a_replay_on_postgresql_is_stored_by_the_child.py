"""On PostgreSQL, a replay from years back (an old edit) stores the system its
forked child computed from the child itself, over a connection of its own,
while this process stores the others; the tables come out as a rewrite in
line makes them, and this process's connection goes on working. Inside a
transaction (where a new connection would not see its writes), and on
SQLite (one writer at a time), the child hands its run back instead."""

from datetime import timedelta

import pytest
from django.db import connection

from ratings import services, tasks
from ratings.models import RatingCheckpoint, TableState
from ratings.services import parallel
from tournaments.demo import generate_bundle

from .snapshots import tables_by_key

pytestmark = pytest.mark.skipif(not parallel.available(), reason="no fork or one core here")


@pytest.fixture
def forks(import_only, monkeypatch):
    """A small history recomputed, then an edit pending from an old
    checkpoint; records which way each child went."""
    import_only(generate_bundle(60, 6, 600, seed=5))
    monkeypatch.setattr(services, "PARALLEL_RECORDS", 0)
    monkeypatch.setattr(parallel, "available", lambda: True)  # whatever threads tests left
    services.recompute_all(scratch=True)
    day = RatingCheckpoint.objects.filter(system="openskill").order_by("day").first().day
    tasks.mark_pending(since=day + timedelta(days=1))
    ways = []
    computes, stores = parallel.run_in_child, parallel.store_in_child
    monkeypatch.setattr(
        parallel, "run_in_child", lambda *a: ways.append(("computed", a[0].slug)) or computes(*a)
    )
    monkeypatch.setattr(
        parallel,
        "store_in_child",
        lambda f, job, *a: ways.append(("stored", job.engine.slug)) or stores(f, job, *a),
    )
    return ways


@pytest.mark.skipif(connection.vendor != "postgresql", reason="two writers: PostgreSQL")
@pytest.mark.django_db(transaction=True)
def test_the_child_stores_its_system_and_the_tables_are_a_rewrite_s(forks, monkeypatch):
    services.recompute_all()
    assert forks == [("stored", "openskill")]
    assert not TableState.objects.filter(pending=True).exists()  # the child's served too
    replayed = tables_by_key()  # this process's connection still answers

    monkeypatch.setattr(parallel, "available", lambda: False)
    services.recompute_all(rewrite=True)  # in line, from nothing, trusting nothing stored
    assert tables_by_key() == replayed


@pytest.mark.django_db
def test_inside_a_transaction_the_child_hands_its_run_back(forks):
    services.recompute_all()
    assert forks == [("computed", "openskill")]
