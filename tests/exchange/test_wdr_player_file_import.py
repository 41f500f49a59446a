"""A WDR player file imports the player, their placements and their board results."""

import pytest

from tournaments.importing import import_payloads
from tournaments.models import GameResult, Player, Standing, Tournament

from .wdr_samples import board_entry, encode, player, tournament_entry

pytestmark = pytest.mark.django_db


def test_a_player_file_creates_the_player_keyed_by_wdd_id():
    import_payloads([("sevin.json", encode(player()))])
    p = Player.objects.get(key="wdd-1234")
    assert (p.first_name, p.last_name, p.nationality.code, p.location.code) == (
        "Cyrille",
        "Sevin",
        "FR",
        "FR",
    )


def test_its_tournaments_are_created_with_name_dates_and_kind():
    import_payloads([("sevin.json", encode(player()))])
    t = Tournament.objects.get(key="wdd-t987")
    assert (t.name, str(t.start_date), str(t.end_date)) == (
        "World DipCon XXIII",
        "2013-08-23",
        "2013-08-25",
    )
    assert (t.event_kind, t.world_championship) == ("WDC", True)


def test_its_placement_and_board_result_are_imported():
    import_payloads([("sevin.json", encode(player()))])
    assert Standing.objects.get(tournament__key="wdd-t987").rank == 3
    r = GameResult.objects.get(player__key="wdd-1234")
    assert (r.game.round.number, r.game.number, r.power, r.centres, r.game.variant) == (
        1,
        2,
        "France",
        12,
        "classic",
    )


def test_two_player_files_build_up_the_same_board_and_standings():
    other = player(
        wdd_id=55,
        first="Edi",
        last="Birsan",
        nationality="US",
        location="US",
        tournaments=[tournament_entry(rank=1)],
        boards=[board_entry(power="England", centres=6)],
    )
    import_payloads([("sevin.json", encode(player())), ("birsan.json", encode(other))])
    assert GameResult.objects.filter(game__round__tournament__key="wdd-t987").count() == 2
    assert Tournament.objects.filter(key="wdd-t987").count() == 1
    assert sorted(Standing.objects.values_list("player__key", "rank")) == [
        ("wdd-1234", 3),
        ("wdd-55", 1),
    ]


def test_importing_a_player_file_later_leaves_the_other_players_rows_alone():
    import_payloads([("sevin.json", encode(player()))])
    other = player(
        wdd_id=55,
        first="Edi",
        last="Birsan",
        tournaments=[tournament_entry(rank=1)],
        boards=[board_entry(power="England", centres=6)],
    )
    import_payloads([("birsan.json", encode(other))])
    assert Standing.objects.get(player__key="wdd-1234").rank == 3
    assert GameResult.objects.filter(game__round__tournament__key="wdd-t987").count() == 2


def test_reimporting_a_corrected_player_file_updates_the_rows_without_duplicating():
    import_payloads([("sevin.json", encode(player()))])
    import_payloads([("sevin.json", encode(player(boards=[board_entry(centres=11)])))])
    assert GameResult.objects.get(player__key="wdd-1234").centres == 11
    assert Standing.objects.filter(player__key="wdd-1234").count() == 1


def test_an_existing_tournament_keeps_its_own_details():
    from tests.importing.bundles import players
    from tournaments.importing import import_bundle_data

    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": players(1),
            "tournaments": [
                {
                    "key": "wdd-t987",
                    "name": "WDC Paris",
                    "start_date": "2013-08-23",
                    "end_date": "2013-08-25",
                    "rounds": 3,
                    "scoring_system": "squares-daanz",
                    "world_championship": True,
                }
            ],
        }
    )
    import_payloads([("sevin.json", encode(player()))])
    t = Tournament.objects.get(key="wdd-t987")
    assert (t.name, t.rounds, t.scoring_system) == ("WDC Paris", 3, "squares-daanz")


def test_a_player_file_can_be_a_list_of_players():
    two = [player(), player(wdd_id=55, first="Edi", last="Birsan", boards=[], tournaments=[])]
    import_payloads([("players.json", encode(two))])
    assert set(Player.objects.values_list("key", flat=True)) == {"wdd-1234", "wdd-55"}


def test_a_player_without_a_wdd_id_is_keyed_by_the_wdr_id():
    data = player()
    data["player_wdd_id"] = -1
    data["player_id"] = 4173
    import_payloads([("sevin.json", encode(data))])
    assert Player.objects.filter(key="wdr-4173").exists()
