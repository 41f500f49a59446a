"""Typed field readers shared by every parser.

Each reader takes the raw value and a `where` (file + record) and either
returns a clean value or raises ImportFailed naming the field, in the active
language (``exchange.wording``). Booleans are not integers here, and numbers
are bounded, so hostile input can't slip through Python's loose typing.
"""

from datetime import UTC, date, datetime

from django.utils.translation import gettext as _
from django_countries import countries

from .errors import ImportFailed

_VALID_COUNTRIES = {code for code, _name in countries}


class Where:
    """The file and the record being read (a string or a ``wording.Label``)."""

    def __init__(self, file: str, record):
        self.file = file
        self.record = record

    def fail(self, problem: str) -> ImportFailed:
        return ImportFailed(self.file, self.record, problem)

    def child(self, record) -> "Where":
        return Where(self.file, record)


def check_fields(obj, allowed: set[str], required: set[str], where: Where) -> dict:
    """``obj`` when it is an object with only ``allowed`` fields and every
    ``required`` one; else the refusal naming the first wrong field, in sorted
    order. A bench bundle has 1.7 million objects, nearly all fine: they are
    passed by two key-view comparisons, without the sets and sorting a refusal
    needs."""
    if isinstance(obj, dict) and obj.keys() <= allowed and obj.keys() >= required:
        return obj
    if not isinstance(obj, dict):
        raise where.fail(_("expected an object, got %(type)s") % {"type": type_name(obj)})
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise where.fail(_("unknown field %(field)s") % {"field": repr(unknown[0])})
    missing = sorted(required - set(obj))
    if missing:
        raise where.fail(_("missing field %(field)s") % {"field": repr(missing[0])})
    return obj


def type_name(value) -> str:
    """What a JSON value is, in words (for a refusal: translated)."""
    names = {dict: _("an object"), list: _("a list"), str: _("a string"), bool: _("a boolean")}
    return names.get(type(value), _("null") if value is None else _("a number"))


def text(obj: dict, name: str, where: Where, *, max_length: int, required=True) -> str:
    value = obj.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise where.fail(
            _("%(field)s must be a string, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    value = value.strip()
    if required and not value:
        raise where.fail(_("%(field)s is empty") % {"field": name})
    if len(value) > max_length:
        raise where.fail(
            _("%(field)s is longer than %(max)s characters") % {"field": name, "max": max_length}
        )
    if "\x00" in value:
        raise where.fail(_("%(field)s contains a NUL character") % {"field": name})
    return value


def integer(obj: dict, name: str, where: Where, *, low: int, high: int, required=True):
    value = obj.get(name)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise where.fail(
            _("%(field)s must be a whole number, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    if not low <= value <= high:
        raise where.fail(
            _("%(field)s %(value)s is out of range (%(low)s..%(high)s)")
            % {"field": name, "value": value, "low": low, "high": high}
        )
    return value


def number(obj: dict, name: str, where: Where, *, required=True):
    value = obj.get(name)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise where.fail(
            _("%(field)s must be a number, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    if value != value or abs(value) > 1e12:
        raise where.fail(
            _("%(field)s %(value)s is not a usable number") % {"field": name, "value": value}
        )
    return float(value)


def boolean(obj: dict, name: str, where: Where, *, default=False) -> bool:
    value = obj.get(name, default)
    if not isinstance(value, bool):
        raise where.fail(
            _("%(field)s must be true or false, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    return value


def parse_date(value, name: str, where: Where) -> date:
    if not isinstance(value, str):
        raise where.fail(
            _("%(field)s must be a date YYYY-MM-DD, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    try:
        parsed = date.fromisoformat(value)
    except ValueError:
        raise where.fail(
            _("%(field)s %(value)s is not a valid date (YYYY-MM-DD)")
            % {"field": name, "value": repr(value[:40])}
        ) from None
    if len(value) != 10 or not 1800 <= parsed.year <= 2200:
        raise where.fail(
            _("%(field)s %(value)s is not a valid date (YYYY-MM-DD)")
            % {"field": name, "value": repr(value[:40])}
        )
    return parsed


def date_time(obj: dict, name: str, where: Where) -> datetime | None:
    """An optional ISO 8601 date-time, as an aware datetime (UTC when it gives
    no offset)."""
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise where.fail(
            _("%(field)s must be an ISO 8601 date-time, got %(type)s")
            % {"field": name, "type": type_name(value)}
        )
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise where.fail(
            _("%(field)s %(value)s is not an ISO 8601 date-time")
            % {"field": name, "value": repr(value[:40])}
        ) from None
    if "T" not in value.upper() and " " not in value:
        raise where.fail(
            _("%(field)s %(value)s is a date, not an ISO 8601 date-time")
            % {"field": name, "value": repr(value[:40])}
        )
    if not 1800 <= parsed.year <= 2200:
        raise where.fail(
            _("%(field)s %(value)s is out of range") % {"field": name, "value": repr(value[:40])}
        )
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.astimezone(UTC)


def a_date(obj: dict, name: str, where: Where, *, required=True):
    value = obj.get(name)
    if value is None and not required:
        return None
    return parse_date(value, name, where)


def country(obj: dict, name: str, where: Where, *, required=False) -> str:
    value = obj.get(name)
    if value in (None, "") and not required:
        return ""
    return country_code(value, name, where)


def country_code(value, name: str, where: Where) -> str:
    if not isinstance(value, str) or value.upper() not in _VALID_COUNTRIES:
        shown = value[:20] if isinstance(value, str) else type_name(value)
        raise where.fail(
            _("%(field)s %(value)s is not an ISO 3166-1 alpha-2 country code")
            % {"field": name, "value": repr(shown)}
        )
    return value.upper()


def choice(obj: dict, name: str, where: Where, options, *, default: str) -> str:
    value = obj.get(name, default)
    if value is None:
        value = default
    if not isinstance(value, str) or value not in options:
        shown = value[:40] if isinstance(value, str) else type_name(value)
        raise where.fail(
            _("%(field)s %(value)s is not one of %(options)s")
            % {"field": name, "value": repr(shown), "options": ", ".join(sorted(options))}
        )
    return value


def a_list(obj: dict, name: str, where: Where, *, max_items: int = 10_000_000):
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, list):
        raise where.fail(
            _("%(field)s must be a list, got %(type)s") % {"field": name, "type": type_name(value)}
        )
    if len(value) > max_items:
        raise where.fail(
            _("%(field)s has more than %(max)s items") % {"field": name, "max": max_items}
        )
    return value
