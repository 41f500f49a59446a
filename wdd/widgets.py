"""Form widgets of the public pages.

``InlineSelect`` writes a ``<select>`` and its options in Python. Django's
``Select`` renders each option through two template includes (the option
and its attributes): a leaderboard's filter form, whose nationality and
location lists hold a hundred countries or more, spent a quarter of the
page's 16 ms in them. The markup is Django's own, byte for byte
(``tests/pages/test_inline_select_writes_djangos_markup.py``).
"""

from __future__ import annotations

from django import forms
from django.utils.html import format_html, format_html_join


def _attrs(attrs: dict) -> str:
    """The attributes as ``attrs.html`` writes them: in order, True as the
    name alone, False left out."""
    return format_html_join(
        "",
        " {}{}",
        (
            (name, "" if value is True else format_html('="{}"', str(value)))
            for name, value in attrs.items()
            if value is not False
        ),
    )


def _options(options: list[dict]) -> str:
    return format_html_join(
        "",
        '\n  <option value="{}"{}>{}</option>\n',
        ((str(o["value"]), _attrs(o["attrs"]), o["label"]) for o in options),
    )


def _group(name, options: list[dict]) -> str:
    if not name:
        return _options(options)
    return format_html('\n  <optgroup label="{}">{}\n  </optgroup>', name, _options(options))


class InlineSelect(forms.Select):
    """A ``Select`` rendered without its option templates (see the module)."""

    def render(self, name, value, attrs=None, renderer=None):
        widget = self.get_context(name, value, attrs)["widget"]
        groups = format_html_join(
            "", "{}", ((_group(g, options),) for g, options, _index in widget["optgroups"])
        )
        return format_html(
            '<select name="{}"{}>{}\n</select>', widget["name"], _attrs(widget["attrs"]), groups
        )
