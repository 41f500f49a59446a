"""Every state-changing POST outside the read-only API needs the CSRF token.

With a browser's CSRF checks on (``Client(enforce_csrf_checks=True)``, which
holds the CSRF cookie from an earlier GET), a POST without the form's token is
refused with 403 and changes nothing; the same POST with the token works. The
admin import upload has its own pair of tests in
tests/admin/test_import_upload.py; the API answers 405 to any write
(tests/api/test_read_only.py).
"""

import re

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.admin.helpers import form_data
from tournaments.models import Player

pytestmark = pytest.mark.django_db

PASSWORD = "csrf-test-password-8431"
SET_LANGUAGE = reverse("set_language")


def token_in(page: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)


@pytest.fixture
def browser():
    return Client(enforce_csrf_checks=True)


@pytest.fixture
def root(django_user_model):
    return django_user_model.objects.create_superuser("root", "root@example.org", PASSWORD)


@pytest.fixture
def player():
    return Player.objects.create(
        key="csrf-p", first_name="Ana", last_name="Abreu", nationality="FR"
    )


def test_the_language_switch_refuses_a_post_without_the_token(browser):
    home = browser.get(reverse("home"))
    assert settings.CSRF_COOKIE_NAME in browser.cookies

    response = browser.post(SET_LANGUAGE, {"language": "fr", "next": "/"})

    assert response.status_code == 403
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert '<html lang="en">' in browser.get(reverse("home")).content.decode()
    # With the token from the page's own form, it switches.
    response = browser.post(
        SET_LANGUAGE,
        {"language": "fr", "next": "/", "csrfmiddlewaretoken": token_in(home.content.decode())},
    )
    assert response.status_code == 302
    assert '<html lang="fr">' in browser.get(reverse("home")).content.decode()


def test_the_language_switch_refuses_a_forged_token(browser):
    browser.get(reverse("home"))
    response = browser.post(
        SET_LANGUAGE, {"language": "fr", "next": "/", "csrfmiddlewaretoken": "x" * 64}
    )
    assert response.status_code == 403


def test_the_admin_login_refuses_a_post_without_the_token(browser, root):
    browser.get(reverse("admin:login"))
    response = browser.post(reverse("admin:login"), {"username": "root", "password": PASSWORD})
    assert response.status_code == 403
    assert "_auth_user_id" not in browser.session


def test_an_admin_edit_without_the_token_is_refused_and_changes_nothing(browser, root, player):
    browser.force_login(root)
    url = reverse("admin:tournaments_player_change", args=[player.pk])
    data = form_data(browser.get(url), last_name="Forged")

    assert browser.post(url, data).status_code == 403
    player.refresh_from_db()
    assert player.last_name == "Abreu"

    page = browser.get(url)
    data = form_data(page, last_name="Edited", csrfmiddlewaretoken=str(page.context["csrf_token"]))
    assert browser.post(url, data).status_code == 302
    player.refresh_from_db()
    assert player.last_name == "Edited"


def test_an_admin_delete_without_the_token_is_refused(browser, root, player):
    browser.force_login(root)
    url = reverse("admin:tournaments_player_delete", args=[player.pk])
    browser.get(url)
    assert browser.post(url, {"post": "yes"}).status_code == 403
    assert Player.objects.filter(pk=player.pk).exists()


def test_the_admin_logout_refuses_a_post_without_the_token(browser, root):
    browser.force_login(root)
    browser.get(reverse("admin:index"))
    assert browser.post(reverse("admin:logout")).status_code == 403
    assert browser.get(reverse("admin:index")).status_code == 200  # still logged in
