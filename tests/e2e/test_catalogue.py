"""The systems catalogue in a real browser, on a phone (390 px) and a desktop: no sideways
scroll, the WDD's text-only systems unfold, and the calculator scores a typed board under
one kind of system or all of them."""

import pytest

pytestmark = pytest.mark.e2e
expect = pytest.importorskip("playwright.sync_api").expect

PHONE = {"width": 390, "height": 844}


def sideways_overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


@pytest.fixture
def server(live_server, transactional_db):
    return live_server


def test_the_catalogue_fits_a_phone_and_unfolds_the_text_only_systems(server, page, screenshot):
    page.set_viewport_size(PHONE)
    page.goto(server.url + "/systems/")
    expect(page.locator("#rank-center-count h3")).to_have_text("Rank + Center Count")
    assert sideways_overflow(page) == 0
    screenshot(page, "catalogue-phone")
    folded = page.locator("#rank details.text-only")
    expect(folded.locator("li").first).to_be_hidden()
    folded.locator("summary").click()
    expect(folded.locator("li").first).to_be_visible()
    assert sideways_overflow(page) == 0


@pytest.mark.parametrize("width", [390, 1280])
def test_the_calculator_scores_a_typed_board_under_every_kind(server, page, screenshot, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(server.url + "/systems/scoring/maxonian/")
    board = {
        "austria": (10, ""),
        "england": (8, ""),
        "france": (8, ""),
        "germany": (5, ""),
        "italy": (3, ""),
        "russia": (0, "1906"),
        "turkey": (0, "1905"),
    }
    for power, (centres, year) in board.items():  # over the prefilled example board
        page.fill(f"#id_{power}_centres", str(centres))
        page.fill(f"#id_{power}_year", year)
    page.select_option("#id_kind", "all")
    page.get_by_role("button", name="Score this board").click()
    results = page.locator("table.results")
    expect(results.locator("tr.current th a")).to_have_text("Maxonian")
    expect(results.locator("tr.kind")).to_have_count(4)
    assert results.locator("tbody th[scope=row]").count() >= 38
    assert sideways_overflow(page) == 0
    results.scroll_into_view_if_needed()
    screenshot(page, "calculator-phone" if width == 390 else "calculator")
