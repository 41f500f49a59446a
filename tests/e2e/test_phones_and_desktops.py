"""The page types in a real browser at 390 px (a phone) and 1280 px, in English
and French: nothing scrolls sideways (the page or any table), every table row shows
its rank, the player's flag and full name and the score inside the viewport, no
Content-Security-Policy violation, no failed request (favicon included), no emoji
flags, and axe-core finds no serious or critical accessibility violation."""

import re

import pytest

from ratings.models import PastTable, Rating
from tournaments.models import Circuit, Game, Tournament

pytestmark = pytest.mark.e2e
sync_api = pytest.importorskip("playwright.sync_api")
axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")

WIDTHS = (390, 1280)
LANGUAGES = ("en", "fr")
FLAG_EMOJI = re.compile("[\U0001f1e6-\U0001f1ff\U0001f3c6]")

WATCH_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline"));
});
"""

#: Per page type: the rows to check, and inside each row the cells that must be seen.
LAYOUT = {
    "leaderboard": ("table.leaderboard tbody tr", ["td.rank", "td.player .flag", "td.player a", "td:nth-child(5)"]),
    # sorted by a column a phone folds: that column is shown too (else the order looks shuffled)
    "leaderboard-by-events": ("table.leaderboard tbody tr", ["td.rank", "td.player .flag", "td.player a", "td:nth-child(5)", "td:nth-child(6)"]),
    "leaderboard-by-nationality": ("table.leaderboard tbody tr", ["td.rank", "td.player .flag", "td.player a", "td:nth-child(3) .flag", "td:nth-child(5)"]),
    "tournament": ("table.standings tbody tr", ["td.rank", "td.player .flag", "td.player a", "td.num:not(.rank):not(.hide-narrow)"]),
    "player": ("#ratings table tbody tr", ["td.table-name a", "td.strong", "td:nth-child(3)", "td:nth-child(4)"]),
    "circuit": ("table.circuit tbody tr", ["td.rank", "td.player .flag", "td.player a", "td.total"]),
    "catalogue": ("#scoring ul.system-list:not(.text-only) > li", ["p.name a", "p.summary"]),
    "past-table": ("table.leaderboard tbody tr", ["td.rank", "td.player .flag", "td.player a", "td:nth-child(5)"]),
    "history": ("table.history tbody tr", ["td.date", "td:nth-child(2) a", "td.rank", "td.delta"]),
    "game": ("table.game-results tbody tr", ["td.player a", "td:nth-child(3)", "td.outcome", "td.delta:not(.hide-narrow)"]),
    "tournament-list": ("main table.data tbody tr", ["td.date", "td:nth-child(2) a", "td.num"]),
    "included-circuits": ("table.included-circuits tbody tr", ["td:nth-child(1) a", "td.num:last-child"]),
    "included-tournaments": ("table.included-tournaments tbody tr", ["td:nth-child(2) a", "td.num:last-child"]),
    "ratings-index": ("table.categories tbody tr", ["td:nth-child(1) a", "td.num"]),
    "circuit-list": ("main table.data tbody tr", ["td:nth-child(1) a", "td.num:last-child"]),
    "home": ("main table.data:not(.compact) tbody tr", ["td.date", "td:nth-child(2) a", "td.num"]),
    "player-search": ("main .also-found li", ["a"]),
    "tournament-search": ("main .also-found li", ["a"]),
}  # fmt: skip
#: On a phone: the player's national rank moves under the world rank (its column folds).
PHONE_LAYOUT = {
    "player": ("#ratings table tbody tr", ["td.table-name a", "td.strong", "td:nth-child(3)", "td:nth-child(3) .national"]),
}  # fmt: skip


@pytest.fixture
def pages(site):
    """The URL of each page type on the browser tests' site (a circuit added)."""
    events = list(Tournament.objects.order_by("end_date"))
    circuit = Circuit.objects.create(key="e2e-circuit", name="Grand Prix d'Europe", best_of=3)
    circuit.tournaments.set(events[-4:])
    from tournaments.standings import recompute_standings

    recompute_standings()
    top = Rating.objects.filter(system="dip-pouch", category="overall").first()  # the rank order
    biggest = max(events, key=lambda t: t.standings.count() + t.computed_standings.count())
    year = PastTable.objects.filter(system="dip-pouch", players__gt=3).order_by("-as_of").first()
    busiest = max(events[-1].standings.all() or events[-1].computed_standings.all(),
                  key=lambda s: sum(t.changes for t in s.player.rating_trails.all())).player  # fmt: skip
    board = Game.objects.filter(round__isnull=False, results__isnull=False).first()
    return {
        "leaderboard": "/ratings/dip-pouch/overall/",
        "leaderboard-by-events": "/ratings/dip-pouch/overall/?sort=-events",
        "leaderboard-by-nationality": "/ratings/dip-pouch/overall/?sort=nationality",
        "tournament": biggest.get_absolute_url(),
        "player": top.player.get_absolute_url(),
        "circuit": circuit.get_absolute_url(),
        "catalogue": "/systems/",
        "past-table": f"/ratings/dip-pouch/overall/?as_of={year.as_of.isoformat()}",
        "history": f"/players/{busiest.pk}/{busiest.slug}/ratings/dip-pouch/overall/",
        "game": board.get_absolute_url(),
        "tournament-list": "/tournaments/",
        "player-search": f"/players/?q={biggest.city or biggest.name.split()[0]}",  # its events
        "tournament-search": f"/tournaments/?q={top.player.last_name}",  # no event: the player
        "included-circuits": "/ratings/dip-pouch/circuits/",  # a circuit without a season
        "included-tournaments": "/ratings/dip-pouch/tournaments/",
        "ratings-index": "/ratings/",
        "circuit-list": "/circuits/",
        "home": "/",
    }


