"""The anonymous rate limit: DRF's ``AnonRateThrottle`` (scope ``anon``), its
request history in the default cache, so every gunicorn worker shares it.

Three changes to the library's class, all about its surroundings:

* The rate is read from the settings at each request. DRF binds
  ``THROTTLE_RATES`` when the module is imported, so a changed setting
  (``override_settings`` in the tests) would otherwise never be seen.
* If the cache is unreachable (Redis down) the request is let through and the
  error logged, as the admin login throttle does: the site keeps serving its
  public data during an outage rather than failing every API call.
* The client is identified as the login throttle identifies it
  (``wdd.client_address``: ``X-Forwarded-For`` believed only from
  ``DJANGO_TRUSTED_PROXIES``), so one setting describes the proxies in front
  of the site, not two that could disagree.
"""

from __future__ import annotations

import logging

from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle

from wdd.client_address import client_address

logger = logging.getLogger(__name__)


class AnonymousRateThrottle(AnonRateThrottle):
    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def get_ident(self, request):
        return client_address(request)

    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception:  # the cache backend's own errors (e.g. redis ConnectionError)
            logger.error("API throttle: cache unavailable, not throttling", exc_info=True)
            return True
