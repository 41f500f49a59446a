"""Admin login rate limiting: too many failed logins from one address get 429.

Failures are counted from Django's `user_login_failed` signal (so every
authentication path counts), in the cache (Redis in production, shared by
all workers). A success does not reset the counter: an attacker who knows one
password must not get a free retry budget for other accounts.
"""

from django.conf import settings
from django.contrib.auth.signals import user_login_failed
from django.core.cache import cache
from django.dispatch import receiver
from django.http import HttpResponse

LIMIT = getattr(settings, "LOGIN_FAILURE_LIMIT", 10)
WINDOW = getattr(settings, "LOGIN_FAILURE_WINDOW", 15 * 60)


def client_address(request) -> str:
    return request.META.get("REMOTE_ADDR", "unknown")


def failure_key(address: str) -> str:
    return f"login-failures:{address}"


@receiver(user_login_failed, dispatch_uid="wdd-login-throttle")
def count_failure(sender, credentials, request=None, **kwargs):
    if request is None:
        return
    key = failure_key(client_address(request))
    if cache.add(key, 1, WINDOW):
        return
    try:
        cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.add(key, 1, WINDOW)


class LoginThrottleMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method == "POST" and request.path.endswith("/login/"):
            failures = cache.get(failure_key(client_address(request)), 0)
            if failures >= LIMIT:
                return HttpResponse(
                    "Too many failed logins from this address; try again in 15 minutes.",
                    status=429, content_type="text/plain; charset=utf-8",
                    headers={"Retry-After": str(WINDOW)},
                )
        return self.get_response(request)
