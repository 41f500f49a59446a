"""Each scoring system's page says whether the system reads a board's per-year centre chart,
and what it does with it and without it, in English and in French."""

import html

import pytest
from django.urls import reverse

from tournaments.scoring import SYSTEMS

from .helpers import text

pytestmark = pytest.mark.django_db


def chart_section(page: str) -> str:
    return page.split('<section id="chart"')[1].split("</section>")[0]


def fact(page: str, label: str) -> str:
    return page.split(f"<dt>{label}</dt><dd>")[1].split("</dd>")[0]


@pytest.mark.parametrize("slug", ["maxonian", "7eleven"])
def test_a_system_that_reads_the_chart_says_what_it_does_without_it(client, slug):
    page = text(client.get(reverse("scoring-system-detail", args=[slug])))
    assert fact(page, "Centre chart") == "Used"
    section = chart_section(page)
    assert "This system uses it." in section
    assert html.escape(SYSTEMS[slug].centre_chart) in section
    assert "Without the chart of every power on the board" in section


@pytest.mark.parametrize("slug", [s for s, system in SYSTEMS.items() if not system.centre_chart])
def test_a_system_that_does_not_read_the_chart_says_it_changes_nothing(client, slug):
    page = text(client.get(reverse("scoring-system-detail", args=[slug])))
    assert fact(page, "Centre chart") == "Not used"
    assert "a board's chart, when recorded, changes nothing" in chart_section(page)


def test_the_french_page_says_it_in_french(client):
    client.cookies["django_language"] = "fr"
    page = text(client.get(reverse("scoring-system-detail", args=["maxonian"])))
    assert fact(page, "Tableau des centres") == "Utilisé"
    section = chart_section(page)
    assert "Ce système l'utilise." in section
    assert html.escape(SYSTEMS["maxonian"].centre_chart_fr) in section
    page = text(client.get(reverse("scoring-system-detail", args=["carnage"])))
    assert fact(page, "Tableau des centres") == "Non utilisé"


def test_the_kind_links_to_its_group_in_the_catalogue(client):
    page = text(client.get(reverse("scoring-system-detail", args=["maxonian"])))
    assert fact(page, "Kind") == (
        f'<a href="{reverse("catalogue")}#rank-center-count">Rank + Center Count</a>'
    )
