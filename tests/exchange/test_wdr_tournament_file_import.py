"""A WDR tournament file imports the tournament and its classification."""

import pytest

from tournaments.importing import ImportFailed, import_payloads
from tournaments.models import Player, Standing, Tournament

from .wdr_samples import encode, player, tournament_file

pytestmark = pytest.mark.django_db


def test_a_tournament_file_creates_the_tournament_and_its_standings():
    import_payloads([("wdc.json", encode(tournament_file()))])
    t = Tournament.objects.get(key="wdd-t987")
    assert (t.name, t.event_kind, t.world_championship) == ("World DipCon XXIII", "WDC", True)
    rows = sorted(Standing.objects.values_list("player__key", "rank", "score"))
    assert rows == [("wdd-1234", 1, 120.5), ("wdd-55", 2, 99.0)]
    assert Player.objects.get(key="wdd-55").nationality.code == "US"


def test_the_classification_replaces_the_standings():
    import_payloads([("wdc.json", encode(tournament_file()))])
    smaller = tournament_file()
    smaller["tournament_classifications"] = smaller["tournament_classifications"][:1]
    import_payloads([("wdc.json", encode(smaller))])
    assert list(Standing.objects.values_list("player__key", flat=True)) == ["wdd-1234"]


def test_a_classification_with_full_names_only_uses_players_already_known():
    rows = [
        {
            "player_id": 4173,
            "player_wdd_id": 1234,
            "player_full_name": "Cyrille Sevin",
            "player_score": 120.5,
            "player_rank": 1,
        }
    ]
    import_payloads(
        [
            ("sevin.json", encode(player(tournaments=[], boards=[]))),
            ("wdc.json", encode(tournament_file(rows))),
        ]
    )
    assert Standing.objects.get().player.key == "wdd-1234"


def test_a_full_name_alone_is_never_split_by_guesswork():
    rows = [
        {
            "player_id": 9,
            "player_wdd_id": 999,
            "player_full_name": "Jean Pierre Dupont",
            "player_score": 1.0,
            "player_rank": 1,
        }
    ]
    with pytest.raises(ImportFailed, match="unknown player key 'wdd-999'"):
        import_payloads([("wdc.json", encode(tournament_file(rows)))])
    assert not Tournament.objects.exists()


def test_a_missing_tournament_without_name_or_dates_is_refused_clearly():
    data = tournament_file()
    del data["tournament_name"]
    with pytest.raises(
        ImportFailed, match="does not exist and wdc.json does not give its name and dates"
    ):
        import_payloads([("wdc.json", encode(data))])
