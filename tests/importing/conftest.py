import pytest


@pytest.fixture
def no_recompute(monkeypatch):
    """Imports queue no recompute: these tests are about what the import writes."""
    import ratings.tasks

    monkeypatch.setattr(
        ratings.tasks,
        "schedule_recompute",
        lambda tournament_ids=(), since=None, systems=None: None,
    )
