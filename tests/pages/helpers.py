"""Small helpers for the page tests."""

import re

from django.urls import reverse


def text(response) -> str:
    """The page's HTML as text (decoded)."""
    return response.content.decode()


def canonical_link(response) -> str | None:
    match = re.search(r'<link rel="canonical" href="([^"]+)">', text(response))
    return match.group(1) if match else None


def title(response) -> str:
    match = re.search(r"<title>(.*?)</title>", text(response), re.S)
    return match.group(1).strip() if match else ""


def calculator_query(board: dict[str, tuple[int, int | None]]) -> dict[str, str]:
    """GET parameters of the calculator for {power: (centres, eliminated year)}."""
    params = {}
    for power, (centres, year) in board.items():
        params[f"{power.lower()}_centres"] = str(centres)
        params[f"{power.lower()}_year"] = "" if year is None else str(year)
    return params


def url(name, *args) -> str:
    return reverse(name, args=args)
