"""Shared data for the interchange-format tests: a scored two-round tournament."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Tournament
from tournaments.standings import recompute_standings


def empty_tournament(key="t2", name="Copy", **extra):
    """A bundle with one tournament and no results (the target of a WDD pair)."""
    t = {
        "key": key,
        "name": name,
        "start_date": "2014-05-01",
        "end_date": "2014-05-02",
        "rounds": 2,
        "scoring_system": "squares-daanz",
        **extra,
    }
    return {"format": "diplomacy-results", "version": 1, "tournaments": [t]}


@pytest.fixture
def scored():
    """Tournament t1 (7 players, two boards, published standings) with computed scores."""
    import_bundle_data(bundle())
    recompute_standings(None)
    return Tournament.objects.get(key="t1")


def standings_of(key):
    from tournaments.models import Standing

    return sorted(
        Standing.objects.filter(tournament__key=key).values_list("player__key", "rank", "score")
    )


def boards_of(key):
    from tournaments.models import GameResult

    return sorted(
        GameResult.objects.filter(game__round__tournament__key=key).values_list(
            "game__round__number",
            "game__number",
            "power",
            "player__key",
            "centres",
            "eliminated_year",
            "game__variant",
        )
    )
