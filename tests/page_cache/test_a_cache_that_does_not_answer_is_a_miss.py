"""With the page cache's Redis down, pages are rendered from the database as
if there were no cache: never a 500 (the Redis-down reliability test runs the
whole site that way)."""

from django.core.cache import caches
from django.test import override_settings

from .conftest import body, get

DOWN = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "pages": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://127.0.0.1:9/0",  # the discard port: nothing listens
        "OPTIONS": {"socket_connect_timeout": 0.2},
    },
}


def test_pages_render_when_the_cache_refuses_connections(client, urls):
    rendered = {page: body(get(client, urls[page])[0]) for page in ("leaderboard", "paris", "p1")}
    with override_settings(CACHES=DOWN):  # the cache aliases are rebuilt from it
        assert "Redis" in type(caches["pages"]).__name__
        for page, expected in rendered.items():
            response, _queries = get(client, urls[page])
            assert body(response) == expected
