"""The data looks like the real thing: many countries and scripts, solos and
ties, world championships, circuits, real boards, and online play of every kind."""

import re
from collections import Counter

from tests.conftest import REAL_BOARDS_CSV
from tournaments.demo import generate_bundle
from tournaments.demo.positions import read_real_boards
from tournaments.demo.variants import SCORING_SYSTEMS


def test_names_include_accents_and_greek_japanese_and_other_scripts(moderate_bundle):
    names = " ".join(f"{p['first_name']} {p['last_name']}" for p in moderate_bundle["players"])
    for letter in "éøßłñÖåüç":
        assert letter in names, letter
    assert re.search(r"[\u0370-\u03ff]", names), "Greek"
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", names), "Japanese"
    assert re.search(r"[\u0400-\u04ff]", names), "Cyrillic"


def test_players_come_from_many_countries_mostly_the_big_scenes(moderate_bundle):
    players = moderate_bundle["players"]
    nationalities = Counter(p["nationality"] for p in players)
    assert len(nationalities) >= 25
    top = {cc for cc, _ in nationalities.most_common(6)}
    assert {"FR", "US"} <= top
    same = sum(p.get("location") == p["nationality"] for p in players)
    assert 0.85 < same / len(players) < 0.97


def test_a_player_plays_several_events_and_some_play_many(moderate_bundle):
    events = Counter()
    for t in moderate_bundle["tournaments"]:
        for key in {r["player"] for b in t["boards"] for r in b["players"]}:
            events[key] += 1
    assert max(events.values()) >= 10
    assert sum(1 for n in events.values() if n >= 2) > len(events) / 3


def test_solos_happen_on_about_8_percent_of_boards(boards):
    solos = sum(1 for b in boards if max(r["centres"] for r in b["players"]) >= 18)
    assert 0.04 < solos / len(boards) < 0.12


def test_boards_have_tied_centre_counts_and_standings_have_shared_ranks(moderate_bundle, boards):
    tied_boards = 0
    for b in boards:
        survivors = [r["centres"] for r in b["players"] if r["centres"]]
        tied_boards += len(survivors) != len(set(survivors))
    assert tied_boards / len(boards) > 0.2
    shared = 0
    for t in moderate_bundle["tournaments"]:
        ranks = [s["rank"] for s in t.get("standings", ())]
        shared += len(ranks) != len(set(ranks))
    assert shared >= 5


def test_same_year_eliminations_happen(boards):
    same_year = 0
    for b in boards:
        years = [r["eliminated_year"] for r in b["players"] if r["eliminated_year"]]
        same_year += len(years) != len(set(years))
    assert same_year > 0


def test_every_scoring_system_is_used(moderate_bundle):
    used = {t["scoring_system"] for t in moderate_bundle["tournaments"]}
    assert used - {""} == set(SCORING_SYSTEMS)  # "": published-only events


def test_world_championships_come_about_once_a_year_with_the_bigger_fields():
    bundle = generate_bundle(6000, 600, 0, 21)
    events = bundle["tournaments"]
    wdcs = [t for t in events if t["world_championship"]]
    years = [t["end_date"][:4] for t in wdcs]
    assert len(wdcs) == 32 and len(set(years)) == 32
    assert all(t["name"] == f"World DipCon {t['end_date'][:4]}" for t in wdcs)

    def field(t):
        return len({r["player"] for b in t["boards"] for r in b["players"]})

    others = [field(t) for t in events if not t["world_championship"]]
    assert min(field(t) for t in wdcs) > sum(others) / len(others)


def test_event_names_are_realistic_and_carry_their_year(moderate_bundle):
    names = [t["name"] for t in moderate_bundle["tournaments"]]
    for t in moderate_bundle["tournaments"]:
        assert t["name"].split()[-1] == t["start_date"][:4] or "(" in t["name"]
    joined = "\n".join(names)
    assert "World DipCon" in joined
    assert re.search(
        r"(Open|Cup|Tournoi|Torneo|Coupe|League|Ligue|Championship|Carnage|ManorCon)", joined
    )


def test_circuits_group_tournaments_of_one_season_with_best_of_3_to_6(moderate_bundle):
    circuits = {c["key"]: c for c in moderate_bundle["circuits"]}
    assert len(circuits) >= 3
    members = Counter()
    for t in moderate_bundle["tournaments"]:
        for key in t["circuits"]:
            assert key.endswith(t["end_date"][:4])
            members[key] += 1
    assert set(members) == set(circuits)
    assert all(members[k] >= 2 for k in circuits)
    assert all(3 <= c["best_of"] <= 6 for c in circuits.values())


def test_real_end_positions_are_reused_for_a_good_share_of_boards(boards):
    real = {tuple(sorted(p, key=str)) for p in read_real_boards(REAL_BOARDS_CSV)}
    assert len(real) == 40
    used = Counter()
    for b in boards:
        pos = tuple(sorted(((r["centres"], r["eliminated_year"]) for r in b["players"]), key=str))
        if pos in real:
            used[pos] += 1
    assert len(used) == 40
    assert 0.2 < sum(used.values()) / len(boards) < 0.4


def test_online_games_cover_every_variant_press_scoring_and_phase_length(moderate_bundle):
    games = moderate_bundle["games"]
    variants = Counter(g["variant"] for g in games)
    assert set(variants) == {
        "classic", "ancient-mediterranean", "world-ix", "fall-of-the-american-empire",
        "modern-ii", "classic-chaos", "fva", "gvi",
    }  # fmt: skip
    assert variants.most_common(1)[0][0] == "classic"
    assert {g["press"] for g in games} == {"full", "rulebook", "public", "gunboat"}
    assert {g["game_scoring"] for g in games} == {"dss", "sos"}
    phases = {g["phase_minutes"] for g in games}
    assert {1440, 2880} <= phases and any(5 <= p <= 30 for p in phases)
    years = {int(g["end_date"][:4]) for g in games}
    assert min(years) == 2005 and max(years) == 2026


def test_one_v_one_games_end_with_one_winner_on_18_or_a_draw(moderate_bundle):
    outcomes = Counter()
    for g in moderate_bundle["games"]:
        if g["variant"] not in ("fva", "gvi"):
            continue
        expected = {"France", "Austria"} if g["variant"] == "fva" else {"Germany", "Italy"}
        assert {r["power"] for r in g["players"]} == expected
        a, b = sorted(r["centres"] for r in g["players"])
        if b >= 18:
            assert a < 18
            outcomes["win"] += 1
        else:
            assert a > 0
            outcomes["draw"] += 1
    assert outcomes["win"] > outcomes["draw"] > 0


def test_online_games_have_solos_and_big_variants_stay_below_their_targets(moderate_bundle):
    targets = {"modern-ii": 33, "fall-of-the-american-empire": 34, "world-ix": 44}
    classic_solos = 0
    for g in moderate_bundle["games"]:
        top = max(r["centres"] for r in g["players"])
        if g["variant"] in targets:
            assert top < targets[g["variant"]]
        elif g["variant"] == "classic":
            classic_solos += top >= 18
    assert classic_solos > 0
