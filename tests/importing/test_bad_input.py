"""Any invalid record aborts the whole import, names file, record and problem, writes nothing."""

import json

import pytest

from tournaments.importing import ImportFailed, import_payloads
from tournaments.models import Game, GameResult, Player, Standing, Tournament

from .bundles import bundle

pytestmark = pytest.mark.django_db


def nothing_written():
    return not (
        Player.objects.exists()
        or Tournament.objects.exists()
        or Game.objects.exists()
        or GameResult.objects.exists()
        or Standing.objects.exists()
    )


def refuse(data, *needles, name="results.json"):
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    with pytest.raises(ImportFailed) as info:
        import_payloads([(name, raw)])
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(name)
    for needle in needles:
        assert needle in message, message
    assert nothing_written()
    return message


def test_it_rejects_bad_json():
    refuse(b'{"format": "diplomacy-results", "version": 1,', "invalid JSON", "line 1")


def test_it_rejects_an_unknown_field():
    data = bundle()
    data["players"][2]["nickname"] = "Sev"
    refuse(data, "player p3", "unknown field 'nickname'")


def test_it_rejects_an_unknown_top_level_field():
    data = bundle()
    data["extra"] = []
    refuse(data, "unknown field 'extra'")


def test_it_rejects_an_unknown_player_key():
    data = bundle()
    data["tournaments"][0]["boards"][1]["players"][3]["player"] = "nobody"
    refuse(data, "tournament t1 round 2 board 1 (Germany)", "unknown player key 'nobody'")


def test_it_rejects_a_duplicate_power_on_a_board():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][1]["power"] = "Austria"
    refuse(data, "tournament t1 round 1 board 1", "power Austria appears twice")


def test_it_rejects_a_player_on_two_powers():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][1]["player"] = "p1"
    refuse(data, "round 1 board 1", "player p1 plays two powers")


@pytest.mark.parametrize("centres", [-1, 35, 1000])
def test_it_rejects_centres_out_of_range(centres):
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["centres"] = centres
    refuse(data, "round 1 board 1 (Austria)", f"centres {centres} is out of range (0..34)")


def test_it_rejects_a_board_total_over_34():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["centres"] = 20  # 20+24 = 44
    refuse(data, "tournament t1 round 1 board 1", "centres add up to 44")


def test_it_rejects_a_bad_date():
    data = bundle()
    data["tournaments"][0]["end_date"] = "2013-02-30"
    refuse(data, "tournament t1", "end_date '2013-02-30' is not a valid date")


def test_it_rejects_an_end_before_the_start():
    data = bundle()
    data["tournaments"][0]["end_date"] = "2013-08-01"
    refuse(data, "tournament t1", "is before start_date")


def test_it_rejects_a_bad_country_code():
    data = bundle()
    data["players"][4]["nationality"] = "XX"
    refuse(data, "player p5", "nationality 'XX' is not an ISO 3166-1 alpha-2 country code")


def test_it_rejects_a_rank_below_one():
    data = bundle()
    data["tournaments"][0]["standings"][2]["rank"] = 0
    refuse(data, "tournament t1 standing of p3", "rank 0 must be 1 or more")


def test_it_rejects_an_eliminated_player_with_centres():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["eliminated_year"] = 1905
    refuse(data, "(Austria)", "eliminated in 1905 but holds 10 centres")


def test_it_rejects_a_boolean_where_a_number_is_due():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["centres"] = True
    refuse(data, "(Austria)", "centres must be a whole number")


def test_it_rejects_duplicate_keys_in_one_object():
    raw = b'{"format": "diplomacy-results", "version": 1, "version": 2}'
    refuse(raw, "duplicate field 'version'")


def test_it_rejects_the_same_player_key_twice():
    data = bundle()
    data["players"].append(dict(data["players"][0]))
    refuse(data, "player p1", "the same key appears twice")


def test_it_rejects_invalid_utf8():
    refuse(b'{"format": "diplomacy-results", "version": 1, "players": ["\xff"]}', "not valid UTF-8")


def test_it_rejects_an_unknown_scoring_system():
    data = bundle()
    data["tournaments"][0]["scoring_system"] = "dice-roll"
    refuse(data, "tournament t1", "unknown scoring_system 'dice-roll'")


def test_it_rejects_an_unknown_circuit():
    data = bundle()
    data["tournaments"][0]["circuits"] = ["nope"]
    refuse(data, "tournament t1", "unknown circuit key 'nope'")


def test_a_bad_second_file_aborts_the_first():
    good = json.dumps(bundle()).encode()
    with pytest.raises(ImportFailed) as info:
        import_payloads([("good.json", good), ("bad.json", b"{nope")])
    assert str(info.value).startswith("bad.json")
    assert nothing_written()


def test_a_deeply_nested_file_is_refused_cleanly():
    refuse(b"[" * 100_000 + b"]" * 100_000, "nested too deeply")