def open_page(browser, url, width, language):
    context = browser.new_context(
        viewport={"width": width, "height": 900},
        locale="fr-FR" if language == "fr" else "en-GB",
        extra_http_headers={"Accept-Language": language},
    )
    page = context.new_page()
    page.add_init_script(WATCH_CSP)
    failed = []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(url)
    page.wait_for_load_state("load")
    return context, page, failed


#: words of these cells that a line break cuts in two (each word's rectangles)
BROKEN_WORDS = """sel => [...document.querySelectorAll(sel)].flatMap(cell => {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  const broken = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  return broken;
})"""

#: cells whose words must stay whole (names of tables and systems)
WHOLE_WORDS = {"player": "#ratings td.table-name"}


def outside(page, locator) -> list[str]:
    """Elements of ``locator`` whose box is not inside the viewport's width."""
    width = page.evaluate("innerWidth")
    bad = []
    for el in locator.all():
        box = el.bounding_box()
        if box is None or box["x"] < 0 or box["x"] + box["width"] > width + 0.5:
            bad.append(f"{el.evaluate('e => e.outerHTML')[:120]} at {box}")
    return bad


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", list(LAYOUT))
def test_the_page_fits_and_is_clean(site, pages, browser, kind, width, language, screenshot):
    context, page, failed = open_page(browser, site.url + pages[kind], width, language)
    try:
        assert page.evaluate("document.documentElement.lang") == language
        scroll = page.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
        assert scroll[0] <= scroll[1], f"the page scrolls sideways: {scroll}"
        wide = page.evaluate(
            """[...document.querySelectorAll('.table-wrap, .table-container, .board')]
                .filter(w => w.offsetParent !== null && w.scrollWidth > w.clientWidth + 1)
                .map(w => w.className + ' ' + w.scrollWidth + '>' + w.clientWidth)"""
        )
        assert wide == [], "a table scrolls sideways"
        rows_selector, cells = (PHONE_LAYOUT if width < 640 else LAYOUT).get(kind, LAYOUT[kind])
        rows = page.locator(rows_selector)
        assert rows.count() > 0
        for cell in cells:
            found = page.locator(f"{rows_selector} {cell}")
            assert found.count() >= min(rows.count(), 3), cell
            assert outside(page, found.first) == [] and outside(page, found.last) == [], cell
        if kind in WHOLE_WORDS:
            assert page.evaluate(BROKEN_WORDS, WHOLE_WORDS[kind]) == []
        assert page.evaluate("window.__csp") == []
        assert failed == []
        assert not FLAG_EMOJI.search(page.content())
        results = axe_module.Axe().run(page)
        serious = [
            f"{v['id']}: {v['help']}: {[n['target'] for n in v['nodes']][:5]}"
            for v in results.response["violations"]
            if v.get("impact") in ("serious", "critical")
        ]
        assert serious == []
        suffix = "" if width == 1280 else "-phone"
        if language == "en" or (kind == "leaderboard" and width == 1280):
            screenshot(page, f"{kind}{suffix}{'-fr' if language == 'fr' else ''}")
    finally:
        context.close()


def test_the_api_docs_work_under_the_policy(site, browser):
    context, page, failed = open_page(browser, site.url + "/api/v1/docs/", 1280, "en")
    try:
        page.locator(".swagger-ui .opblock").first.wait_for()
        assert page.locator(".swagger-ui .opblock").count() >= 6
        assert page.evaluate("window.__csp") == []
        assert failed == []
    finally:
        context.close()
