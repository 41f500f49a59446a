"""A tournament imported with any registered scoring system gets stored standings and board
scores equal to the engine's (the system is selectable end to end)."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding
from tournaments.scoring import SYSTEMS, Position
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
CENTRES = (10, 8, 6, 4, 3, 3, 0)


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_a_tournament_scored_by_the_system_stores_its_standings(slug):
    data = bundle()
    data["tournaments"][0]["scoring_system"] = slug
    import_bundle_data(data)
    recompute_standings(None)
    assert ComputedStanding.objects.filter(tournament__key="t1").count() == 7
    board = [
        Position(f"p{i + 1}", power, c, 1907 if c == 0 else None)
        for i, (power, c) in enumerate(zip(POWERS, CENTRES, strict=True))
    ]
    expected = SYSTEMS[slug].score_game(board)
    stored = dict(
        BoardScore.objects.filter(result__game__round__number=1).values_list(
            "result__player__key", "score"
        )
    )
    assert [stored[p.player] for p in board] == pytest.approx(expected)
