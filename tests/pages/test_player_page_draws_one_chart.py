"""The player page draws the rating history of one table at a time (its
first table, or ``?chart=system:category``), with links to the others: one
chart whatever the number of tables the player is rated in."""

import pytest

from .helpers import text

pytestmark = pytest.mark.django_db


def test_one_chart_and_links_to_the_other_tables(site, client):
    pytest.importorskip("ratings.services")
    response = client.get(site.players["p1"].get_absolute_url())
    ratings = response.context["ratings"]
    assert len(ratings) > 1
    charts = response.context["charts"]
    assert [(c["system"], c["category"]) for c in charts] == [
        (ratings[0].system, ratings[0].category)
    ]
    page = text(response)
    assert page.count('<svg class="chart"') == 1
    other = ratings[1]
    assert f'href="?chart={other.system}%3A{other.category}#charts"' in page


def test_a_table_asked_for(site, client):
    pytest.importorskip("ratings.services")
    url = site.players["p1"].get_absolute_url()
    other = client.get(url).context["ratings"][1]
    charts = client.get(f"{url}?chart={other.system}:{other.category}").context["charts"]
    assert [(c["system"], c["category"]) for c in charts] == [(other.system, other.category)]


def test_an_unknown_table_gives_the_first(site, client):
    pytest.importorskip("ratings.services")
    url = site.players["p1"].get_absolute_url()
    first = client.get(url).context["ratings"][0]
    charts = client.get(url + "?chart=nope:nothing").context["charts"]
    assert (charts[0]["system"], charts[0]["category"]) == (first.system, first.category)
