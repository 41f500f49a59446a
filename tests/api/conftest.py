import pytest

from tests.leaderboards.bundles import load
from tests.leaderboards.factories import make_table


@pytest.fixture(autouse=True)
def unthrottled(settings):
    """Every test client is 127.0.0.1 and the throttle's history outlives a
    test (the cache), so these tests would soon be throttled: the rate limit
    is off here, and test_throttling.py turns it on with its own addresses."""
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"anon": None}}


@pytest.fixture
def data(db):
    """The small bundle (accented names), imported, with standings and ratings."""
    load()


@pytest.fixture
def table_120(db):
    return make_table(120, prefix="q")


def get_json(client, url, params=None, status=200):
    response = client.get(url, params or {})
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    return response.json()
