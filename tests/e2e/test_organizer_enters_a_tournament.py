"""Measured: an organizer enters a whole event through the admin, from an empty
tournament to published standings: 21 players, 3 rounds of 3 boards. The test
counts the pages the browser loads and the time it takes, checks the public
tournament page and the ratings, and prints the figures the README reports.

The 21 players exist already (as most of an event's players do in the WDD);
everything about the tournament is typed: the tournament form, "Save and add
boards", each round's three boards on one page (63 players picked with the
autocomplete, 63 centre counts), then "Publish the computed standings".
"""

import re
import time

import pytest

from tournaments.models import Board, Player, Standing, Tournament

from .select2 import choose

pytestmark = pytest.mark.e2e
expect = pytest.importorskip("playwright.sync_api").expect

PASSWORD = "organizer-pass-1234"
CENTRES = (10, 8, 6, 4, 3, 2, 1)


@pytest.fixture
def organizer(live_server, transactional_db):
    from django.contrib.auth import get_user_model

    from tournaments.admin.organizers import ensure_organizer_group

    user = get_user_model().objects.create_user("orga", "orga@example.org", PASSWORD, is_staff=True)
    user.groups.add(ensure_organizer_group())
    players = [
        Player.objects.create(
            key=f"e2e-{i:02d}",
            first_name=f"Ada{i:02d}",
            last_name=f"Zephyr{i:02d}",
            nationality="FR",
        )
        for i in range(21)
    ]
    return live_server, players


def seating(round_no: int) -> list[list[int]]:
    """Three boards of seven, a different mix each round."""
    step = {1: 1, 2: 4, 3: 5}[round_no]  # coprime with 21: everyone once a round
    order = [(i * step + round_no) % 21 for i in range(21)]
    return [order[b * 7 : b * 7 + 7] for b in range(3)]


def test_an_organizer_enters_a_21_player_3_round_event_and_publishes_it(organizer, page):
    server, players = organizer
    loads, refused = [], []
    page.on("framenavigated", lambda frame: frame == page.main_frame and loads.append(frame.url))
    page.on(
        "console",
        lambda msg: "Content Security Policy" in msg.text and refused.append(msg.text),
    )
    started = time.monotonic()

    page.goto(server.url + "/admin/login/?next=/admin/tournaments/tournament/add/")
    page.fill("#id_username", "orga")
    page.fill("#id_password", PASSWORD)
    page.locator("input[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/tournament/add/"))
    page.fill("#id_name", "Zephyr Open 2025")
    page.fill("#id_key", "zephyr-open-2025")
    page.fill("#id_start_date", "2025-06-07")
    page.fill("#id_end_date", "2025-06-08")
    page.fill("#id_city", "Lyon")
    page.select_option("#id_country", "FR")
    page.fill("#id_rounds", "3")
    page.select_option("#id_scoring_system", "sum-of-squares")
    page.locator("input[name=_addboards]").first.click()

    for round_no in (1, 2, 3):
        expect(page.locator("h1")).to_contain_text(f"Boards of round {round_no}")
        for b, seats in enumerate(seating(round_no)):
            for row, (index, centres) in enumerate(zip(seats, CENTRES, strict=True)):
                choose(
                    page, f"select2-id_board{b}-{row}-player-container", players[index].last_name
                )
                page.fill(f"#id_board{b}-{row}-centres", str(centres))
        button = "_next_round" if round_no < 3 else "_save"
        page.locator(f"input[name={button}]").click()

    expect(page).to_have_url(re.compile(r"/tournament/\d+/change/"))
    expect(page.locator(".messagelist")).to_contain_text("Computed standings of Zephyr Open 2025")
    page.locator("button.publish-button").click()
    expect(page.locator(".messagelist .success")).to_contain_text(
        "21 computed placements published"
    )
    elapsed = time.monotonic() - started
    entry_loads = len(loads)

    tournament = Tournament.objects.get(key="zephyr-open-2025")
    assert Board.objects.filter(round__tournament=tournament).count() == 9
    assert Standing.objects.filter(tournament=tournament).count() == 21
    page.goto(server.url + tournament.get_absolute_url())
    expect(page.locator("#boards .board")).to_have_count(3)  # the last round's
    for number in (1, 2):  # the others through the round switcher
        page.get_by_role("link", name=f"Round {number}", exact=True).click()
        expect(page.locator("#boards .board")).to_have_count(3)
    page.goto(server.url + tournament.get_absolute_url())
    winner = Standing.objects.filter(tournament=tournament, rank=1).select_related("player").first()
    expect(page.locator("#standings table tbody tr").first).to_contain_text(winner.player.last_name)
    page.goto(server.url + "/ratings/dip-pouch/overall/")
    expect(page.locator("table tbody tr")).to_have_count(21)
    expect(page.locator("table tbody tr").first).to_contain_text(winner.player.last_name)
    print(f"\nORGANIZER ENTRY: {entry_loads} page loads, {elapsed:.1f} s")
    assert entry_loads <= 8
    assert not refused  # every admin page passes the Content-Security-Policy
