"""The rating impact's table and sort links change only the impact: the
standings page and the round shown stay (and a new table or sort starts at
its first page)."""

import pytest

pytestmark = pytest.mark.django_db


def test_table_and_sort_links_keep_the_round_and_page(client, history):
    winter = history.events["winter"]
    response = client.get(winter.get_absolute_url() + "?round=1&page=1&impact_page=1")
    page = response.content.decode()
    assert 'href="?round=1&amp;page=1&amp;impact=ghost%3Aoverall#ratings"' in page
    assert 'href="?round=1&amp;page=1&amp;impact_sort=name#ratings"' in page
    assert response.context["impact_sorts"]["change"].endswith("impact_sort=change#ratings")
