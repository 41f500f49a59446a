"""With a second core, the later tournaments are scored in a forked child while this
process reads the others' boards and scores them (``standings.score_rows``): the rows
of the computed standings, board scores and awards are those of scoring every
tournament here, in the same order. A child's error is raised here."""

import pytest

from tournaments import standings
from tournaments.demo import generate_bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Tournament
from wdd import forked

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        not forked.available("STANDINGS_PARALLEL"), reason="no fork or one core here"
    ),
]


def scored(monkeypatch, child: bool):
    monkeypatch.setattr(forked, "available", lambda switch: child)  # whatever threads tests left
    monkeypatch.setattr(standings, "PARALLEL_TOURNAMENTS", 0)
    meta = list(
        Tournament.objects.values_list("id", "scoring_system", "aggregation", "aggregation_n")
    )
    return standings.score_rows(meta)


def test_rows_scored_in_two_processes_are_those_scored_in_one(monkeypatch):
    import_bundle_data(generate_bundle(60, 8, 0, seed=7))
    children = []
    original = forked.run_in_child
    monkeypatch.setattr(forked, "run_in_child", lambda *a: children.append(a) or original(*a))
    in_two = scored(monkeypatch, child=True)
    assert children  # a child scored some of them
    in_one = scored(monkeypatch, child=False)
    assert len(children) == 1
    assert all(in_one) and in_two == in_one


def test_an_error_in_the_child_is_raised_here():
    with pytest.raises(ZeroDivisionError):
        forked.run_in_child(lambda: 1 / 0)()


def test_a_cancelled_child_is_stopped():
    waiting = forked.run_in_child(__import__("time").sleep, 60)
    waiting.cancel()
    waiting.cancel()  # once is enough
