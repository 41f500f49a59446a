"""The admin an organizer enters results in is named for the site, in their
language, on its pages and login: not Django's own "Django administration"."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("language", "header", "title", "index"),
    [
        ("en", "WDD · results entry", "WDD administration", "Results and players"),
        ("fr", "WDD · saisie des résultats", "Administration WDD", "Résultats et joueurs"),
    ],
)
def test_the_admin_index_names_the_site(alice_client, language, header, title, index):
    page = alice_client.get("/admin/", HTTP_ACCEPT_LANGUAGE=language).content.decode()
    assert f">{header}<" in page
    assert f"<title>{index} | {title}</title>" in page
    assert "Django" not in page.split("<body", 1)[1].split('id="content"', 1)[0]


def test_the_login_page_names_the_site_too(client):
    page = client.get("/admin/login/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert ">WDD · saisie des résultats<" in page
    assert "Administration WDD</title>" in page
