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
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe


def _attrs(attrs: dict) -> SafeString:
    """The attributes as ``attrs.html`` writes them: in order, True as the
    name alone, False left out."""
    return mark_safe(
        "".join(
            format_html(" {}", name) if value is True else format_html(' {}="{}"', name, str(value))
            for name, value in attrs.items()
            if value is not False
        )
    )


def _option(option: dict) -> str:
    return format_html(
        '<option value="{}"{}>{}</option>', str(option["value"]), _attrs(option["attrs"]),
        option["label"],
    )  # fmt: skip


class InlineSelect(forms.Select):
    """A ``Select`` rendered without its option templates (see the module)."""

    def render(self, name, value, attrs=None, renderer=None):
        widget = self.get_context(name, value, attrs)["widget"]
        parts = [format_html('<select name="{}"{}>', widget["name"], _attrs(widget["attrs"]))]
        for group_name, options, _index in widget["optgroups"]:
            if group_name:
                parts.append(format_html('\n  <optgroup label="{}">', group_name))
            parts.extend(f"\n  {_option(option)}\n" for option in options)
            if group_name:
                parts.append("\n  </optgroup>")
        parts.append("\n</select>")
        return mark_safe("".join(parts))
