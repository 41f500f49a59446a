"""Typed field readers shared by every parser.

Each reader takes the raw value and a `where` (file + record) and either
returns a clean value or raises ImportFailed naming the field. Booleans are
not integers here, and numbers are bounded, so hostile input can't slip
through Python's loose typing.
"""

from datetime import UTC, date, datetime

from django_countries import countries

from .errors import ImportFailed

_VALID_COUNTRIES = {code for code, _name in countries}


class Where:
    def __init__(self, file: str, record: str):
        self.file = file
        self.record = record

    def fail(self, problem: str) -> ImportFailed:
        return ImportFailed(self.file, self.record, problem)

    def child(self, record: str) -> "Where":
        return Where(self.file, record)


def check_fields(obj, allowed: set[str], required: set[str], where: Where) -> dict:
    if not isinstance(obj, dict):
        raise where.fail(f"expected an object, got {type_name(obj)}")
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise where.fail(f"unknown field {unknown[0]!r}")
    missing = sorted(required - set(obj))
    if missing:
        raise where.fail(f"missing field {missing[0]!r}")
    return obj


def type_name(value) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}.get(
        type(value), "null" if value is None else "a number"
    )


def text(obj: dict, name: str, where: Where, *, max_length: int, required=True) -> str:
    value = obj.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise where.fail(f"{name} must be a string, got {type_name(value)}")
    value = value.strip()
    if required and not value:
        raise where.fail(f"{name} is empty")
    if len(value) > max_length:
        raise where.fail(f"{name} is longer than {max_length} characters")
    if "\x00" in value:
        raise where.fail(f"{name} contains a NUL character")
    return value


def integer(obj: dict, name: str, where: Where, *, low: int, high: int, required=True):
    value = obj.get(name)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise where.fail(f"{name} must be a whole number, got {type_name(value)}")
    if not low <= value <= high:
        raise where.fail(f"{name} {value} is out of range ({low}..{high})")
    return value


def number(obj: dict, name: str, where: Where, *, required=True):
    value = obj.get(name)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise where.fail(f"{name} must be a number, got {type_name(value)}")
    if value != value or abs(value) > 1e12:
        raise where.fail(f"{name} {value} is not a usable number")
    return float(value)


def boolean(obj: dict, name: str, where: Where, *, default=False) -> bool:
    value = obj.get(name, default)
    if not isinstance(value, bool):
        raise where.fail(f"{name} must be true or false, got {type_name(value)}")
    return value


def parse_date(value, name: str, where: Where) -> date:
    if not isinstance(value, str):
        raise where.fail(f"{name} must be a date YYYY-MM-DD, got {type_name(value)}")
    try:
        parsed = date.fromisoformat(value)
    except ValueError:
        raise where.fail(f"{name} {value[:40]!r} is not a valid date (YYYY-MM-DD)") from None
    if len(value) != 10 or not 1800 <= parsed.year <= 2200:
        raise where.fail(f"{name} {value[:40]!r} is not a valid date (YYYY-MM-DD)")
    return parsed


def date_time(obj: dict, name: str, where: Where) -> datetime | None:
    """An optional ISO 8601 date-time, as an aware datetime (UTC when it gives
    no offset)."""
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise where.fail(f"{name} must be an ISO 8601 date-time, got {type_name(value)}")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise where.fail(f"{name} {value[:40]!r} is not an ISO 8601 date-time") from None
    if "T" not in value.upper() and " " not in value:
        raise where.fail(f"{name} {value[:40]!r} is a date, not an ISO 8601 date-time")
    if not 1800 <= parsed.year <= 2200:
        raise where.fail(f"{name} {value[:40]!r} is out of range")
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
        raise where.fail(f"{name} {shown!r} is not an ISO 3166-1 alpha-2 country code")
    return value.upper()


def choice(obj: dict, name: str, where: Where, options, *, default: str) -> str:
    value = obj.get(name, default)
    if value is None:
        value = default
    if not isinstance(value, str) or value not in options:
        shown = value[:40] if isinstance(value, str) else type_name(value)
        raise where.fail(f"{name} {shown!r} is not one of {', '.join(sorted(options))}")
    return value


def a_list(obj: dict, name: str, where: Where, *, max_items: int = 10_000_000):
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, list):
        raise where.fail(f"{name} must be a list, got {type_name(value)}")
    if len(value) > max_items:
        raise where.fail(f"{name} has more than {max_items} items")
    return value
