"""Template helpers shared by every page: flags, page links, small number formats.

``{% load wdd %}`` then:

* ``{{ player.nationality|flag }}``: the country's flag as an image (django-countries'
  ``static/flags/fr.gif``) with the country's name, in the page's language, as its
  ``alt`` and ``title``; ``{{ code|flag_code }}`` adds the ISO code as text, for
  columns too narrow for the name. Works with a django-countries ``Country`` or a
  plain code string; empty for no country. Images, not emoji: regional-indicator
  letters show as empty boxes without a colour-emoji font (headless browsers, many
  Linux desktops) and as two letters on Windows.
* ``{{ code|country_name }}``: the country's name from its code.
* ``{% page_links page_obj as links %}``: the numbered page links of a page
  (ints, with ``None`` standing for an elided run), for the pagination include.
* ``{{ value|signed }}``: ``+1.25`` / ``-0.40`` for rating changes.
* ``{{ value|score }}``: a game score in at most six characters (``42.74``, ``4002.5``).
* ``{{ result.power|power_name }}``: a power's name in the current language
  (the data keeps the English name: Austria, England...).
* ``{{ tick.label|local_number }}``: a number the chart code wrote with a dot
  (``41.5``) with the current language's decimal separator (``41,5`` in French).
* ``{{ category.name|label }}``: a rating table's name or description, or a scoring
  system's kind, in the current language. The engines and scoring systems are plain
  Python (no Django) and define these in English; the translations live here.
* ``{{ system|describe }}``, ``{{ engine|describe }}``, ``{{ category|describe }}``:
  the long description of a scoring system, a rating system or a rating table, in
  French when the page is French (each object's ``description_fr``, defined next to
  its English), else the object's English ``description``. ``{{ system|localised:"summary" }}``
  does the same for any other attribute with a ``_fr`` twin.
  ``|paragraphs`` cuts such a text at its blank lines, ``|sentences`` into sentences.
"""

import functools
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from django import template
from django.core.paginator import Paginator
from django.template.defaultfilters import floatformat
from django.templatetags.static import static
from django.utils import translation
from django.utils.formats import date_format, number_format
from django.utils.html import format_html
from django.utils.translation import get_language, gettext, gettext_noop
from django_countries import countries

from wdd.html_rows import format_rows

register = template.Library()

#: The seven powers of the classic map, as the data stores them.
POWER_NAMES = frozenset(
    (
        gettext_noop("Austria"),
        gettext_noop("England"),
        gettext_noop("France"),
        gettext_noop("Germany"),
        gettext_noop("Italy"),
        gettext_noop("Russia"),
        gettext_noop("Turkey"),
    )
)

#: Rating-table names and descriptions, scoring-system kinds: the English the
#: engines (ratings.engines) and scoring systems (tournaments.scoring) define.
LABELS = frozenset(
    (
        # rating tables
        gettext_noop("International"),
        gettext_noop("Overall"),
        gettext_noop("Gunboat"),
        gettext_noop("Live"),
        gettext_noop("Full press"),
        gettext_noop("1v1"),
        gettext_noop("France vs Austria"),
        gettext_noop("Germany vs Italy"),
        gettext_noop("Every tournament with final placements, all players."),
        gettext_noop("All six multiplayer variants, every press type, live and standard games."),
        gettext_noop("Gunboat (no press) games of the six multiplayer variants; press modifier 1."),
        gettext_noop("Live games (under 60 minutes a phase) of the six multiplayer variants."),
        gettext_noop(
            "Classic full-press and rulebook-press games at standard speed, "
            "face-to-face tournament boards included."
        ),
        gettext_noop("France vs Austria and Germany vs Italy together: Elo, K = 32."),
        gettext_noop("France vs Austria games: Elo, K = 32."),
        gettext_noop("Germany vs Italy games: Elo, K = 32."),
        gettext_noop(
            "Every multiplayer game (classic, ancient-mediterranean, world-ix, "
            "fall-of-the-american-empire, modern-ii, classic-chaos), any press, "
            "scoring and speed, face-to-face boards included."
        ),
        gettext_noop("France vs Austria and Germany vs Italy games: win, draw or loss."),
        # scoring-system kinds: the WDD's "Kind of system"
        gettext_noop("Rank + Center Count"),
        gettext_noop("Center Count"),
        gettext_noop("Rank"),
        gettext_noop("Draw"),
        gettext_noop("Draw + Center Count"),
        gettext_noop("Unclassified"),
    )
)


