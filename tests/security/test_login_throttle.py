"""Repeated failed admin logins from one address are refused with 429."""

import pytest
from django.core.cache import cache

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def clear_cache():
    cache.clear()
    yield
    cache.clear()


def login(client, password):
    return client.post("/admin/login/", {"username": "admin", "password": password})


def test_it_blocks_an_address_after_ten_failures(client, django_user_model):
    django_user_model.objects.create_superuser("admin", "a@example.org", "right-password")
    for _ in range(10):
        assert login(client, "wrong").status_code == 200
    blocked = login(client, "right-password")
    assert blocked.status_code == 429
    assert "Retry-After" in blocked.headers
    assert "_auth_user_id" not in client.session


def test_other_addresses_are_not_blocked(client, django_user_model):
    django_user_model.objects.create_superuser("admin", "a@example.org", "right-password")
    for _ in range(10):
        login(client, "wrong")
    response = client.post(
        "/admin/login/", {"username": "admin", "password": "right-password"}, REMOTE_ADDR="10.9.9.9"
    )
    assert response.status_code == 302
