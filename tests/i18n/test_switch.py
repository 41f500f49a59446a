"""The language switch: on every public page, working without JavaScript (a plain POST
to Django's set_language with a submit button in <noscript>), remembered in a cookie,
and bringing the visitor back to the page they were on."""

import re
from urllib.parse import urlencode

import pytest
from django.conf import settings
from django.urls import reverse

pytestmark = pytest.mark.django_db

SET_LANGUAGE = reverse("set_language")


def public_pages(site) -> list[str]:
    return [
        reverse("home"),
        reverse("tournament-list"),
        site.paris.get_absolute_url(),
        reverse("player-list"),
        site.winner.get_absolute_url(),
        reverse("circuit-list"),
        site.circuit.get_absolute_url(),
        reverse("leaderboard-index"),
        reverse("leaderboard", args=["dip-pouch", "overall"]),
        reverse("leaderboard-national", args=["dip-pouch", "overall", "FR"]),
        reverse("rating-included-tournaments", args=["dip-pouch"]),
        reverse("rating-included-circuits", args=["dip-pouch"]),
        reverse("catalogue"),
        reverse("scoring-system-detail", args=["squares-daanz"]),
        reverse("rating-system-detail", args=["ghost"]),
    ]


def switch_form(page: str) -> str:
    match = re.search(r'<form class="lang" action="([^"]+)" method="post">(.*?)</form>', page, re.S)
    assert match, "no language switch"
    assert match.group(1) == SET_LANGUAGE
    return match.group(2)


def check_switch(page: str, path: str, current: str):
    form = switch_form(page)
    assert 'name="csrfmiddlewaretoken"' in form
    assert f'<input name="next" type="hidden" value="{path}">' in form
    options = re.findall(r'<option value="(\w+)"[^>]*?( selected)?>([^<]+)</option>', form)
    assert [(code, name) for code, _s, name in options] == [("en", "English"), ("fr", "Français")]
    assert [code for code, selected, _n in options if selected] == [current]
    # Without JavaScript the select does not submit itself: a real button does.
    assert re.search(r"<noscript><button type=\"submit\">[^<]+</button></noscript>", form)


def test_every_public_page_has_the_switch_in_both_languages(site, client):
    for path in public_pages(site):
        for language in ("en", "fr"):
            response = client.get(path, HTTP_ACCEPT_LANGUAGE=language)
            assert response.status_code == 200, path
            check_switch(response.content.decode(), path, language)


def test_the_not_found_page_has_the_switch_too(client, db):
    response = client.get("/no-such-page/", HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 404
    page = response.content.decode()
    check_switch(page, "/no-such-page/", "fr")
    assert "Page introuvable" in page


def test_the_switch_keeps_the_query_string(site, client):
    path = f"{reverse('tournament-list')}?{urlencode({'year': '2013', 'q': 'Paris'})}"
    page = client.get(path).content.decode()
    assert f'name="next" type="hidden" value="{path.replace("&", "&amp;")}"' in page


def test_posting_the_switch_sets_the_cookie_and_goes_back_to_the_page(site, client):
    path = site.paris.get_absolute_url()
    response = client.post(SET_LANGUAGE, {"language": "fr", "next": path})
    assert response.status_code == 302
    assert response["Location"] == path
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "fr"

    # The cookie now wins over the browser's own language.
    page = client.get(path, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<html lang="fr">' in page and ">Classements</a>" in page and "25 août 2013" in page
    other = client.get(reverse("leaderboard", args=["dip-pouch", "overall"])).content.decode()
    assert "Classement international" in other

    # And back to English, from the French page.
    response = client.post(SET_LANGUAGE, {"language": "en", "next": path})
    assert response.status_code == 302 and response["Location"] == path
    page = client.get(path, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert '<html lang="en">' in page and ">Ratings</a>" in page


def test_the_switch_returns_to_a_filtered_list(site, client):
    path = f"{reverse('tournament-list')}?year=2013"
    response = client.post(SET_LANGUAGE, {"language": "fr", "next": path})
    assert response.status_code == 302 and response["Location"] == path
    page = client.get(response["Location"]).content.decode()
    assert '<option value="">Toutes</option>' in page and "Paris Open" in page


def test_the_switch_works_with_csrf_checks_on(site):
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    path = reverse("home")
    page = browser.get(path).content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    response = browser.post(
        SET_LANGUAGE, {"csrfmiddlewaretoken": token, "language": "fr", "next": path}
    )
    assert response.status_code == 302 and response["Location"] == path
    assert ">Classements</a>" in browser.get(path).content.decode()


def test_the_switch_refuses_to_send_visitors_elsewhere(client, db):
    response = client.post(SET_LANGUAGE, {"language": "fr", "next": "https://evil.example/"})
    assert response.status_code == 302
    assert response["Location"] == "/"


def test_the_admin_speaks_french_too(client, django_user_model):
    admin = django_user_model.objects.create_superuser("root", "root@example.org", "pw-12345678")
    client.force_login(admin)
    client.post(SET_LANGUAGE, {"language": "fr", "next": "/admin/"})
    page = client.get("/admin/").content.decode()
    assert "Tournois et résultats" in page  # the app
    assert "Tournois" in page and "Joueurs" in page  # its models
    assert "Déconnexion" in page  # Django's own French
    page = client.get(reverse("admin:tournaments_tournament_changelist")).content.decode()
    assert "Importer des résultats" in page
    page = client.get(reverse("admin:tournaments_tournament_add")).content.decode()
    assert "date de fin" in page.lower() and "Championnat du monde" in page
