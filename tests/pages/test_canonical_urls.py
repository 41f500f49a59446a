"""Every object page lives at /<pk>/<slug>/: a wrong slug 301s to the canonical URL."""

import pytest

from .helpers import canonical_link

pytestmark = pytest.mark.django_db


def objects(site):
    return [site.tournaments["paris"], site.players["p1"], site.circuit, site.evil]


def test_a_wrong_slug_redirects_permanently_to_the_canonical_url(site, client):
    for obj in objects(site):
        wrong = obj.get_absolute_url().replace(f"/{obj.slug}/", "/some-old-name/")
        response = client.get(wrong)
        assert response.status_code == 301, wrong
        assert response["Location"] == obj.get_absolute_url()


def test_the_redirect_keeps_the_query_string(site, client):
    paris = site.tournaments["paris"]
    response = client.get(f"/tournaments/{paris.pk}/paris/?x=1")
    assert response.status_code == 301
    assert response["Location"] == f"{paris.get_absolute_url()}?x=1"


def test_the_canonical_url_is_in_the_page_head(site, client):
    for obj in objects(site):
        response = client.get(obj.get_absolute_url())
        assert response.status_code == 200
        assert canonical_link(response) == f"http://testserver{obj.get_absolute_url()}"


def test_the_slug_is_ascii_even_for_accented_names(site):
    assert site.players["p5"].get_absolute_url().endswith("/remi-beges/")
