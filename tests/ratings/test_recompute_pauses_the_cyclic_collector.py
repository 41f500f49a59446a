"""A recompute reads, rates and stores with Python's cyclic collector paused
(its millions of objects hold no cycles; the collector's scans of them cost
0.6 s of a full recompute at the bench scale), and gives it back after,
even when the recompute fails."""

import gc

import pytest

from ratings import history, services

from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def imported(import_only):
    players = [player("a", "FR"), player("b", "GB")]
    import_only(bundle(players, [tournament("e2020", "2020-05-02", ["a", "b"])]))


@pytest.fixture
def seen(monkeypatch):
    """gc.isenabled() at each history read and each engine run."""
    calls = []
    read, rate = history.records_for, services.run_system

    def reading(*args, **kwargs):
        calls.append(("read", gc.isenabled()))
        return read(*args, **kwargs)

    def rating(*args):
        calls.append(("rate", gc.isenabled()))
        return rate(*args)

    monkeypatch.setattr(history, "records_for", reading)
    monkeypatch.setattr(services, "run_system", rating)
    return calls


@pytest.mark.parametrize("run", [services.recompute_all, lambda: services.recompute("dip-pouch")])
def test_the_collector_is_paused_while_a_recompute_runs(imported, seen, run):
    assert gc.isenabled()
    run()
    assert seen
    assert not any(enabled for _step, enabled in seen)
    assert gc.isenabled()


def test_a_failed_recompute_gives_the_collector_back(imported, monkeypatch):
    def broken(*args):
        raise RuntimeError("engine failure")

    monkeypatch.setattr(services, "run_system", broken)
    with pytest.raises(RuntimeError):
        services.recompute("dip-pouch")
    assert gc.isenabled()
