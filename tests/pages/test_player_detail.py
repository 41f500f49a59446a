"""The player page: flags, ratings and ranks, the rating chart, results and awards."""

import re

import pytest

from .helpers import text, title

pytestmark = pytest.mark.django_db


def get(client, player):
    response = client.get(player.get_absolute_url())
    assert response.status_code == 200
    return response


def test_it_shows_nationality_and_location_flags(site, client):
    page = text(get(client, site.players["p4"]))  # Dutch, lives in Belgium
    assert 'title="Netherlands"' in page and 'title="Belgium"' in page
    assert title(get(client, site.players["p4"])).startswith("Chris Brand")


def test_it_lists_results_with_rank_of_n_and_percentile(site, client):
    response = get(client, site.evil)
    events = response.context["events"]
    assert [(e.tournament.key, e.rank, e.players) for e in events] == [
        ("wdc", 1, 8),
        ("london", 2, 7),
        ("paris", 7, 7),
    ][: len(events)]
    wdc = events[0]
    assert wdc.percentile == pytest.approx(93.75) and wdc.published
    page = text(response)
    assert "1 / 8" in page and "7 / 7" in page and "93.75" in page


def test_results_of_boards_only_events_come_from_the_computed_standings(site, client):
    pytest.importorskip("tournaments.standings")
    events = get(client, site.evil).context["events"]
    london = next(e for e in events if e.tournament.key == "london")
    assert not london.published and (london.rank, london.players) == (2, 7)


def test_it_lists_every_board_with_power_centres_and_elimination(site, client):
    response = get(client, site.evil)
    boards = response.context["boards"]
    # newest event first; rounds in order within an event
    assert [(b.tournament.key, b.power, b.centres) for b in boards] == [
        ("london", "England", 5),
        ("paris", "Turkey", 0),
        ("paris", "Russia", 2),
    ]
    assert boards[1].eliminated_year == 1906
    page = text(response)
    assert f"{site.tournaments['paris'].get_absolute_url()}?round=1#r1b1" in page


def test_it_lists_online_games(site, client):
    response = get(client, site.evil)
    assert [g.game_key for g in response.context["online"]] == ["web-2", "web-1"]
    assert "Gunboat" in text(response)


def test_it_lists_tournament_wins_and_best_countries(site, client):
    response = get(client, site.evil)
    assert [e.tournament.key for e in response.context["wins"]] == ["wdc"]
    page = text(response)
    assert "Tournament wins" in page


def test_best_country_awards_appear(site, client):
    pytest.importorskip("tournaments.standings")
    response = get(client, site.players["p1"])
    awards = {(a.tournament.key, a.power) for a in response.context["awards"]}
    assert ("paris", "Austria") in awards
    assert "Best countries" in text(response)


def test_it_shows_each_rating_with_world_and_national_rank_and_peak(site, client):
    pytest.importorskip("ratings.services")
    from ratings.models import Rating

    response = get(client, site.evil)
    lines = {(r.system, r.category): r for r in response.context["ratings"]}
    stored = Rating.objects.get(player=site.evil, system="dip-pouch", category="overall")
    line = lines["dip-pouch", "overall"]
    assert line.rating == stored.rating and line.rank == stored.rank
    assert line.national_rank == stored.national_rank and line.peak == stored.peak
    assert line.players and line.players >= stored.rank
    assert ("ghost", "overall") in lines
    page = text(response)
    assert f"{stored.rating:.2f}" in page
    assert f"/ {line.players}" in page


def test_a_player_with_a_history_gets_an_svg_rating_chart(site, client):
    pytest.importorskip("ratings.services")
    response = get(client, site.evil)
    charts = response.context["charts"]
    assert charts and charts[0]["system"] == "dip-pouch"
    page = text(response)
    svg = re.search(r'<svg class="chart".*?</svg>', page, re.S).group(0)
    assert re.search(r'<path class="line" d="M[\d.]+ [\d.]+(H[\d.]+(V[\d.]+)?)+"', svg)
    assert svg.count("<circle") == len(charts[0]["chart"].dots)
    assert "<script" not in svg


def test_a_player_without_results_still_has_a_page(db, client):
    from tournaments.importing import import_bundle_data
    from tournaments.models import Player

    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": [
                {"key": "lone", "first_name": "Lone", "last_name": "Wolf", "nationality": ""}
            ],
        }
    )
    response = client.get(Player.objects.get(key="lone").get_absolute_url())
    assert response.status_code == 200
    assert "No tournament results recorded." in text(response)
    assert response.context["charts"] == []
