"""Behind a trusted reverse proxy the login throttle counts each client, and a
client that is not a trusted proxy cannot choose the address it is counted as.

The proxy (10.0.0.1) appends the address it saw to X-Forwarded-For; the
throttle believes that header only from DJANGO_TRUSTED_PROXIES.
"""

import pytest
from django.core.cache import cache
from django.test import override_settings

from wdd.client_address import parse_networks

pytestmark = pytest.mark.django_db

PROXY = "10.0.0.1"
BEHIND_PROXY = override_settings(TRUSTED_PROXIES=parse_networks("10.0.0.0/24, ::1"))


@pytest.fixture(autouse=True)
def admin(django_user_model, settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast
    cache.clear()
    django_user_model.objects.create_superuser("admin", "a@example.org", "right-password")
    yield
    cache.clear()


def login(client, password, remote, forwarded=None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return client.post("/admin/login/", {"username": "admin", "password": password}, **extra)


@BEHIND_PROXY
def test_ten_failures_from_one_client_do_not_lock_out_another(client):
    for _ in range(10):
        assert login(client, "wrong", PROXY, "203.0.113.5").status_code == 200
    assert login(client, "right-password", PROXY, "203.0.113.5").status_code == 429
    assert login(client, "right-password", PROXY, "203.0.113.6").status_code == 302


@BEHIND_PROXY
def test_a_client_is_counted_by_the_address_the_proxy_saw_not_what_it_wrote(client):
    # The client writes a new fake address each time; the proxy appends the real one.
    for i in range(10):
        login(client, "wrong", PROXY, f"198.51.100.{i}, 203.0.113.5")
    assert login(client, "right-password", PROXY, "192.0.2.77, 203.0.113.5").status_code == 429


@BEHIND_PROXY
def test_through_two_trusted_proxies_the_client_is_the_right_most_untrusted_address(client):
    for _ in range(10):
        login(client, "wrong", PROXY, "203.0.113.5, 10.0.0.7")
    assert login(client, "right-password", PROXY, "203.0.113.5").status_code == 429
    assert login(client, "right-password", "::1", "203.0.113.9, 10.0.0.7").status_code == 302


@BEHIND_PROXY
def test_an_untrusted_peer_cannot_spoof_its_address(client):
    attacker = "198.51.100.66"
    for i in range(10):
        login(client, "wrong", attacker, f"203.0.113.{i}")
    # Counted as itself whatever it claims...
    assert login(client, "right-password", attacker, "203.0.113.200").status_code == 429
    # ... and it could not lock out the clients it named.
    assert login(client, "right-password", PROXY, "203.0.113.1").status_code == 302


def test_without_trusted_proxies_the_header_is_ignored(client):
    for i in range(10):
        login(client, "wrong", PROXY, f"203.0.113.{i}")
    assert login(client, "right-password", PROXY, "203.0.113.99").status_code == 429
