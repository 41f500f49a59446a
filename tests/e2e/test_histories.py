"""A visitor follows a rating back in time: a leaderboard row -> the player's
Dip Pouch history (chart, year ends, every event) -> a year of the switcher
-> a past table -> an event's rating impact -> a board's page -> an online
game's page, in a real browser."""

import re

import pytest

from ratings.models import PastTable, RatingTrail
from tournaments.models import Game, Player

pytestmark = pytest.mark.e2e
expect = pytest.importorskip("playwright.sync_api").expect


def test_from_a_leaderboard_row_to_the_player_s_history(site, page, screenshot):
    page.goto(site.url + "/ratings/dip-pouch/overall/")
    row = page.locator("table.leaderboard tbody tr").first
    row.locator("a[href*='/ratings/dip-pouch/overall/']").click()  # the rating
    expect(page).to_have_url(re.compile(r"/players/\d+/[^/]+/ratings/dip-pouch/overall/$"))
    expect(page.locator("svg.chart.events")).to_be_visible()
    expect(page.locator("svg.chart .peak circle")).to_have_count(1)
    rows = page.locator("table.history tbody tr")
    assert rows.count() >= 1
    first = rows.first.locator("td")
    assert re.fullmatch(r"\d+ / \d+", first.nth(2).inner_text().strip())  # P / N
    assert re.fullmatch(r"[+\u2212]?\d+\.\d\d", first.nth(6).inner_text().strip())  # the change

    busiest = (
        RatingTrail.objects.filter(system="dip-pouch")
        .values_list("player", "changes")
        .order_by("-changes", "player")
        .first()
    )
    player = Player.objects.get(pk=busiest[0])
    page.goto(site.url + f"/players/{player.pk}/{player.slug}/ratings/dip-pouch/overall/")
    expect(page.locator("table.history tbody tr")).to_have_count(min(50, busiest[1]))
    screenshot(page, "player-history")

    page.locator("#changes a").first.click()  # the newest event
    expect(page).to_have_url(re.compile(r"/tournaments/\d+/"))
    expect(page.locator("#ratings table.impact tbody tr").first).to_be_visible()


def test_the_year_switcher_shows_a_past_table(site, page, screenshot):
    year = (
        PastTable.objects.filter(system="dip-pouch", players__gt=50)
        .order_by("-as_of")
        .values_list("as_of", flat=True)
        .first()
    )
    assert year is not None
    page.goto(site.url + "/ratings/dip-pouch/overall/")
    page.locator("nav.years").get_by_role("link", name=str(year.year), exact=True).click()
    expect(page).to_have_url(re.compile(rf"\?as_of={year.isoformat()}$"))
    expect(page.locator("nav.years [aria-current=page]")).to_have_text(str(year.year))
    expect(page.locator(".past-note")).to_be_visible()
    expect(page.locator("table.leaderboard tbody tr")).to_have_count(50)
    screenshot(page, "leaderboard-past")

    page.locator("select[name=country]").select_option("FR")
    page.locator("form.filters button[type=submit]").click()
    expect(page).to_have_url(re.compile(rf"/FR/\?as_of={year.isoformat()}$"))
    assert page.locator("table.leaderboard tbody tr td").first.inner_text().strip() == "1"


def test_a_board_and_an_online_game_have_pages(site, page):
    board = Game.objects.filter(round__isnull=False, results__isnull=False).first()
    page.goto(site.url + board.round.tournament.get_absolute_url())
    link = page.locator(f"a[href='{board.get_absolute_url()}']").first
    if not link.count():  # one round's boards at a time: the round switcher
        page.locator("nav.rounds a", has_text=f"Round {board.round.number}").first.click()
        expect(page).to_have_url(re.compile(rf"\?round={board.round.number}#boards$"))
    link.click()
    expect(page.locator("table.game-results tbody tr")).to_have_count(board.results.count())
    expect(page.locator("details.impact").first).to_be_visible()

    online = Game.objects.filter(round__isnull=True, results__isnull=False).first()
    page.goto(site.url + online.get_absolute_url())
    expect(page.locator("h1")).to_contain_text(online.key)
    expect(page.locator("details.impact[open] tbody tr").first).to_be_visible()
