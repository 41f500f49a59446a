"""Every page is served with a Content-Security-Policy that allows no inline code, and
no page carries any: no inline <script> or <style>, no on* handler, no style attribute
(the browser tests also listen for violations)."""

import re

import pytest

from tests.pages.conftest import site  # noqa: F401  (the small site's fixture)

pytestmark = pytest.mark.django_db

INLINE = [
    re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I),  # a script without src
    re.compile(r"<style[\s>]", re.I),
    re.compile(r"\son[a-z]+\s*=", re.I),  # onclick=, onchange=, ...
    re.compile(r"\sstyle\s*=", re.I),
]


def page_urls(site):  # noqa: F811
    return [
        "/",
        "/ratings/",
        "/ratings/dip-pouch/overall/",
        "/ratings/dip-pouch/overall/FR/",
        "/ratings/dip-pouch/tournaments/",
        "/players/",
        site.players["p1"].get_absolute_url(),
        "/tournaments/",
        site.tournaments["paris"].get_absolute_url(),
        "/circuits/",
        site.circuit.get_absolute_url(),
        "/systems/",
        "/systems/scoring/win-tier/",
        "/systems/ratings/dip-pouch/",
        "/no/such/page/",
        "/api/v1/docs/",
    ]


def test_the_policy_allows_only_this_sites_files(client, site):  # noqa: F811
    policy = client.get("/")["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self'"
    assert directives["style-src"] == "'self'"
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert directives["frame-ancestors"] == "'none'"


def test_no_page_carries_inline_code(client, site):  # noqa: F811
    for url in page_urls(site):
        response = client.get(url)
        assert response.status_code in (200, 404), url
        assert response.has_header("Content-Security-Policy"), url
        page = response.content.decode()
        found = [m.group(0) for rx in INLINE for m in rx.finditer(page)]
        assert found == [], (url, found)
