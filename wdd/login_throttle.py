"""Admin login rate limiting: too many failed logins from one address get 429.

Failures are counted per client address (behind a reverse proxy, the address
in X-Forwarded-For that the trusted proxies vouch for: wdd.client_address),
from Django's `user_login_failed` signal (so every authentication path
counts), in the cache (Redis in production, shared by all workers). A success does not reset the counter: an attacker who knows one
password must not get a free retry budget for other accounts.

If the cache is unreachable (Redis down), logins are not throttled rather
than refused, so that administrators can still work; the error is logged.
"""

import logging

from django.conf import settings
from django.contrib.auth.signals import user_login_failed
from django.core.cache import cache
from django.dispatch import receiver
from django.http import HttpResponse

from .client_address import client_address

LIMIT = getattr(settings, "LOGIN_FAILURE_LIMIT", 10)
WINDOW = getattr(settings, "LOGIN_FAILURE_WINDOW", 15 * 60)

logger = logging.getLogger(__name__)


def failure_key(address: str) -> str:
    return f"login-failures:{address}"


@receiver(user_login_failed, dispatch_uid="wdd-login-throttle")
def count_failure(sender, credentials, request=None, **kwargs):
    if request is None:
        return
    key = failure_key(client_address(request))
    try:
        if cache.add(key, 1, WINDOW):
            return
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, WINDOW)
    except Exception:
        logger.error("login throttle: cache unavailable, failure not counted", exc_info=True)


class LoginThrottleMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method == "POST" and request.path.endswith("/login/"):
            try:
                failures = cache.get(failure_key(client_address(request)), 0)
            except Exception:
                logger.error("login throttle: cache unavailable, not throttling", exc_info=True)
                failures = 0
            if failures >= LIMIT:
                return HttpResponse(
                    "Too many failed logins from this address; try again in 15 minutes.",
                    status=429,
                    content_type="text/plain; charset=utf-8",
                    headers={"Retry-After": str(WINDOW)},
                )
        return self.get_response(request)
