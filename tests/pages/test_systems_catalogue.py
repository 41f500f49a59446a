"""The catalogue and a page for every scoring and rating system."""

import pytest
from django.urls import reverse

from ratings.engines import ENGINES
from tournaments.scoring import SYSTEMS

from .helpers import text, title

pytestmark = pytest.mark.django_db


def test_the_catalogue_lists_every_registered_system(site, client):
    page = text(client.get(reverse("catalogue")))
    for slug, system in SYSTEMS.items():
        assert reverse("scoring-system-detail", args=[slug]) in page
        assert system.name in page
    for slug in ENGINES:
        assert reverse("rating-system-detail", args=[slug]) in page


def test_the_catalogue_counts_the_tournaments_using_each_system(site, client):
    response = client.get(reverse("catalogue"))
    usage = {
        row.system.slug: row.tournaments for g in response.context["groups"] for row in g.systems
    }
    assert usage["squares-daanz"] == 1 and usage["win-tier"] == 1 and usage["carnage"] == 0
    assert "?scoring_system=squares-daanz" in text(response)


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_each_scoring_system_has_a_page_with_rules_and_a_worked_example(client, db, slug):
    system = SYSTEMS[slug]
    response = client.get(reverse("scoring-system-detail", args=[slug]))
    assert response.status_code == 200
    page = text(response)
    assert title(response).startswith(system.name.replace("&", "&amp;"))
    assert system.kind in page and system.summary.replace("'", "&#x27;") in page
    assert 'id="example"' in page and 'id="calculator"' in page
    examples = response.context["examples"]
    assert len(examples) == 2
    for ex in examples:
        assert len(ex["lines"]) == 7


def test_the_worked_example_is_computed_live_from_the_real_board(client, db):
    response = client.get(reverse("scoring-system-detail", args=["sum-of-squares"]))
    draw, solo = response.context["examples"]
    # Game 433761: England 16, Austria 6, Turkey 6, Italy 4, France 1, Russia 1, Germany out.
    squares = 16**2 + 6**2 + 6**2 + 4**2 + 1 + 1
    england = next(line for line in draw["lines"] if line["power"] == "England")
    assert england["score"] == pytest.approx(100 * 256 / squares)
    assert draw["total"] == pytest.approx(100)
    france = next(line for line in solo["lines"] if line["power"] == "France")
    assert france["score"] == 100 and solo["total"] == 100


@pytest.mark.parametrize("slug", list(ENGINES))
def test_each_rating_system_has_a_page_with_formula_and_leaderboard_links(site, client, slug):
    engine = ENGINES[slug]
    response = client.get(reverse("rating-system-detail", args=[slug]))
    assert response.status_code == 200
    page = text(response)
    assert engine.author.replace("&", "&amp;") in page
    formula = response.content.decode().split('<ul class="formula">')[1].split("</ul>")[0]
    assert formula.count("<li>") > 3
    for category in engine.categories:
        assert reverse("leaderboard", args=[slug, category.slug]) in page


def test_the_dip_pouch_page_states_the_constants(client, db):
    page = text(client.get(reverse("rating-system-detail", args=["dip-pouch"])))
    assert "Start: 40." in page
    assert "capped at 15" in page