@register.filter
def power_name(power, language: str | None = None) -> str:
    """'Austria' -> 'Autriche' in French; anything else (a variant's power)
    unchanged. ``language``: the active one, when the caller has it (a list
    of 100 boards names a power a row)."""
    text = str(power or "")
    if text not in POWER_NAMES:
        return text
    return _power_name(text, language or get_language())


@functools.lru_cache(maxsize=256)
def _power_name(text: str, language: str) -> str:
    """The translated name, memoised: a ``gettext`` goes through the active
    translation's thread-local, about 10 µs."""
    with translation.override(language):
        return gettext(text)


@register.filter
def label(text) -> str:
    """A known engine or scoring-system label in the current language; other text unchanged."""
    value = str(text or "")
    return gettext(value) if value in LABELS else value


@register.filter
def describe(obj) -> str:
    """The long description of a scoring system, a rating system or a rating table
    in the current language: its ``description_fr`` on a French page when it has
    one, else the English ``description`` it defines. Plain text: the template
    escapes it."""
    english = str(getattr(obj, "description", "") or "")
    if not (get_language() or "").lower().startswith("fr"):
        return english
    return str(getattr(obj, "description_fr", "") or "") or english


@register.filter
def localised(obj, name: str) -> str:
    """Any text attribute defined with its French beside it (``summary`` /
    ``summary_fr``, ``centre_chart`` / ``centre_chart_fr``): the French on a French page
    when there is one, else the English. ``{{ system|localised:"summary" }}``."""
    english = str(getattr(obj, name, "") or "")
    if not (get_language() or "").lower().startswith("fr"):
        return english
    return str(getattr(obj, f"{name}_fr", "") or "") or english


@register.filter
def paragraphs(text) -> list[str]:
    """A description cut at its blank lines (a paragraph each)."""
    return [p for p in str(text or "").split("\n\n") if p.strip()]


#: A sentence ends at '.' or ';' before a capital (accented too, for French) or a digit.
_SENTENCE_END = re.compile(r"(?<=[.;])\s+(?=[A-Z0-9À-ÖØ-Þ])")


@register.filter
def sentences(text) -> list[str]:
    """A description cut into its sentences (a rule a line on the rating-system page)."""
    return [s.strip() for s in _SENTENCE_END.split(str(text or "")) if s.strip()]


@register.filter
def score(value) -> str:
    """A game score in at most six characters, so seven fit a phone's width: up to two
    decimals (12.5, 42.74), one from 1000 on (4002.5, 28034), trailing zeros dropped;
    in the page's number format."""
    if value is None or value == "":
        return ""
    return floatformat(value, "-1" if abs(float(value)) >= 1000 else "-2")


@register.filter
def local_number(text) -> str:
    """'41.5' -> '41,5' in French: the same digits, in the current locale's notation."""
    value = str(text if text is not None else "")
    try:
        number = Decimal(value)
    except InvalidOperation:
        return value
    if not number.is_finite():
        return value
    decimals = len(value.partition(".")[2]) if "." in value else 0
    return number_format(number, decimal_pos=decimals)


def _code(country) -> str:
    code = getattr(country, "code", country)
    return str(code or "").strip().upper()


def _flag_code(country) -> str:
    """'FR' for a two-letter code (a flag image exists for every ISO code), else ''."""
    code = _code(country)
    if len(code) != 2 or not code.isascii() or not code.isalpha():
        return ""
    return code


@register.filter
def country_name(country) -> str:
    code = _code(country)
    if not code:
        return ""
    return str(countries.name(code) or code)


def _flag_img(code: str, name: str):
    return format_html(
        '<img class="flag" src="{}" alt="{}" title="{}" width="16" height="11">',
        static(f"flags/{code.lower()}.gif"),
        name,
        name,
    )


@functools.lru_cache(maxsize=2048)
def _flag(code: str, language: str):
    """A flag's markup in a language: the same ~250 countries on every page,
    each costing a name lookup and a static URL (a tenth of a millisecond)."""
    return _flag_img(code, country_name(code))


@register.filter
def flag(country):
    """The flag image, the country's name as its alt text and title (both escaped)."""
    code = _flag_code(country)
    if not code:
        return ""
    return _flag(code, get_language())


@register.filter
def flag_code(country):
    """The flag image and the ISO code as text (``FR``), for narrow columns."""
    code = _flag_code(country)
    if not code:
        return ""
    return _flag_and_code(code, get_language())


