"""WDR quirks: normalised where the meaning is certain, otherwise refused naming the record."""

import pytest

from tournaments.importing import ImportFailed, import_payloads
from tournaments.models import GameResult, Player, Standing, Tournament

from .wdr_samples import board_entry, encode, player, tournament_entry, tournament_file

pytestmark = pytest.mark.django_db


def refuse(data, *needles, name="sevin.json"):
    with pytest.raises(ImportFailed) as info:
        import_payloads([(name, encode(data))])
    message = str(info.value)
    for needle in needles:
        assert needle in message, message
    assert not Player.objects.exists() and not Tournament.objects.exists()
    return message


def test_tournament_rank_minus_one_is_unranked_skipped_with_a_warning():
    report = import_payloads(
        [("sevin.json", encode(player(tournaments=[tournament_entry(rank=-1)])))]
    )
    assert not Standing.objects.exists()
    assert GameResult.objects.count() == 1  # the board still counts
    assert any("unranked" in w and "wdd-t987" in w for w in report.warnings)


def test_classification_rank_minus_one_is_skipped_with_a_warning():
    data = tournament_file()
    data["tournament_classifications"][1]["player_rank"] = -1
    report = import_payloads([("wdc.json", encode(data))])
    assert list(Standing.objects.values_list("player__key", flat=True)) == ["wdd-1234"]
    assert any("classification of wdd-55" in w and "unranked" in w for w in report.warnings)


def test_centres_minus_one_rejects_the_board_naming_it():
    refuse(
        player(boards=[board_entry(centres=-1)]),
        "player wdd-1234 tournament wdd-t987 round 1 board 2",
        "board_centers -1 means the centres are unknown",
    )


def test_null_centres_reject_the_board_too():
    refuse(
        player(boards=[board_entry(centres=None)]),
        "board_centers null means the centres are unknown",
    )


def test_a_board_row_without_any_result_is_skipped_with_a_warning():
    empty = board_entry(centres=-1, rank=-1, score=None, variant="Standard")
    report = import_payloads([("sevin.json", encode(player(boards=[empty])))])
    assert not GameResult.objects.exists()
    assert any("no result" in w and "round 1 board 2" in w for w in report.warnings)


@pytest.mark.parametrize("label", ["Standard (7)", "Standard", "Classic", "classic"])
def test_standard_variant_labels_are_classic(label):
    import_payloads([("sevin.json", encode(player(boards=[board_entry(variant=label)])))])
    assert GameResult.objects.get().game.variant == "classic"


def test_an_unknown_variant_is_refused():
    refuse(
        player(boards=[board_entry(variant="Colonial")]),
        "board_variant 'Colonial' is not a variant",
    )


def test_a_star_rated_kind_is_read_as_its_kind():
    import_payloads(
        [("sevin.json", encode(player(tournaments=[tournament_entry(kind="CUP ☆☆☆")])))]
    )
    t = Tournament.objects.get()
    assert (t.event_kind, t.world_championship) == ("CUP", False)


def test_an_unknown_kind_is_refused():
    refuse(player(tournaments=[tournament_entry(kind="PARTY")]), "event_kind 'PARTY' is not one of")


def test_null_nationality_and_location_are_blank():
    import_payloads([("sevin.json", encode(player(nationality=None, location="")))])
    p = Player.objects.get()
    assert (p.nationality.code, p.location.code) == ("", "")


def test_a_wdd_country_code_is_read_as_its_country():
    import_payloads([("sevin.json", encode(player(nationality="ALL", location="ANG")))])
    p = Player.objects.get()
    assert (p.nationality.code, p.location.code) == ("DE", "GB")


def test_a_board_of_a_tournament_not_listed_is_refused():
    refuse(
        player(boards=[board_entry(tournament=77)]),
        "board_tournament 77 is not in player_tournaments_played",
    )


def test_an_elimination_year_with_centres_is_refused():
    refuse(
        player(boards=[board_entry(centres=3, year=1905)]), "eliminated in 1905 but holds 3 centres"
    )


def test_a_null_elimination_year_is_none_and_zero_centres_is_kept():
    import_payloads([("sevin.json", encode(player(boards=[board_entry(centres=0, year=None)])))])
    r = GameResult.objects.get()
    assert (r.centres, r.eliminated_year) == (0, None)


def test_fields_the_site_does_not_read_give_a_warning_not_an_error():
    data = player()
    data["player_twitter"] = "@sev"
    report = import_payloads([("sevin.json", encode(data))])
    assert any("player_twitter" in w for w in report.warnings)
