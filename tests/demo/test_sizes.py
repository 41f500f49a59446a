"""The bundle has the sizes asked for, and events have realistic sizes and rounds."""

import time

import pytest

from tournaments.demo import bundle_sizes, generate_bundle


@pytest.mark.parametrize(
    "players,tournaments,games",
    [(7, 0, 0), (50, 4, 2), (120, 10, 7), (1000, 80, 12_345), (2500, 150, 40_000)],
)
def test_players_tournaments_and_online_results_are_exactly_as_requested(
    players, tournaments, games
):
    sizes = bundle_sizes(generate_bundle(players, tournaments, games, 3))
    assert sizes["players"] == players
    assert sizes["tournaments"] == tournaments
    assert sizes["game_results"] == games


def test_online_results_that_no_game_sizes_add_up_to_fall_one_short():
    for games in (1, 3):
        assert bundle_sizes(generate_bundle(20, 0, games, 1))["game_results"] == games - 1


def test_an_empty_bundle_is_valid_and_empty():
    bundle = generate_bundle(0, 0, 0, 1)
    assert bundle_sizes(bundle) == dict.fromkeys(bundle_sizes(bundle), 0)


def test_too_few_players_for_a_board_are_refused():
    with pytest.raises(ValueError, match="at least 7 players"):
        generate_bundle(6, 1, 0, 1)


def test_event_fields_are_10_to_100_players_over_1_to_7_rounds(moderate_bundle):
    for t in moderate_bundle["tournaments"]:
        field = {r["player"] for b in t["boards"] for r in b["players"]}
        assert 10 <= len(field) <= 100 or (t["rounds"] == 1 and len(field) >= 7), t["key"]
        assert 1 <= t["rounds"] <= 7
        assert {b["round"] for b in t["boards"]} == set(range(1, t["rounds"] + 1))


def test_players_sit_out_when_a_round_is_not_a_multiple_of_seven(moderate_bundle):
    sat_out = 0
    for t in moderate_bundle["tournaments"]:
        field = {r["player"] for b in t["boards"] for r in b["players"]}
        for rnd in range(1, t["rounds"] + 1):
            seated = sum(len(b["players"]) for b in t["boards"] if b["round"] == rnd)
            assert seated % 7 == 0
            sat_out += len(field) - seated
    assert sat_out > 0


def test_dates_stay_within_the_requested_years():
    bundle = generate_bundle(400, 40, 3000, 8, start_year=2001, end_year=2010)
    for t in bundle["tournaments"]:
        assert "2001-01-01" <= t["start_date"] <= t["end_date"] <= "2010-12-31"
    assert all("2005-01-01" <= g["end_date"] <= "2010-12-31" for g in bundle["games"])


def test_a_large_bundle_generates_in_seconds():
    started = time.perf_counter()
    sizes = bundle_sizes(generate_bundle(3000, 500, 100_000, 5))
    elapsed = time.perf_counter() - started
    assert sizes["game_results"] == 100_000 and sizes["board_results"] > 25_000
    assert elapsed < 30, f"{elapsed:.1f}s"  # about 1s on an idle machine