@functools.lru_cache(maxsize=2048)
def _flag_and_code(code: str, language: str):
    """``flag_code``'s markup, memoised as ``_flag`` is: a leaderboard page
    writes it twice a row."""
    return format_html(
        '<span class="country">{}<span class="code" aria-hidden="true">{}</span></span>',
        _flag(code, language),
        code,
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
    """A change with its sign: +1.25, \u22120.40 (a true minus), 0.00, in the
    page's number format (+1,25 in French)."""
    if value is None or value == "":
        return ""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return ""
    text = f"{abs(number):.{int(places)}f}"
    if float(text) == 0:
        return local_number(text)
    return ("+" if number > 0 else "\u2212") + local_number(text)


#: Longest event name a narrow column heading shows before it is cut with "…".
SHORT_EVENT = 16


@register.filter
def short_event(tournament) -> str:
    """A tournament's name for a column heading: without its year when the name ends
    with it (the column says the year elsewhere), cut to SHORT_EVENT characters."""
    name = str(getattr(tournament, "name", tournament) or "")
    end = getattr(tournament, "end_date", None)
    year = str(end.year) if end else ""
    if year and name.endswith(year) and name[: -len(year)].strip():
        name = name[: -len(year)].rstrip(" -–—,")
    return name if len(name) <= SHORT_EVENT else name[: SHORT_EVENT - 1].rstrip() + "…"


@register.filter
def iso_datetime(value) -> str:
    """A datetime for ``<time datetime>``: ISO 8601 to the second, with its offset
    (the HTML checker refuses the microseconds ``|date:'c'`` writes)."""
    if not value:
        return ""
    return value.replace(microsecond=0).isoformat()


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


CENT = Decimal("0.01")
MILLI = Decimal("0.001")


def two_places(value: float) -> str:
    """``floatformat:2`` of a finite float (the same rounding, half up on its
    decimal form, and the same localised separator) in a fifth of its time."""
    d = Decimal(str(value)).quantize(CENT, ROUND_HALF_UP)
    return number_format(f"{d:f}" if d else "0.00", 2, use_l10n=True)


def three_places(value: float) -> str:
    """``floatformat:3``, as ``two_places`` is ``floatformat:2``."""
    d = Decimal(str(value)).quantize(MILLI, ROUND_HALF_UP)
    return number_format(f"{d:f}" if d else "0.000", 3, use_l10n=True)


def places_or_blank(value: float | None, places: int = 2) -> str:
    """``floatformat`` to 2 (or 3) places for a table cell built in Python,
    "" for no value, as the filter gives for None."""
    if value is None:
        return ""
    return three_places(value) if places == 3 else two_places(value)


@functools.lru_cache(maxsize=8192)
def _date_label(when, fmt: str, language: str) -> str:
    """A date as the date filter writes it; the same months come back in every
    chart of a page and on every page (keyed by the active language)."""
    return date_format(when, fmt)


def day_label(when, language: str) -> str:
    """``{{ when|date:"DATE_FORMAT" }}`` ("" without a date) for a table row
    built in Python; ``language``: the active one (the memo's key)."""
    return _date_label(when, "DATE_FORMAT", language) if when else ""


DOT = '<circle cx="{}" cy="{}" r="2.5"><title>{}: {}</title></circle>'
LAST_DOT = '<circle cx="{}" cy="{}" r="4" class="last"><title>{}: {}</title></circle>'


@register.filter
def chart_dots(dots, kind: str = "month"):
    """A chart's dots as SVG circles with their tooltips, built in one pass:
    the same markup as a template loop (``d.x``, ``d.y``, the date filter and
    ``floatformat:2``, every value escaped), at a fraction of its cost (a busy
    player's page draws ten charts of up to 300 monthly dots, a history page up
    to 1,800). Monthly dots (``kind="month"``, "F Y") end with the larger,
    classed last dot; event dots (``kind="day"``, DATE_FORMAT) are all alike,
    the template draws the last."""
    monthly = kind == "month"
    fmt = "F Y" if monthly else "DATE_FORMAT"
    language = get_language()
    rows = [
        (d.x, d.y, _date_label(d.month if monthly else d.day, fmt, language), two_places(d.rating))
        for d in dots
    ]
    if not monthly or not rows:
        return format_rows(DOT, rows)
    return format_html("{}{}", format_rows(DOT, rows[:-1]), format_html(LAST_DOT, *rows[-1]))


@functools.lru_cache(maxsize=1024)
def _choice_label(model, field: str, value, language: str) -> str:
    return str(dict(model._meta.get_field(field).flatchoices).get(value, value))


@register.filter
def choice(obj, field: str) -> str:
    """``obj.get_<field>_display()`` memoised per value and language: the
    display method hashes every (lazily translated) choice at each call, a
    tenth of a millisecond, fifty times a list of online games."""
    return choice_label(type(obj), field, getattr(obj, field))


def choice_label(model, field: str, value) -> str:
    """``choice`` of a value read without its model instance."""
    return _choice_label(model, field, value, get_language())
