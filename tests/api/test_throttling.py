"""Anonymous clients are rate limited per address (DRF's AnonRateThrottle, in
the default cache), and an unreachable cache lets requests through."""

import itertools

import pytest

pytestmark = pytest.mark.django_db

ADDRESSES = (f"203.0.113.{n}" for n in itertools.count(1))  # a fresh history per use


@pytest.fixture
def rate(settings):
    def set_rate(value):
        settings.REST_FRAMEWORK = {
            **settings.REST_FRAMEWORK,
            "DEFAULT_THROTTLE_RATES": {"anon": value},
        }

    return set_rate


def test_requests_beyond_the_rate_are_429_with_retry_after(client, rate):
    rate("3/minute")
    address = next(ADDRESSES)
    statuses = [client.get("/api/v1/", REMOTE_ADDR=address).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    refused = client.get("/api/v1/players/", REMOTE_ADDR=address)
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert "throttled" in refused.json()["detail"]


def test_the_limit_is_per_address(client, rate):
    rate("2/minute")
    busy, other = next(ADDRESSES), next(ADDRESSES)
    for _ in range(3):
        client.get("/api/v1/", REMOTE_ADDR=busy)
    assert client.get("/api/v1/", REMOTE_ADDR=busy).status_code == 429
    assert client.get("/api/v1/", REMOTE_ADDR=other).status_code == 200


def test_a_forwarded_for_header_does_not_reset_the_count(client, rate):
    rate("1/minute")
    address = next(ADDRESSES)
    assert client.get("/api/v1/", REMOTE_ADDR=address).status_code == 200
    spoofed = client.get("/api/v1/", REMOTE_ADDR=address, HTTP_X_FORWARDED_FOR="198.51.100.9")
    assert spoofed.status_code == 429


def test_with_the_cache_unreachable_the_api_still_answers(client, rate, settings, caplog):
    rate("1/minute")
    # A Redis cache on a port nothing listens on: every cache call fails.
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:9/0",
        }
    }
    address = next(ADDRESSES)
    for _ in range(3):
        assert client.get("/api/v1/", REMOTE_ADDR=address).status_code == 200
    assert "cache unavailable" in caplog.text


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_count(client, rate, settings):
    """Behind nginx every request comes from the proxy: with the proxy trusted
    (DJANGO_TRUSTED_PROXIES, as for the login throttle) the client named in
    X-Forwarded-For is counted, so one busy client does not refuse the others."""
    from wdd.client_address import parse_networks

    settings.TRUSTED_PROXIES = parse_networks("10.9.9.9")
    rate("1/minute")
    busy, other = next(ADDRESSES), next(ADDRESSES)
    via_proxy = {"REMOTE_ADDR": "10.9.9.9"}
    assert client.get("/api/v1/", HTTP_X_FORWARDED_FOR=busy, **via_proxy).status_code == 200
    assert client.get("/api/v1/", HTTP_X_FORWARDED_FOR=busy, **via_proxy).status_code == 429
    assert client.get("/api/v1/", HTTP_X_FORWARDED_FOR=other, **via_proxy).status_code == 200
