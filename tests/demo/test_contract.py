"""A generated bundle is a valid results bundle, exactly per the interchange contract."""

from collections import Counter

from tournaments.demo import generate_bundle
from tournaments.demo.positions import random_position
from tournaments.demo.variants import VARIANTS

from .contract import check_bundle, is_competition_ranking


def test_the_contract_checker_catches_broken_bundles(moderate_bundle):
    import copy

    broken = copy.deepcopy(moderate_bundle)
    broken["players"][0]["nickname"] = "x"
    broken["players"][1]["nationality"] = "XX"
    board = broken["tournaments"][0]["boards"][0]["players"]
    board[0]["centres"] = 35
    board[1].update(centres=3, eliminated_year=1905)
    broken["games"][0]["players"][0]["power"] = "Narnia"
    problems = "\n".join(check_bundle(broken))
    for needle in ("nickname", "'XX'", "not in 0..34", "eliminated in 1905 with 3", "Narnia"):
        assert needle in problems


def test_a_moderate_bundle_follows_the_contract_with_only_documented_fields(moderate_bundle):
    assert check_bundle(moderate_bundle) == []


def test_small_and_odd_sizes_follow_the_contract():
    for args in [(7, 1, 2, 1), (10, 3, 9, 2), (40, 12, 101, 3), (300, 30, 3001, 4)]:
        assert check_bundle(generate_bundle(*args)) == [], args


def test_every_classic_board_seats_seven_players_on_the_seven_powers(boards):
    powers = {"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}
    for b in boards:
        assert {r["power"] for r in b["players"]} == powers
        assert len({r["player"] for r in b["players"]}) == 7


def test_end_positions_hold_at_most_34_centres_and_eliminated_powers_hold_none(
    moderate_bundle, boards
):
    for game in boards + moderate_bundle["games"]:
        results = game["players"]
        assert sum(r["centres"] for r in results) <= 34
        for r in results:
            assert 0 <= r["centres"] <= 34
            if r["eliminated_year"] is not None:
                assert r["centres"] == 0


def test_only_the_real_board_that_ends_before_winter_has_a_survivor_on_no_centres(
    moderate_bundle, boards
):
    # webDiplomacy game 439643 ended with a solo while Austria held units but no
    # centre: the contract allows it (only eliminated powers must hold 0).
    for game in boards + moderate_bundle["games"]:
        zero_survivors = [
            r for r in game["players"] if r["centres"] == 0 and r["eliminated_year"] is None
        ]
        if zero_survivors:
            assert len(zero_survivors) == 1
            assert max(r["centres"] for r in game["players"]) >= 18


def test_elimination_years_fall_between_the_first_year_and_the_end_of_the_game(boards):
    for b in boards:
        years = [r["eliminated_year"] for r in b["players"] if r["eliminated_year"]]
        assert all(1902 <= y <= 1915 for y in years)


def test_random_positions_are_valid_for_every_variant_solo_or_not():
    import random

    rng = random.Random(5)
    for spec in VARIANTS:
        for solo in (False, True):
            for _ in range(300):
                pos = random_position(rng, spec, solo=solo, last_year=spec.first_year + 9)
                assert len(pos) == len(spec.powers)
                assert sum(c for c, _ in pos) <= min(spec.centres, 34)
                assert all((y is None) == (c > 0) for c, y in pos)
                assert all(spec.first_year < y <= spec.first_year + 9 for c, y in pos if y)
                top = max(c for c, _ in pos)
                if solo and spec.centres <= 34:
                    assert top >= spec.target
                    assert sum(c >= spec.target for c, _ in pos) == 1
                if not solo:
                    assert top < spec.target


def test_standings_are_competition_rankings_of_players_who_played(moderate_bundle):
    published = [t for t in moderate_bundle["tournaments"] if "standings" in t]
    assert published
    for t in published:
        ranks = [s["rank"] for s in t["standings"]]
        assert min(ranks) == 1
        assert is_competition_ranking(ranks)
        on_boards = {r["player"] for b in t["boards"] for r in b["players"]}
        assert {s["player"] for s in t["standings"]} == on_boards


def test_competition_ranking_check_accepts_1224_and_refuses_gaps_and_dense_ranks():
    assert is_competition_ranking([1, 2, 2, 4])
    assert is_competition_ranking([1, 1, 1])
    assert not is_competition_ranking([1, 2, 2, 3])
    assert not is_competition_ranking([2, 3])
    assert not is_competition_ranking([1, 3])


def test_about_half_the_tournaments_publish_standings(moderate_bundle):
    events = moderate_bundle["tournaments"]
    share = sum("standings" in t for t in events) / len(events)
    assert 0.35 < share < 0.65


def test_keys_are_unique_and_formatted(moderate_bundle):
    players = [p["key"] for p in moderate_bundle["players"]]
    games = [g["key"] for g in moderate_bundle["games"]]
    assert players[0] == "p-000001" and len(set(players)) == len(players)
    assert games[0] == "g-0000001" and len(set(games)) == len(games)
    assert Counter(t["key"] for t in moderate_bundle["tournaments"]).most_common(1)[0][1] == 1
