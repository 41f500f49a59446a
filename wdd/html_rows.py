"""``format_html_join`` for long tables, at a fraction of its cost.

Django's ``format_html`` escapes each argument through ``conditional_escape``,
whose lazy-string wrappers cost more than the escaping itself: about a third
of the time the busiest player's page spent building its 150 rows. This
escapes each cell exactly as ``conditional_escape`` does (``__html__`` for safe
strings, ``html.escape`` otherwise, as ``django.utils.html.escape`` does) and
formats each row once.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from django.utils.safestring import mark_safe


def _cell(value) -> str:
    html = getattr(value, "__html__", None)
    if html is not None:
        return html()
    return escape(str(value))


def format_rows(format_string: str, rows: Iterable[tuple]) -> str:
    """Each row's cells escaped into ``format_string``, joined: what
    ``format_html_join("", format_string, rows)`` gives (a safe string)."""
    fmt = format_string.format
    return mark_safe("".join([fmt(*map(_cell, row)) for row in rows]))


def format_cell(format_string: str, *args) -> str:
    """``format_html(format_string, *args)``, escaping as ``format_rows`` does
    (a safe string)."""
    return mark_safe(format_string.format(*map(_cell, args)))
