import pytest

from .factories import make_table


@pytest.fixture
def table_120(db):
    """120 rated players in dip-pouch/overall (see factories.make_table)."""
    return make_table(120)


def page_records(response):
    """The Rating rows a leaderboard page shows, in order."""
    return [row.record for row in response.context["table"].page.object_list]
