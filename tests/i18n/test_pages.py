"""Key pages in English and in French: the words, the numbers (a decimal comma in
French) and the dates (French month names), chosen by the browser's Accept-Language
header or by the language switch."""

import re

import pytest
from django.urls import reverse

from .conftest import SCORE

pytestmark = pytest.mark.django_db

NBSP = "\u00a0"


def pages(site) -> dict[str, str]:
    return {
        "home": reverse("home"),
        "tournament list": reverse("tournament-list"),
        "tournament detail": site.paris.get_absolute_url(),
        "player detail": site.winner.get_absolute_url(),
        "leaderboard": reverse("leaderboard", args=["dip-pouch", "overall"]),
        "catalogue": reverse("catalogue"),
    }


def get(client, url, language=None):
    headers = {"HTTP_ACCEPT_LANGUAGE": language} if language else {}
    response = client.get(url, **headers)
    assert response.status_code == 200, url
    return response.content.decode()


def nav(page: str) -> str:
    return re.search(r'<nav class="main-nav".*?</nav>', page, re.S).group(0)


#: What each page says in each language (the English must not show in French).
WORDS = {
    "home": (
        ["Latest tournaments", "Full table", "Find a player"],
        ["Derniers tournois", "Classement complet", "Trouver un joueur"],
    ),
    "tournament list": (
        [">All years</option>", "Scoring system", "Filter"],
        [">Toutes</option>", "Système de score", "Filtrer"],
    ),
    "tournament detail": (
        ["Standings", "Best countries", "Round 1", "Power", "Austria", "Draw of 6"],
        ["Classement", "Meilleurs pays", "Ronde 1", "Puissance", "Autriche", "Nulle à 6"],
    ),
    "player detail": (
        ["Tournament wins", "World rank", "Online games", "Austria"],
        ["Victoires en tournoi", "Rang mondial", "Parties en ligne", "Autriche"],
    ),
    "leaderboard": (
        ["International table", "Player", "Nat.", "Loc.", "Rank"],
        ["Classement international", "Joueur", "Nat.", "Loc.", "Rang"],
    ),
    "catalogue": (
        ["Scoring systems", "Rating systems", "Center Count"],
        ["Systèmes de score", "Systèmes de classement", "Nombre de centres"],
    ),
}

#: English words that must be gone from every French page.
ENGLISH_ONLY = [">Ratings<", ">Tournaments<", ">Players<", "Skip to content", "Ratings as of"]


@pytest.mark.parametrize("name", list(WORDS))
def test_a_page_in_english(site, client, name):
    page = get(client, pages(site)[name])
    english, french = WORDS[name]
    assert '<html lang="en">' in page
    for word in english:
        assert word in page, word
    for word in french:
        if word not in english:
            assert word not in page, word
    assert ">Ratings</a>" in nav(page)


@pytest.mark.parametrize("name", list(WORDS))
def test_the_same_page_in_french(site, client, name):
    page = get(client, pages(site)[name], "fr")
    english, french = WORDS[name]
    assert '<html lang="fr">' in page
    for word in french:
        assert word in page, word
    for word in english:
        if word not in french:
            assert word not in page, word
    for word in ENGLISH_ONLY:
        assert word not in page, word
    menu = nav(page)
    assert ">Classements</a>" in menu and ">Tournois</a>" in menu and ">Joueurs</a>" in menu


def test_a_browser_asking_for_french_from_canada_gets_french(site, client):
    page = get(client, reverse("home"), "fr-CA,fr;q=0.9,en;q=0.5")
    assert ">Classements</a>" in nav(page)


def test_an_unsupported_language_falls_back_to_english(site, client):
    page = get(client, reverse("home"), "de")
    assert ">Ratings</a>" in nav(page)


def test_scores_have_a_decimal_comma_in_french_and_a_point_in_english(site, client):
    url = site.paris.get_absolute_url()
    assert f"{SCORE:.2f}" == "12.34"
    english = get(client, url)
    french = get(client, url, "fr")
    assert ">12.34<" in english and ">12,34<" not in english
    assert ">12,34<" in french and ">12.34<" not in french
    # the Dip Pouch value (V = 7 / 3.5 + 2) and the board scores too
    assert ">4.00<" in english and ">4,00<" in french
    assert re.search(r">\d+\.\d\d<", english) and not re.search(r">\d+\.\d\d<", french)


