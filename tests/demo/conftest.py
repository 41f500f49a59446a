import pytest

from tests.conftest import REAL_BOARDS_CSV
from tournaments.demo import generate_bundle

MODERATE = dict(players=2000, tournaments=200, games=20_000, seed=11)


@pytest.fixture(scope="session")
def moderate_bundle():
    """A moderate bundle (2,000 players, 200 events, 20,000 online results) with real boards."""
    return generate_bundle(**MODERATE, real_boards_csv=REAL_BOARDS_CSV)


@pytest.fixture(scope="session")
def boards(moderate_bundle):
    return [b for t in moderate_bundle["tournaments"] for b in t["boards"]]
