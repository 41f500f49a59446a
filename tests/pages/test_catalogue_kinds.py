"""The catalogue groups the scoring systems by the WDD's kinds, in the WDD's order, lists the
WDD's systems this site does not compute as text (no page, no calculator, a link to the WDD)
beside the computed ones of their kind, and shows no slug to the public."""

import html
import re

import pytest
from django.urls import reverse
from django.utils import translation

from tournaments.scoring import SYSTEMS
from tournaments.scoring.catalogue_only import ENTRIES, KIND_FR
from tournaments.selectors.catalogue import kind_anchor

from .helpers import text

pytestmark = pytest.mark.django_db

WDD_ORDER = ["Rank", "Center Count", "Rank + Center Count", "Draw", "Draw + Center Count"]


def sections(page: str) -> dict[str, str]:
    """The HTML of each kind's section, by its anchor."""
    found = re.findall(r'<section id="([\w-]+)" class="kind".*?</section>', page, re.S)
    return {
        anchor: re.search(rf'<section id="{anchor}" class="kind".*?</section>', page, re.S)[0]
        for anchor in found
    }


def visible_text(page: str) -> str:
    """What a visitor reads: the page without its markup (attributes, URLs) and scripts."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def test_the_kinds_come_in_the_wdd_order(client):
    groups = client.get(reverse("catalogue")).context["groups"]
    kinds = [g.kind for g in groups]
    assert kinds[: len(WDD_ORDER)] == WDD_ORDER
    assert kinds[-1] == "Unclassified"


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_each_computed_system_is_listed_under_its_kind_with_its_rule(client, slug):
    system = SYSTEMS[slug]
    page = text(client.get(reverse("catalogue")))
    mine = sections(page)[kind_anchor(system.kind)]
    assert reverse("scoring-system-detail", args=[slug]) in mine
    assert html.escape(system.summary) in mine
    others = [s for a, s in sections(page).items() if a != kind_anchor(system.kind)]
    assert all(reverse("scoring-system-detail", args=[slug]) not in s for s in others)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_each_wdd_system_not_computed_here_is_text_in_its_kind(client, entry):
    page = text(client.get(reverse("catalogue")))
    mine = sections(page)[kind_anchor(entry.kind)]
    folded = mine.split('<details class="text-only">')[1]
    assert html.escape(entry.name) in folded and html.escape(entry.summary) in folded
    assert f'href="{html.escape(entry.source)}"' in folded
    assert "/systems/scoring/" not in folded  # text only: no page, no calculator


def shows_a_slug(page: str) -> list[str]:
    """The slugs the page shows as text of their own (an element's whole text, a label
    "Slug"), as the cards once did; slugs inside URLs and prose words do not count."""
    shown = [slug for slug in SYSTEMS if re.search(rf">\s*{re.escape(slug)}\s*<", page)]
    return shown + (["Slug"] if "slug" in visible_text(page).lower().split() else [])


def test_no_slug_is_shown_to_the_public(client):
    assert shows_a_slug(text(client.get(reverse("catalogue")))) == []


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_a_system_page_shows_no_slug_either(client, slug):
    assert shows_a_slug(text(client.get(reverse("scoring-system-detail", args=[slug])))) == []


def test_the_slug_check_would_see_a_slug_card():
    assert shows_a_slug("<dt>Slug</dt><dd><code>win-tier</code></dd>") == ["win-tier", "Slug"]


def test_the_french_catalogue_names_the_kinds_and_rules_in_french(client):
    with translation.override("fr"):
        response = client.get(reverse("catalogue"), HTTP_ACCEPT_LANGUAGE="fr")
    page = text(response)
    for kind in WDD_ORDER + ["Unclassified"]:
        assert f">{html.escape(KIND_FR[kind])}</h3>" in page
    assert html.escape(SYSTEMS["maxonian"].summary_fr) in page
    assert html.escape(ENTRIES[0].summary_fr) in page
    assert "Rank + Center Count</h3>" not in page