# (Not the catalogue: the rating systems' formulas are English prose, "N + 0.5 - P".)
@pytest.mark.parametrize("name", ["home", "leaderboard", "player detail", "tournament detail"])
def test_no_displayed_number_keeps_a_decimal_point_in_french(site, client, name):
    page = get(client, pages(site)[name], "fr")
    shown = re.sub(r"<[^>]*>", "\n", page)  # the text, not attributes or SVG coordinates
    assert not re.search(r"(?<![\w.-])\d+\.\d+(?![\w.])", shown), re.findall(
        r"(?<![\w.-])\d+\.\d+(?![\w.])", shown
    )[:5]
    assert re.search(r"\d,\d\d", shown)


def test_the_leaderboard_ratings_are_localised(site, client):
    url = reverse("leaderboard", args=["dip-pouch", "overall"])
    english = get(client, url)
    french = get(client, url, "fr")
    # each rating links to the player's history in the table
    ratings_en = re.findall(r'<td class="num"><a [^>]*>(\d+\.\d\d)</a></td>', english)
    ratings_fr = re.findall(r'<td class="num"><a [^>]*>(\d+,\d\d)</a></td>', french)
    assert ratings_en and [r.replace(".", ",") for r in ratings_en] == ratings_fr


def test_dates_use_french_month_names(site, client):
    # The Paris Open ran from 23 to 25 August 2013.
    for name in ("home", "tournament list", "player detail"):
        french = get(client, pages(site)[name], "fr")
        english = get(client, pages(site)[name])
        assert "25 août 2013" in french, name
        assert "Aug. 25, 2013" in english and "août" not in english, name
        assert 'datetime="2013-08-25"' in french  # machine-readable in both
    detail = get(client, site.paris.get_absolute_url(), "fr")
    assert "23 août 2013 – 25 août 2013" in detail
    player = get(client, site.winner.get_absolute_url(), "fr")
    assert "2 avril 2019" in player  # the online game


def test_the_footer_timestamp_is_localised(site, client):
    french = get(client, reverse("home"), "fr")
    english = get(client, reverse("home"))
    stamp_fr = re.search(r"Classements au <time[^>]*>([^<]+)</time>", french).group(1)
    stamp_en = re.search(r"Ratings as of <time[^>]*>([^<]+)</time>", english).group(1)
    months_fr = (
        "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"
    )
    assert any(m in stamp_fr for m in months_fr.split())
    assert stamp_fr != stamp_en


def test_powers_and_board_results_are_french(site, client):
    page = get(client, site.paris.get_absolute_url(), "fr")
    for power in ("Autriche", "Angleterre", "France", "Allemagne", "Italie", "Russie", "Turquie"):
        assert f">{power}</span>" in page
    assert 'class="power power-austria"' in page  # the CSS classes keep the data's names
    assert "Nulle à 6" in page and "Draw of" not in page


def test_the_calculator_labels_are_french(client, db):
    page = get(client, reverse("scoring-system-detail", args=["squares-daanz"]), "fr")
    assert "Autriche éliminée en" in page
    assert "Calculateur" in page and "Évaluer cette table" in page
    assert f"Une nulle{NBSP}: l'Angleterre en tête" in page or "Une nulle" in page


def test_the_calculator_errors_are_french(client, db):
    url = reverse("scoring-system-detail", args=["squares-daanz"])
    params = {f"{p}_centres": "10" for p in ("austria", "england", "france", "germany")}
    params.update({f"{p}_centres": "0" for p in ("italy", "russia", "turkey")})
    page = client.get(url, params, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "La table compte 40 centres" in page


def test_rating_table_names_are_french(site, client):
    page = get(client, reverse("leaderboard", args=["ghost", "overall"]), "fr")
    assert "Général" in page and "Négociation complète" in page and "1 contre 1" in page
    assert "Au moins N parties" in page
    english = get(client, reverse("leaderboard", args=["ghost", "overall"]))
    assert "Overall" in english and "Full press" in english


def test_the_circuit_legend_number_is_localised(site, client):
    page = get(client, site.circuit.get_absolute_url(), "fr")
    assert '<span class="dropped">12,34</span>' in page
    assert '<span class="dropped">12.34</span>' in get(client, site.circuit.get_absolute_url())


def test_the_rating_chart_keeps_its_coordinates_machine_readable(site, client):
    page = get(client, site.winner.get_absolute_url(), "fr")
    svg = re.search(r"<svg.*?</svg>", page, re.S).group(0)
    assert re.search(r'cx="\d+(\.\d+)?"', svg) and not re.search(r'cx="\d+,\d', svg)
    assert re.search(r'd="M\d+(\.\d+)? \d+(\.\d+)?', svg)
    labels = re.findall(r'text-anchor="end">([^<]+)</text>', svg)
    assert labels and not any("." in label for label in labels)
