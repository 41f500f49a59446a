"""A visitor in a real browser: home -> ratings -> a leaderboard -> its last page ->
a national table -> a player with a rating chart; and downloads equal the pages."""

import csv
import re

import pytest
from django.template.defaultfilters import floatformat

from ratings.models import Rating

pytestmark = pytest.mark.e2e
expect = pytest.importorskip("playwright.sync_api").expect


ROWS = "table.leaderboard tbody tr"


def table_rows(page):
    """(rank, first name, last name, nationality title, score) of each row shown."""
    rows = []
    for tr in page.locator(ROWS).all():
        cells = tr.locator("td")
        if cells.count() < 6:
            continue  # the "no players" row
        flag = cells.nth(1).locator(".flag")
        name = cells.nth(1).locator("a")
        last = name.locator(".surname").inner_text().strip()
        first = name.inner_text().strip()[: -len(last)].strip()
        rows.append(
            (
                cells.nth(0).inner_text().strip(),
                first,
                last,
                flag.get_attribute("title") if flag.count() else "",
                cells.nth(4).inner_text().strip(),
            )
        )
    return rows


def test_from_home_to_the_last_page_and_a_national_table(site, page, screenshot):
    total = Rating.objects.filter(system="dip-pouch", category="overall").count()
    assert total > 100
    pages = (total + 49) // 50

    page.goto(site.url + "/")
    expect(page.locator("main")).to_be_visible()
    screenshot(page, "home")
    page.locator("header").get_by_role("link", name="Ratings", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ratings/$"))
    page.get_by_role("link", name="Dip Pouch Tournament Rating").first.click()
    expect(page).to_have_url(re.compile(r"/ratings/dip-pouch/overall/$"))
    expect(page.locator(ROWS)).to_have_count(50)
    first = table_rows(page)
    assert [r[0] for r in first[:3]] == ["1", "2", "3"] or first[1][0] == "1"
    assert all(re.fullmatch(r"\d+\.\d\d", r[4]) for r in first)  # two decimals
    screenshot(page, "leaderboard")

    page.locator("nav.pagination").first.locator("a[rel=last]").click()
    expect(page).to_have_url(re.compile(rf"page={pages}$"))
    expect(page.locator(ROWS)).to_have_count(total - 50 * (pages - 1))
    expect(page.locator("nav.pagination").first.locator("[aria-current=page]")).to_have_text(
        str(pages)
    )
    last_rank = int(table_rows(page)[-1][0])
    assert last_rank <= total

    page.locator("select[name=country]").select_option("FR")
    page.locator("form.filters button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/ratings/dip-pouch/overall/FR/$"))
    nationals = Rating.objects.filter(system="dip-pouch", category="overall", nationality="FR")
    expect(page.locator(ROWS)).to_have_count(min(50, nationals.count()))
    rows = table_rows(page)
    assert {r[3] for r in rows} == {"France"}
    assert rows[0][0] == "1"
    ranks = [int(r[0]) for r in rows]
    assert ranks == sorted(ranks)
    screenshot(page, "leaderboard-national")


def test_the_csv_download_equals_the_rows_of_every_page(site, page, tmp_path):
    page.goto(site.url + "/ratings/dip-pouch/overall/?sort=name")
    shown = []
    while True:
        shown += table_rows(page)
        nxt = page.locator("nav.pagination").first.locator("a[rel=next]")
        if not nxt.count():
            break
        nxt.click()
        page.wait_for_load_state()
    with page.expect_download() as info:
        page.locator(".exports a[data-format=csv]").first.click()
    download = info.value
    assert download.suggested_filename == "dip-pouch-overall.csv"
    path = tmp_path / "table.csv"
    download.save_as(path)
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(shown) == Rating.objects.filter(system="dip-pouch").count()
    assert [(r["rank"], r["first_name"], r["last_name"]) for r in rows] == [
        (s[0], s[1], s[2]) for s in shown
    ]
    assert [floatformat(float(r["rating"]), 2) for r in rows] == [s[4] for s in shown]


def test_a_player_page_shows_the_rating_chart(site, page, screenshot):
    page.goto(site.url + "/ratings/dip-pouch/overall/")
    name = page.locator(ROWS).first.locator("td").nth(1).locator("a")
    last_name = name.locator(".surname").inner_text()
    name.click()
    expect(page).to_have_url(re.compile(r"/players/\d+/"))
    expect(page.locator("h1")).to_contain_text(last_name)
    chart = page.locator("svg.chart").first
    expect(chart).to_be_visible()
    assert chart.locator("path.line").count() == 1
    screenshot(page, "player")


def test_tournament_and_catalogue_pages(site, page, screenshot):
    page.goto(site.url + "/tournaments/")
    page.locator("main table a[href*='/tournaments/']").first.click()
    expect(page).to_have_url(re.compile(r"/tournaments/\d+/"))
    expect(page.locator("h1")).to_be_visible()
    screenshot(page, "tournament")
    page.goto(site.url + "/systems/")
    expect(page.get_by_text("Dip Pouch Tournament Rating").first).to_be_visible()
    screenshot(page, "catalogue")
    page.goto(site.url + "/ratings/dip-pouch/tournaments/")
    expect(page.locator("table.included-tournaments tbody tr").first).to_be_visible()
