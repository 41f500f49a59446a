"""A WDD pair that cannot be imported is refused with a clear message, changing nothing."""

import pytest

from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads

from .conftest import boards_of, empty_tournament

pytestmark = pytest.mark.django_db


def refuse(payloads, key, *needles):
    with pytest.raises(ImportFailed) as info:
        import_payloads(payloads, tournament_key=key)
    message = str(info.value)
    for needle in needles:
        assert needle in message, message
    return message


def test_the_pair_needs_a_tournament_key(scored):
    refuse(list(wdd_pair(scored).items()), None, "classification.csv", "--tournament KEY")


def test_the_pair_needs_an_existing_tournament(scored):
    refuse(
        list(wdd_pair(scored).items()),
        "nope",
        "unknown tournament 'nope'",
        "create the tournament first",
    )


def test_boards_without_their_classification_are_refused(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    refuse([("boards.csv", pair["boards.csv"])], "t2", "boards.csv", "needs its classification.csv")


def test_an_unknown_country_code_names_the_line(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    bad = pair["classification.csv"].decode().replace("FRA", "XXQ", 1).encode()
    refuse(
        [("classification.csv", bad), ("boards.csv", pair["boards.csv"])],
        "t2",
        "classification.csv: line 2",
        "NATIONALITY 'XXQ' is not a WDD country code",
    )
    assert boards_of("t2") == []


def test_a_board_player_missing_from_the_classification_is_refused(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    bad = pair["boards.csv"].decode().replace("Låst3", "Stranger", 1).encode()
    refuse(
        [("classification.csv", pair["classification.csv"]), ("boards.csv", bad)],
        "t2",
        "boards.csv: line",
        "Stranger (HOMONYME 1) is not in the classification file",
    )


def test_a_power_twice_on_a_board_is_refused(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    bad = pair["boards.csv"].decode().replace("0EN", "0AU", 1).encode()
    refuse(
        [("classification.csv", pair["classification.csv"]), ("boards.csv", bad)],
        "t2",
        "power Austria appears twice",
    )
