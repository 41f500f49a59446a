"""/api/v1/docs/: Swagger UI over the schema, served from our own static files
(drf-spectacular-sidecar, no CDN) and without inline scripts (CSP-ready)."""

import re

import pytest
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db

SCRIPT = re.compile(r"<script([^>]*)>(.*?)</script>", re.S)
LINKS = re.compile(r'(?:src|href)="([^"]+)"')


@pytest.fixture
def page(client):
    response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    return response.content.decode()


def test_every_script_is_loaded_from_a_url(page):
    scripts = SCRIPT.findall(page)
    assert len(scripts) >= 3
    for attributes, body in scripts:
        assert 'src="' in attributes and not body.strip()


def test_every_asset_is_ours(page):
    links = LINKS.findall(page)
    assert links and all(link.startswith("/") and not link.startswith("//") for link in links)
    assets = [link.removeprefix("/static/") for link in links if link.startswith("/static/")]
    assert any(a.endswith("swagger-ui-bundle.js") for a in assets)
    for asset in assets:
        assert finders.find(asset), asset  # shipped by drf-spectacular-sidecar


def test_the_setup_script_reads_our_schema_and_nothing_else(client, page):
    script = next(link for link in LINKS.findall(page) if link.startswith("/api/v1/docs/"))
    response = client.get(script)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    script = response.content.decode()
    assert 'url: "/api/v1/openapi.json"' in script
    assert '"validatorUrl": null' in script  # no badge fetched from validator.swagger.io


@pytest.mark.parametrize("url", ["/api/v1/docs/", "/api/v1/openapi.json"])
def test_they_are_read_only_too(client, url):
    response = client.post(url)
    assert response.status_code == 405 and response["Allow"] == "GET, HEAD"
