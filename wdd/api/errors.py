"""Error bodies: DRF's exception handler, with a 400 shaped as the API's.

DRF already answers ``{"detail": ...}`` for 404 (including Django's
``Http404``), 405 (with ``Allow``) and 429 (with ``Retry-After``). A bad
parameter is a ``ValidationError`` (from a filter set, a parameter
serializer or the pagination), which DRF renders as ``{field: [messages]}``;
the API has always answered ``{"detail": "Invalid parameters.", "errors":
{parameter: "message"}}`` instead, one string per parameter.
"""

from __future__ import annotations

from rest_framework.exceptions import ValidationError
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler

INVALID = "Invalid parameters."


def _message(detail) -> str:
    if isinstance(detail, dict):
        return " ".join(_message(d) for d in detail.values())
    if isinstance(detail, list):
        return " ".join(_message(d) for d in detail)
    return str(detail)


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is not None and isinstance(exc, ValidationError):
        detail = exc.detail
        if not isinstance(detail, dict):
            detail = {api_settings.NON_FIELD_ERRORS_KEY: detail}
        response.data = {
            "detail": INVALID,
            "errors": {name: _message(value) for name, value in detail.items()},
        }
    return response
