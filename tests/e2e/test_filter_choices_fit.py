"""The filter bars' lists show their whole default choice ("All years",
"Toutes", "peu importe"...) at 390 px and 1280 px, in English and French: in
French "Toutes les années", "Tous les événements", "Tous les systèmes" and
"n'importe quand" were cut off by the list's arrow on a phone, and the last
on a desktop too."""

import pytest

pytestmark = pytest.mark.e2e
pytest.importorskip("playwright.sync_api")

FILTER_PAGES = ("/ratings/dip-pouch/overall/", "/tournaments/", "/players/")

#: each <select> of the filter bar whose shown choice is wider than the room
#: its box leaves beside the arrow (Chromium draws the arrow in about 20 px)
CUT_OFF = """
[...document.querySelectorAll('form.filters select')].map(select => {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d');
  context.font = style.font;
  const shown = select.options[select.selectedIndex].text;
  const room = select.clientWidth - parseFloat(style.paddingLeft)
    - parseFloat(style.paddingRight) - 20;
  return [select.name, shown, Math.ceil(context.measureText(shown).width), Math.floor(room)];
}).filter(([, , needed, room]) => needed > room)
"""


@pytest.mark.parametrize("width", (390, 1280))
@pytest.mark.parametrize("language", ("en", "fr"))
def test_every_default_choice_is_shown_whole(site, browser, width, language):
    context = browser.new_context(
        viewport={"width": width, "height": 900},
        locale="fr-FR" if language == "fr" else "en-GB",
        extra_http_headers={"Accept-Language": language},
    )
    try:
        page = context.new_page()
        for path in FILTER_PAGES:
            page.goto(site.url + path)
            assert page.locator("form.filters select").count() >= 1, path
            assert page.evaluate(CUT_OFF) == [], path
    finally:
        context.close()
