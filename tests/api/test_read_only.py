"""The API only reads: GET and HEAD; anything else is 405 with an Allow header."""

import pytest

URLS = [
    "/api/v1/",
    "/api/v1/players/",
    "/api/v1/players/1/",
    "/api/v1/tournaments/",
    "/api/v1/tournaments/1/",
    "/api/v1/leaderboards/",
    "/api/v1/leaderboards/ghost/overall/",
]


@pytest.mark.parametrize("url", URLS)
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_writes_are_405(client, db, url, method):
    response = getattr(client, method)(url, data="{}", content_type="application/json")
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"
    assert "not allowed" in response.json()["detail"]


def test_a_post_without_a_csrf_token_is_405_not_403(db):
    from django.test import Client

    response = Client(enforce_csrf_checks=True).post("/api/v1/players/", {})
    assert response.status_code == 405


@pytest.mark.parametrize("url", ["/api/v1/", "/api/v1/players/", "/api/v1/leaderboards/"])
def test_head_is_allowed(client, db, url):
    assert client.head(url).status_code == 200


def test_nothing_changes_after_a_rejected_write(client, data):
    from tournaments.models import Player

    before = Player.objects.count()
    client.delete("/api/v1/players/1/")
    client.post("/api/v1/players/", {"key": "x", "first_name": "X", "last_name": "Y"})
    assert Player.objects.count() == before
