"""The long descriptions of the scoring and rating systems in French: every registered
system and rating table carries its French text (``description_fr``, next to its English),
and the system pages show it on a French page and the English on an English one."""

import importlib.util

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from ratings.engines import ENGINES
from tournaments.scoring import SYSTEMS
from tournaments.templatetags.wdd import describe, paragraphs, sentences

CATEGORIES = [(slug, c.slug) for slug, e in ENGINES.items() for c in e.categories]


def get(client, url, language=None):
    headers = {"HTTP_ACCEPT_LANGUAGE": language} if language else {}
    response = client.get(url, **headers)
    assert response.status_code == 200, url
    return response.content.decode()


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_every_scoring_system_has_a_french_description(slug):
    french = SYSTEMS[slug].description_fr
    assert french.strip(), f"add the French of {slug!r} (its module's description_fr)"
    assert french != SYSTEMS[slug].description
    # the same paragraphs as the English
    assert len(paragraphs(french)) == len(paragraphs(SYSTEMS[slug].description))


@pytest.mark.parametrize("slug", list(ENGINES))
def test_every_rating_system_has_a_french_description(slug):
    french = ENGINES[slug].description_fr
    assert french.strip(), f"add the French of {slug!r} (its engine's description_fr)"
    assert french != ENGINES[slug].description
    # one line a rule on the page, as in English
    assert len(sentences(french)) == len(sentences(ENGINES[slug].description))


@pytest.mark.parametrize("key", CATEGORIES)
def test_every_rating_table_has_a_french_description(key):
    system, slug = key
    french = ENGINES[system].category(slug).description_fr
    assert french.strip(), f"add the French of {key!r} (its Category's description_fr)"


def test_no_french_text_is_left_over_from_a_removed_system():
    # The French lives on the systems and tables themselves: no side table to go stale.
    assert importlib.util.find_spec("tournaments.descriptions_fr") is None


def test_the_filter_follows_the_active_language():
    system, engine = SYSTEMS["win-tier"], ENGINES["ghost"]
    category = engine.category("gunboat")
    with translation.override("en"):
        assert describe(system) == system.description
        assert describe(engine) == engine.description
        assert describe(category) == category.description
    with translation.override("fr"):
        assert describe(system) == system.description_fr
        assert describe(engine) == engine.description_fr
        assert describe(category) == category.description_fr
        # the same table slug in another system has its own text
        overall = ENGINES["openskill"].category("overall")
        assert describe(overall) == overall.description_fr
        assert describe(overall) != describe(ENGINES["ghost"].category("overall"))


def test_the_filter_falls_back_to_the_english_without_a_translation():
    class Unknown:
        slug = "not-a-system"
        description = "Plain English."

    with translation.override("fr"):
        assert describe(Unknown()) == "Plain English."


@pytest.mark.django_db
def test_the_scoring_system_page_shows_the_rules_in_the_page_language(client):
    url = reverse("scoring-system-detail", args=["win-tier"])
    english = get(client, url)
    french = get(client, url, "fr")
    assert "Readings taken by this site" in english
    assert "Interprétations retenues par ce site" not in english
    assert "Interprétations retenues par ce site" in french
    assert escape("Le tournoi classe d'abord les paliers les plus élevés") in french
    assert "Readings taken by this site" not in french
    assert "tier-and-points standings" not in french
    # a paragraph each, as in English
    assert french.count("<p>Interprétations retenues") == 1


@pytest.mark.django_db
def test_the_rating_system_page_shows_the_formula_in_the_page_language(client):
    url = reverse("rating-system-detail", args=["dip-pouch"])
    english = get(client, url)
    french = get(client, url, "fr")
    assert "<li>Start: 40.</li>" in english and "capped at 15" in english
    assert "Chaque tournoi rapproche la cote" not in english
    assert "<li>Départ\u00a0: 40.</li>" in french and "plafonnée à 15" in french
    assert "Chaque tournoi rapproche la cote" in french
    assert "Start: 40." not in french and "capped at 15" not in french
    # the formula itself is unchanged
    assert "R_new = R_old + V / 100 x (S - R_old)." in french


@pytest.mark.django_db
def test_the_rating_tables_are_described_in_the_page_language(client):
    url = reverse("rating-system-detail", args=["ghost"])
    english = get(client, url)
    french = get(client, url, "fr")
    assert "Gunboat (no press) games of the six multiplayer variants" in english
    assert "Parties gunboat (sans négociation)" in french
    assert "Gunboat (no press) games" not in french
    assert "Parties multijoueurs\u00a0: somme = GR total" in french


@pytest.mark.django_db
def test_the_catalogue_summarises_the_rating_systems_in_the_page_language(client):
    english = get(client, reverse("catalogue"))
    french = get(client, reverse("catalogue"), "fr")
    assert "A Bayesian rating" in english and "Une cote bayésienne" not in english
    assert "Une cote bayésienne" in french and "A Bayesian rating" not in french
