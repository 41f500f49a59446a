"""Picking in the Django admin's autocomplete boxes (select2) as an organizer does:
open the box, type, click the option.

The pick waits for the server's answer to the very words typed, not for a
fixed time. Opening the box sends one request with no words; typing sends
another and aborts the first. Once, in CI, the 48th of the 63 picks of the
organizer's event showed no option within the five seconds the test waited
then; so no answer within ten seconds, or no option once it came, means:
type again, at most ``ATTEMPTS`` times, and the test fails if the option
never shows.
"""

from urllib.parse import parse_qs, urlsplit

import pytest

sync_api = pytest.importorskip("playwright.sync_api")  # the e2e tests skip without it
expect, PlaywrightError = sync_api.expect, sync_api.Error

ATTEMPTS = 3
AUTOCOMPLETE = "/admin/autocomplete/"


def _answers(search: str):
    def is_answer(response) -> bool:
        url = urlsplit(response.url)
        return url.path == AUTOCOMPLETE and parse_qs(url.query).get("term") == [search]

    return is_answer


def choose(page, container_id: str, search: str, shown: str | None = None) -> None:
    """Type ``search`` in the autocomplete whose select2 box is ``container_id``
    and click the option showing ``shown`` (default: ``search``)."""
    shown = search if shown is None else shown
    page.locator(f"#{container_id}").locator("xpath=..").click()
    field = page.locator(".select2-container--open .select2-search__field")
    option = page.locator(".select2-container--open .select2-results__option", has_text=shown).first
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with page.expect_response(_answers(search), timeout=10_000):
                field.fill(search)
            expect(option).to_be_visible()
        except (AssertionError, PlaywrightError):
            if attempt == ATTEMPTS:
                raise
            # Typed again in the open box; not closed with Escape: select2 then
            # ignores the next thing typed (its keydown was "prevented").
            field.fill("")
            continue
        option.click()
        return
