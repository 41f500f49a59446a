"""At 390 px and 1280 px, in English and French, the filter bars' lists show
their whole default choice ("All years", "Toutes", "peu importe"...) and the
search boxes their whole hint ("First or last name", "Prénom ou nom"). In
French "Toutes les années", "Tous les événements", "Tous les systèmes" and
"n'importe quand" were cut off by the list's arrow on a phone, the last on a
desktop too; the name boxes' hints were cut off on a phone in both languages
and on the leaderboard on a desktop, the home page's ("Find a player: first or
last name") on a phone. The leaderboard's date box is as tall as the boxes
beside it and drawn like them."""

import pytest

pytestmark = pytest.mark.e2e
pytest.importorskip("playwright.sync_api")

FILTER_PAGES = ("/ratings/dip-pouch/overall/", "/tournaments/", "/players/")
SEARCH_PAGES = ("/", *FILTER_PAGES)

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


#: each search box whose hint is wider than its box (less its padding and,
#: for a search box, the clear button's room)
HINT_CUT_OFF = """
[...document.querySelectorAll('input[type=search][placeholder]')].map(box => {
  const style = getComputedStyle(box);
  const context = document.createElement('canvas').getContext('2d');
  context.font = style.font;
  const room = box.clientWidth - parseFloat(style.paddingLeft)
    - parseFloat(style.paddingRight) - 16;
  return [box.id, box.placeholder, Math.ceil(context.measureText(box.placeholder).width),
          Math.floor(room)];
}).filter(([, , needed, room]) => needed > room)
"""


def cut_off(site, browser, width, language, paths, script, wanted):
    """{path: what ``script`` finds cut off} over ``paths``, each page having
    at least one element of ``wanted``."""
    context = browser.new_context(
        viewport={"width": width, "height": 900},
        locale="fr-FR" if language == "fr" else "en-GB",
        extra_http_headers={"Accept-Language": language},
    )
    try:
        page = context.new_page()
        found = {}
        for path in paths:
            page.goto(site.url + path)
            assert page.locator(wanted).count() >= 1, path
            if cut := page.evaluate(script):
                found[path] = cut
        return found
    finally:
        context.close()


@pytest.mark.parametrize("width", (390, 1280))
@pytest.mark.parametrize("language", ("en", "fr"))
def test_every_default_choice_is_shown_whole(site, browser, width, language):
    found = cut_off(site, browser, width, language, FILTER_PAGES, CUT_OFF, "form.filters select")
    assert found == {}


@pytest.mark.parametrize("width", (390, 1280))
@pytest.mark.parametrize("language", ("en", "fr"))
def test_every_search_box_shows_its_whole_hint(site, browser, width, language):
    found = cut_off(
        site, browser, width, language, SEARCH_PAGES, HINT_CUT_OFF, "input[type=search]"
    )
    assert found == {}


#: the height of each box of the filter bar, by name
BOX_HEIGHTS = """
Object.fromEntries([...document.querySelectorAll('form.filters input, form.filters select')]
  .map(box => [box.name, Math.round(box.getBoundingClientRect().height)]))
"""


@pytest.mark.parametrize("width", (390, 1280))
def test_the_date_box_is_as_tall_as_the_boxes_beside_it(site, browser, width):
    """The leaderboard's "As of" date box was drawn by the browser (a dark
    border, 2 px taller), so on a desktop it stood out of the row of boxes."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(site.url + FILTER_PAGES[0])
        heights = page.evaluate(BOX_HEIGHTS)
        assert "as_of" in heights and max(heights.values()) - min(heights.values()) <= 1, heights
        border = page.eval_on_selector(
            "input[name=as_of]", "e => getComputedStyle(e).borderTopColor"
        )
        assert border == page.eval_on_selector("select", "e => getComputedStyle(e).borderTopColor")
    finally:
        context.close()
