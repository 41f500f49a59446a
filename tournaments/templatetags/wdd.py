"""Template helpers shared by every page: flags, page links, small number formats.

``{% load wdd %}`` then:

* ``{{ player.nationality|flag }}``: the country's flag as a Unicode emoji (two
  regional-indicator letters from the ISO 3166-1 alpha-2 code) in
  ``<span class="flag" title="France">``; works with a django-countries
  ``Country`` or a plain code string. Empty for no country.
* ``{{ code|country_name }}``: the country's name from its code.
* ``{% page_links page_obj as links %}``: the numbered page links of a page
  (ints, with ``None`` standing for an elided run), for the pagination include.
* ``{{ value|signed }}``: ``+1.25`` / ``-0.40`` for rating changes.
"""

from django import template
from django.core.paginator import Paginator
from django.utils.html import format_html
from django_countries import countries

register = template.Library()

_REGIONAL_A = 0x1F1E6


def _code(country) -> str:
    code = getattr(country, "code", country)
    return str(code or "").strip().upper()


def flag_emoji(code: str) -> str:
    """'FR' -> '🇫🇷'; '' for anything that is not two ASCII letters."""
    code = _code(code)
    if len(code) != 2 or not code.isascii() or not code.isalpha():
        return ""
    return "".join(chr(_REGIONAL_A + ord(c) - ord("A")) for c in code)


@register.filter
def country_name(country) -> str:
    code = _code(country)
    if not code:
        return ""
    return str(countries.name(code) or code)


@register.filter
def flag(country):
    """The flag emoji with the country's name as its title (both escaped)."""
    emoji = flag_emoji(country)
    if not emoji:
        return ""
    name = country_name(country)
    return format_html(
        '<span class="flag" role="img" title="{}" aria-label="{}">{}</span>', name, name, emoji
    )


@register.simple_tag
def page_links(page_obj, on_each_side: int = 2, on_ends: int = 1) -> list:
    """Page numbers around the current page; None marks an elided run ("…")."""
    if page_obj is None:
        return []
    paginator = page_obj.paginator
    return [
        None if p == Paginator.ELLIPSIS else p
        for p in paginator.get_elided_page_range(
            page_obj.number, on_each_side=on_each_side, on_ends=on_ends
        )
    ]


@register.filter
def signed(value, places: int = 2) -> str:
    """A change with its sign: +1.25, -0.40, 0.00."""
    if value is None or value == "":
        return ""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return ""
    text = f"{abs(number):.{int(places)}f}"
    if float(text) == 0:
        return text
    return ("+" if number > 0 else "\u2212") + text


@register.filter
def get_item(mapping, key):
    """``mapping[key]`` (or None) for dicts keyed by ids in templates."""
    try:
        return mapping.get(key)
    except AttributeError:
        return None


_SECTIONS = (
    ("leaderboard", "ratings"),
    ("rating-included", "ratings"),
    ("tournament", "tournaments"),
    ("circuit", "circuits"),
    ("player", "players"),
    ("catalogue", "systems"),
    ("scoring-system", "systems"),
    ("rating-system", "systems"),
)


@register.filter
def nav_section(request) -> str:
    """The main-nav section of the current page, from its URL name ('' when none)."""
    match = getattr(request, "resolver_match", None)
    name = getattr(match, "url_name", None) or ""
    for prefix, section in _SECTIONS:
        if name.startswith(prefix):
            return section
    return ""
