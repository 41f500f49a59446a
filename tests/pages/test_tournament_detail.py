"""The tournament page: facts, standings (published and computed), boards, awards."""

import re

import pytest

from tournaments.importing import import_bundle_data

from .helpers import canonical_link, text, title

pytestmark = pytest.mark.django_db


def get(client, tournament):
    response = client.get(tournament.get_absolute_url())
    assert response.status_code == 200
    return response


def test_it_shows_the_event_facts(site, client):
    paris = site.tournaments["paris"]
    response = get(client, paris)
    page = text(response)
    assert title(response).startswith("Paris Open (2013)")
    assert "Jean Dupont" in page
    assert 'title="France"' in page and "Paris" in page
    assert 'href="/systems/scoring/squares-daanz/"' in page
    assert response.context["players"] == 7
    assert response.context["board_count"] == 2
    assert site.circuit.get_absolute_url() in page
    assert canonical_link(response) == f"http://testserver{paris.get_absolute_url()}"


def test_it_shows_the_dip_pouch_coefficient(site, client):
    # Paris: 7 players, two rounds: V = 7 / 3.5 + 2 = 4; the WDC: 20.
    assert get(client, site.tournaments["paris"]).context["coefficient"] == pytest.approx(4.0)
    wdc = get(client, site.tournaments["wdc"])
    assert wdc.context["coefficient"] == 20
    assert "20.00" in text(wdc)


def test_published_standings_show_rank_player_score_and_percentile(site, client):
    response = get(client, site.tournaments["wdc"])
    lines = response.context["standings"].lines
    assert [(line.player.key, line.rank) for line in lines][:4] == [
        ("p7", 1),
        ("p8", 2),
        ("p1", 3),  # ties by player key (the same order after a restore)
        ("p2", 3),
    ]
    # Dip Pouch percentile: (N + 0.5 - P) / N * 100 with N = 8
    assert lines[0].percentile == pytest.approx(93.75)
    assert lines[2].percentile == lines[3].percentile == pytest.approx(68.75)
    assert lines[-1].percentile == pytest.approx(6.25)
    page = text(response)
    assert "93.75" in page and "6.25" in page
    assert site.players["p8"].get_absolute_url() in page


def test_computed_standings_appear_alongside_published_ones(site, client):
    pytest.importorskip("tournaments.standings")
    response = get(client, site.tournaments["paris"])
    standings = response.context["standings"]
    assert standings.has_published and standings.has_computed
    first = standings.lines[0]
    assert first.published.rank == 1 and first.published.score == 90.0
    assert first.computed is not None
    page = text(response)
    assert "Published" in page and "Computed" in page
    assert f"{first.computed.score:.2f}" in page


def test_a_boards_only_event_ranks_by_its_computed_standings_with_tiers(site, client):
    pytest.importorskip("tournaments.standings")
    response = get(client, site.tournaments["london"])
    standings = response.context["standings"]
    assert not standings.has_published and standings.uses_tiers
    top = standings.lines[0]
    assert top.player.key == "p3" and top.rank == 1 and top.computed.tier == 1
    assert top.computed.wins == 1
    assert top.percentile == pytest.approx((7 + 0.5 - 1) / 7 * 100)
    page = text(response)
    assert ">Tier<" in page and ">Wins<" in page and ">Draws<" in page


def test_each_board_shows_powers_players_centres_eliminations_and_scores(site, client):
    paris = site.tournaments["paris"]
    response = client.get(paris.get_absolute_url() + "?round=1")
    rounds = response.context["rounds"]
    assert [r.number for r in rounds] == [1]  # one round at a time
    board = rounds[0].boards[0]
    assert [line.power for line in board.lines][:2] == ["Austria", "England"]
    turkey = board.lines[-1]
    assert turkey.centres == 0 and turkey.eliminated_year == 1906
    page = text(response)
    assert 'id="r1b1"' in page and 'id="r2b1"' not in page
    assert "1906" in page
    assert 'id="r2b1"' in text(client.get(paris.get_absolute_url() + "?round=2"))


def test_board_scores_and_dropped_scores_are_marked(site, client):
    pytest.importorskip("tournaments.standings")
    paris = site.tournaments["paris"]
    responses = [client.get(f"{paris.get_absolute_url()}?round={n}") for n in (1, 2)]
    lines = [
        line
        for resp in responses
        for r in resp.context["rounds"]
        for b in r.boards
        for line in b.lines
    ]
    # Best 1 of 2 boards counts: every player has one dropped board score.
    assert all(line.score is not None for line in lines)
    assert sum(line.dropped for line in lines) == 7
    austria = responses[0].context["rounds"][0].boards[0].lines[0]
    assert austria.score == pytest.approx(100 * 100 / 234)  # 10 centres; squares add to 234
    shown = sum(text(r).count('class="dropped" title="Not counted"') for r in responses)
    assert shown == 7


def test_a_solo_board_is_called_a_solo(site, client):
    page = text(get(client, site.tournaments["london"]))
    assert "Solo: Austria" in page


def test_best_country_awards_are_listed(site, client):
    pytest.importorskip("tournaments.standings")
    response = get(client, site.tournaments["paris"])
    awards = {(a.power, a.player.key) for a in response.context["awards"]}
    assert ("Austria", "p1") in awards
    assert 'id="awards"' in text(response)


def test_export_links_point_at_the_standings_downloads(site, client):
    paris = site.tournaments["paris"]
    page = text(get(client, paris))
    for fmt in ("csv", "json", "xlsx"):
        assert f'href="{paris.get_absolute_url()}standings.{fmt}"' in page


def test_an_event_without_standings_or_boards_says_so(db, client):
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "tournaments": [
                {
                    "key": "empty",
                    "name": "Empty Cup",
                    "start_date": "2020-01-01",
                    "end_date": "2020-01-01",
                    "standings": [],
                }
            ],
        }
    )
    from tournaments.models import Tournament

    response = client.get(Tournament.objects.get(key="empty").get_absolute_url())
    assert response.status_code == 200
    assert "No standings recorded" in text(response)
    assert response.context["coefficient"] is None


def test_the_world_dipcon_2013_percentiles_match_the_spec(db, client):
    players = [
        {"key": f"w{i}", "first_name": f"W{i}", "last_name": "Player", "nationality": "FR"}
        for i in range(1, 76)
    ]
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": players,
            "tournaments": [
                {
                    "key": "wdc13",
                    "name": "World DipCon XXIII",
                    "start_date": "2013-08-23",
                    "end_date": "2013-08-25",
                    "world_championship": True,
                    "rounds": 5,
                    "standings": [{"player": f"w{i}", "rank": i} for i in range(1, 76)],
                }
            ],
        }
    )
    from tournaments.models import Tournament

    url = Tournament.objects.get(key="wdc13").get_absolute_url()
    response, last = client.get(url), client.get(url + "?page=2")  # 50 lines a page
    assert round(response.context["standings"].lines[0].percentile, 2) == 99.33
    assert round(last.context["standings"].lines[-1].percentile, 2) == 0.67
    assert response.context["coefficient"] == last.context["coefficient"] == 20
    cells = re.findall(r'<td class="num">(\d+\.\d\d)</td>', text(response))
    assert "99.33" in cells
    assert "0.67" in re.findall(r'<td class="num">(\d+\.\d\d)</td>', text(last))
