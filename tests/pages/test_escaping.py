"""A player named <script>alert(1)</script> is shown as text on every page that names them."""

import pytest
from django.urls import reverse

from .conftest import EVIL

pytestmark = pytest.mark.django_db

ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"


def pages(site):
    yield reverse("player-list")
    yield reverse("player-list") + "?q=script"
    yield site.evil.get_absolute_url()
    yield site.circuit.get_absolute_url()
    for key in ("paris", "london", "wdc"):
        yield site.tournaments[key].get_absolute_url()


def test_the_name_is_escaped_everywhere_it_appears(site, client):
    for path in pages(site):
        page = client.get(path).content.decode()
        assert EVIL not in page, path
        assert ESCAPED in page, path


def test_the_name_is_escaped_in_the_home_page_tables(site, client):
    pytest.importorskip("ratings.services")
    page = client.get(reverse("home")).content.decode()
    assert EVIL not in page
    assert ESCAPED in page  # the WDC winner tops the Dip Pouch table


def test_the_name_is_escaped_in_titles_and_breadcrumbs(site, client):
    page = client.get(site.evil.get_absolute_url()).content.decode()
    assert f"<title>{ESCAPED} O&#x27;Brien &amp; Co · WDD</title>" in page
    assert f'<span aria-current="page">{ESCAPED} O&#x27;Brien &amp; Co</span>' in page


def test_no_script_tag_reaches_any_page(site, client):
    for path in [*pages(site), reverse("home")]:
        page = client.get(path).content.decode()
        page = page.replace('<script src="/static/js/site.js" defer></script>', "")  # the site's
        assert "<script" not in page.lower(), path
