"""What every API view shares."""

from __future__ import annotations


class ReadOnly:
    """GET and HEAD only: anything else is DRF's 405, ``Allow: GET, HEAD``
    (OPTIONS too: the schema at /api/v1/openapi.json describes the API)."""

    http_method_names = ["get", "head"]
