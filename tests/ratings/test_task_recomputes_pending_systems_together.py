"""The task an import queues recomputes the pending systems in one run
(``services.recompute_all``: one read of each history, a first recompute
stored in one transaction), and falls back to one system at a time when
that run fails, so one system's failure leaves only its own tables pending."""

import pytest

from ratings import services, tasks
from ratings.engines import ENGINES
from ratings.models import Rating, TableState
from tournaments.demo import generate_bundle

from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db


@pytest.fixture
def together_runs(monkeypatch):
    """Every call of services.recompute_all, which still runs."""
    calls = []
    original = services.recompute_all

    def spy(systems=None, **kwargs):
        calls.append(list(systems))
        return original(systems, **kwargs)

    monkeypatch.setattr(services, "recompute_all", spy)
    return calls


def pending_systems() -> set[str]:
    return set(TableState.objects.filter(pending=True).values_list("system", flat=True))


def test_an_import_into_an_empty_site_recomputes_every_system_in_one_run(
    import_and_run, together_runs
):
    import_and_run(generate_bundle(40, 4, 300, seed=11))

    assert together_runs == [list(ENGINES)]
    assert pending_systems() == set()
    from_the_task = tables_by_key()
    for system in ENGINES:
        services.recompute(system, rewrite=True)
    assert tables_by_key() == from_the_task  # what each system computed alone gives


def test_only_the_pending_systems_run_together(import_only, together_runs):
    import_only(generate_bundle(30, 3, 100, seed=12))
    tasks.mark_pending(["openskill", "dip-pouch"])

    tasks.recompute_pending.run()

    assert together_runs == [["dip-pouch", "openskill"]]
    assert pending_systems() == set()
    assert not Rating.objects.filter(system="ghost").exists()


def test_when_one_system_fails_the_others_are_still_recomputed(import_only, monkeypatch):
    import_only(generate_bundle(30, 3, 100, seed=13))
    tasks.mark_pending()
    original = services.run_system

    def openskill_fails(engine, *args):
        if engine.slug == "openskill":
            raise RuntimeError("engine bug")
        return original(engine, *args)

    monkeypatch.setattr(services, "run_system", openskill_fails)

    with pytest.raises(tasks.RecomputeFailed) as failure:
        tasks.recompute_pending.run()

    assert failure.value.systems == ["openskill"]
    assert pending_systems() == {"openskill"}
    assert Rating.objects.filter(system="dip-pouch").exists()
    assert Rating.objects.filter(system="ghost").exists()
    assert not Rating.objects.filter(system="openskill").exists()
