"""Players of the same name are told apart by a homonym number (the WDD's
HOMONYME, interchange.md "Additions"): kept by every import that carries it,
shown with the name, and carried by the exports."""

import csv
import io

import pytest

from tournaments.exchange.standings_export import standings_rows
from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import Player
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def two_martins(homonym_of_second=2, **first_extra):
    players = [
        {"key": "xm1", "first_name": "Xavier", "last_name": "MARTIN", "nationality": "FR"},
        {
            "key": "xm2",
            "first_name": "Xavier",
            "last_name": "MARTIN",
            "nationality": "FR",
            "homonym": homonym_of_second,
        },
    ] + [{"key": f"o{i}", "first_name": f"O{i}", "last_name": f"Other{i}"} for i in range(5)]
    players[0].update(first_extra)
    keys = [p["key"] for p in players]
    board = {
        "round": 1,
        "board": 1,
        "players": [
            {"player": k, "power": p, "centres": c}
            for k, p, c in zip(keys, POWERS, (10, 8, 6, 4, 3, 2, 1), strict=True)
        ],
    }
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": players,
        "tournaments": [
            {
                "key": "t-martin",
                "name": "Martin Open",
                "start_date": "2024-03-01",
                "end_date": "2024-03-02",
                "scoring_system": "sum-of-squares",
                "boards": [board],
            }
        ],
    }  # fmt: skip


def test_a_bundle_keeps_the_homonym_and_a_reimport_without_it_leaves_it():
    import_bundle_data(two_martins())
    assert Player.objects.get(key="xm2").homonym == 2
    data = two_martins()
    del data["players"][1]["homonym"]
    import_bundle_data(data)
    assert Player.objects.get(key="xm2").homonym == 2
    assert Player.objects.get(key="xm1").homonym is None


@pytest.mark.parametrize("value", [0, -1, "2", 1.5, True])
def test_a_homonym_that_is_not_a_positive_integer_is_refused(value):
    with pytest.raises(ImportFailed, match="homonym"):
        import_bundle_data(two_martins(homonym_of_second=value))
    assert not Player.objects.exists()


def test_the_name_shows_the_homonym_where_one_is_set():
    import_bundle_data(two_martins())
    assert str(Player.objects.get(key="xm1")) == "Xavier MARTIN"
    assert str(Player.objects.get(key="xm2")) == "Xavier MARTIN (2)"


def test_a_second_martin_with_a_homonym_is_no_likely_duplicate():
    import_bundle_data(two_martins(homonym_of_second=None))
    data = two_martins()
    data["players"][1]["key"] = "xm3"
    data["tournaments"] = []
    data["players"] = data["players"][1:2]
    report = import_bundle_data(data)
    assert not [w for w in report.warnings if "looks like" in w]
    data["players"][0].update(key="xm4", homonym=1)
    report = import_bundle_data(data)
    assert any("xm4" in w and "looks like" in w for w in report.warnings)


def test_the_standings_export_and_the_backup_carry_the_homonym():
    import_bundle_data(two_martins())
    recompute_standings(None)
    from tournaments.models import Tournament

    rows = {r["player"]: r for r in standings_rows(Tournament.objects.get(key="t-martin"))}
    assert (rows["xm1"]["homonym"], rows["xm2"]["homonym"]) == (None, 2)
    from tournaments.exchange.backup import export_bundle

    players = {p["key"]: p for p in export_bundle()["players"]}
    assert players["xm2"]["homonym"] == 2 and "homonym" not in players["xm1"]


def test_csv_standings_match_and_create_players_by_homonym():
    import_bundle_data(two_martins())
    raw = (
        b"rank,first_name,last_name,nationality,homonym\n"
        b"1,Xavier,MARTIN,FR,2\n"
        b"2,Xavier,MARTIN,FR,1\n"
        b"3,Xavier,MARTIN,FR,3\n"
    )
    import_payloads([("standings.csv", raw)], tournament_key="t-martin")
    from tournaments.models import Standing

    ranks = dict(
        Standing.objects.filter(tournament__key="t-martin").values_list("player__key", "rank")
    )
    third = Player.objects.get(last_name="MARTIN", homonym=3)
    assert ranks == {"xm2": 1, "xm1": 2, third.key: 3}


def test_csv_standings_without_a_homonym_are_ambiguous_between_two_martins():
    import_bundle_data(two_martins())
    raw = b"rank,first_name,last_name,nationality\n1,Xavier,MARTIN,FR\n"
    with pytest.raises(ImportFailed, match="matches several players: add a homonym column"):
        import_payloads([("standings.csv", raw)], tournament_key="t-martin")


def test_the_wdd_pair_round_trips_the_homonyms():
    from tournaments.models import Tournament

    import_bundle_data(two_martins(homonym_of_second=4))
    recompute_standings(None)
    pair = wdd_pair(Tournament.objects.get(key="t-martin"))
    rows = list(csv.DictReader(io.StringIO(pair["classification.csv"].decode())))
    assert sorted(r["HOMONYME"] for r in rows if r["NAME"] == "MARTIN") == ["1", "4"]
    # Into another tournament: each MARTIN is found again by his number.
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "tournaments": [
                {
                    "key": "t-copy",
                    "name": "Copy",
                    "start_date": "2024-03-01",
                    "end_date": "2024-03-02",
                    "scoring_system": "sum-of-squares",
                }
            ],
        }  # fmt: skip
    )
    report = import_payloads(list(pair.items()), tournament_key="t-copy")
    assert report.stats["players created"] == 0  # both matched, by homonym
    from tournaments.models import GameResult

    def by_player(key):
        return sorted(
            GameResult.objects.filter(game__round__tournament__key=key).values_list(
                "player__key", "power"
            )
        )

    assert by_player("t-copy") == by_player("t-martin")


def test_a_wdd_pair_creates_a_new_homonym_with_its_number():
    from tournaments.models import Tournament

    import_bundle_data(two_martins())
    recompute_standings(None)
    pair = wdd_pair(Tournament.objects.get(key="t-martin"))
    Player.objects.filter(key="xm2").update(last_name="MARTINEZ")  # xm2 no longer matches
    renamed = {
        name: raw.decode().replace("Xavier,MARTIN,2,", "Xavier,MARTIN,5,").encode()
        for name, raw in pair.items()
    }
    import_payloads(list(renamed.items()), tournament_key="t-martin")
    assert Player.objects.get(last_name="MARTIN", homonym=5).first_name == "Xavier"
    assert Player.objects.get(key="xm1").homonym is None  # HOMONYME 1: the first, none stored


def test_the_leaderboard_export_and_the_pages_show_the_homonym(client, tmp_path):
    from django.core.management import call_command

    from tournaments.models import Tournament

    import_bundle_data(two_martins())
    recompute_standings(None)
    call_command("recompute_ratings", "--system", "dip-pouch")
    out = tmp_path / "table.json"
    call_command("export_leaderboard", "dip-pouch", "--format", "json", "--output", str(out))
    import json

    rows = {r["player"]: r for r in json.loads(out.read_text())}
    assert (rows["xm1"]["homonym"], rows["xm2"]["homonym"]) == (None, 2)
    page = client.get(Tournament.objects.get(key="t-martin").get_absolute_url())
    assert "Xavier MARTIN (2)" in page.content.decode()
    board = client.get("/ratings/dip-pouch/overall/")
    assert '<span class="homonym">(2)</span>' in board.content.decode()
