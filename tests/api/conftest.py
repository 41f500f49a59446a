import pytest

from tests.leaderboards.bundles import load
from tests.leaderboards.factories import make_table


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
