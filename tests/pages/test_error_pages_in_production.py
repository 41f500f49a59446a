"""With DEBUG off, a missing page and a server error show the site's own pages, in the
visitor's language, not Django's bare defaults."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def production(settings):
    settings.DEBUG = False
    settings.ROOT_URLCONF = "tests.pages.error_urls"


@pytest.mark.parametrize(
    ("language", "title"), [("en", "Page not found"), ("fr", "Page introuvable")]
)
def test_the_404_page_is_the_sites_own_in_the_visitors_language(production, language, title):
    response = Client().get("/no/such/page/", headers={"accept-language": language})
    assert response.status_code == 404
    page = response.content.decode()
    assert f"<title>{title} · WDD</title>" in page
    assert f'<html lang="{language}">' in page
    assert 'class="site-header"' in page and 'name="q"' in page


@pytest.mark.parametrize(
    ("language", "title"), [("en", "Server error"), ("fr", "Erreur du serveur")]
)
def test_the_500_page_is_the_sites_own_in_the_visitors_language(production, language, title):
    client = Client(raise_request_exception=False)
    response = client.get("/boom/", headers={"accept-language": language})
    assert response.status_code == 500
    page = response.content.decode()
    assert f"<title>{title} · WDD</title>" in page
    assert f'<html lang="{language}">' in page
    assert "css/site.css" in page and "a bug" not in page
