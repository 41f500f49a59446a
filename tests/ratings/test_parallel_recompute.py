"""A system computed in a forked child gives, through the pipe, exactly what it
gives in line; recompute_all with a child stores the same tables, starts it
before reading the history no other system shares, and stops it when it
fails meanwhile; a replay from years back (an old edit) takes a child too."""

import os
from datetime import timedelta

import pytest

from ratings import history, services, tasks
from ratings.engines import ENGINES
from ratings.models import RatingCheckpoint
from ratings.services import parallel
from ratings.services.compute import run_system
from ratings.services.rows import People
from tests.ratings.engines.seeded import seeded_history
from tournaments.demo import generate_bundle

from .snapshots import tables_by_key

pytestmark = pytest.mark.skipif(not parallel.available(), reason="no fork or one core here")


def test_a_run_in_a_child_equals_the_run_in_line():
    _, games = seeded_history()
    players = {r[0] for g in games for r in g.results}
    people = People.of({p: ("FR", "", f"L{p}", "F") for p in players})
    engine = ENGINES["openskill"]
    here = run_system(engine, list(games), None, people)
    there = parallel.run_in_child(engine, list(games), None, people)()
    assert list(there.tables) == list(here.tables)
    for cat, table in here.tables.items():
        other = there.tables[cat]
        assert other.ledger.changes() == table.ledger.changes()
        assert other.ranked == table.ranked
        assert other.digests == table.digests
    assert there.run.tip().tables.keys() == here.run.tip().tables.keys()
    assert there.snapshots  # the history spans years: there are some to compare
    assert all(s.checkpoint is None for s in there.snapshots)  # they crossed as bytes
    encoded = [(s.day, s.encoded()) for s in here.snapshots]
    assert [(s.day, s.data) for s in there.snapshots] == encoded  # byte for byte
    for cat, table in here.run.tables.items():
        other = there.run.tables[cat]
        assert other.standing == table.standing
        assert other.ledger.end == table.ledger.end
        assert other.ledger.uncounted == table.ledger.uncounted


def test_an_error_in_the_child_is_raised_here():
    with pytest.raises(AttributeError):
        parallel.run_in_child(None, [], None, None)()


@pytest.fixture
def with_a_child(import_only, monkeypatch):
    """A small history imported, and a child for any two systems computed from nothing."""
    import_only(generate_bundle(60, 6, 600, seed=5))
    monkeypatch.setattr(services, "PARALLEL_RECORDS", 0)
    monkeypatch.setattr(parallel, "available", lambda: True)  # whatever threads tests left


@pytest.mark.django_db
def test_recompute_all_with_a_child_stores_what_it_stores_in_line(with_a_child, monkeypatch):
    calls = []
    original = parallel.run_in_child
    monkeypatch.setattr(
        parallel, "run_in_child", lambda *a: calls.append(a[0].slug) or original(*a)
    )
    services.recompute_all(scratch=True)
    with_child = tables_by_key()
    assert calls  # the child did compute one of them

    services.recompute_all(rewrite=True)  # in line: a rewrite trusts nothing stored
    monkeypatch.setattr(parallel, "available", lambda: False)
    services.recompute_all(rewrite=True)
    assert tables_by_key() == with_child


@pytest.mark.django_db
def test_the_child_starts_before_the_tournaments_are_read(with_a_child, monkeypatch):
    steps = []
    original_fork, original_read = parallel.run_in_child, history.records_for
    monkeypatch.setattr(
        parallel, "run_in_child", lambda *a: steps.append(("fork", a[0].slug)) or original_fork(*a)
    )
    monkeypatch.setattr(
        history,
        "records_for",
        lambda engine, *a, **k: (
            steps.append(("read", engine.input)) or original_read(engine, *a, **k)
        ),
    )
    services.recompute_all(scratch=True)
    assert steps == [("read", "games"), ("fork", "openskill"), ("read", "events")]


@pytest.mark.django_db
def test_a_failure_after_the_fork_stops_the_child(with_a_child, monkeypatch):
    children = []
    original_fork, original_read = parallel.run_in_child, history.records_for
    monkeypatch.setattr(
        parallel, "run_in_child", lambda *a: children.append(original_fork(*a)) or children[-1]
    )

    def read(engine, *a, **k):
        if engine.input == "events":
            raise RuntimeError("the database went away")
        return original_read(engine, *a, **k)

    monkeypatch.setattr(history, "records_for", read)
    with pytest.raises(RuntimeError, match="went away"):
        services.recompute_all(scratch=True)
    (child,) = children
    with pytest.raises(ChildProcessError):  # stopped and reaped: no such child left
        os.waitpid(child.pid, os.WNOHANG)


@pytest.mark.django_db
def test_a_replay_from_years_back_computes_one_system_in_a_child(with_a_child, monkeypatch):
    services.recompute_all(scratch=True)
    checkpoint = RatingCheckpoint.objects.filter(system="openskill").order_by("day").first()
    starts = []
    original = parallel.run_in_child
    monkeypatch.setattr(
        parallel, "run_in_child", lambda *a: starts.append((a[0].slug, a[2].day)) or original(*a)
    )
    tasks.mark_pending(since=checkpoint.day + timedelta(days=1))
    services.recompute_all()
    assert starts == [("openskill", checkpoint.day)]  # resumed there, in the child
    replayed = tables_by_key()

    monkeypatch.setattr(parallel, "available", lambda: False)
    services.recompute_all(rewrite=True)  # in line, from nothing, trusting nothing stored
    assert tables_by_key() == replayed
