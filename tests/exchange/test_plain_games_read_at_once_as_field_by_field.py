"""Plain online games and boards are read at once (``plain_game``, ``plain_board``:
their fields, then each result record, then the game's powers and players
together); any other game field by field and record by record (``_game``,
``_boards``, ``_results``, which word the refusals). Both readings give the same
games, or the same refusal in the same words, whichever field or record comes
first: a power twice, a player twice, a power not of the variant, centres with
an elimination year, a bad key, date, round, board number or choice, a board
twice, centres over 34."""

import copy
import itertools
from unittest import mock

import pytest

from tests.importing.bundles import bundle
from tournaments.exchange import bundle as b
from tournaments.exchange.errors import ImportFailed

pytestmark = pytest.mark.django_db

#: changes to one result record of a board or an online game
RESULT_CHANGES = [
    {}, {"power": "France"}, {"power": "Spain"}, {"power": " England "}, {"player": "p1"},
    {"player": " p2 "}, {"player": ""}, {"centres": 35}, {"centres": -1}, {"centres": 2.0},
    {"centres": 0, "eliminated_year": 1905}, {"eliminated_year": 1905}, {"eliminated_year": 0},
    {"eliminated_year": True}, {"status": "resigned"}, {"status": None}, {"extra": 1},
    {"centres_by_year": None}, {"player": None}, {"centres": 20},
]  # fmt: skip
VARIANTS = [None, "classic", "fva", "gvi", "classic-chaos"]
#: changes to an online game's own fields, and to a board's
GAME_CHANGES = [
    {}, {"key": " g1 "}, {"key": ""}, {"key": "k" * 65}, {"key": 3}, {"key": "g\x001"},
    {"end_date": "2019-4-2"}, {"end_date": "2019-02-30"}, {"end_date": "1799-12-31"},
    {"end_date": "2019-W14-2"}, {"end_date": None}, {"variant": ""}, {"variant": "gvi"},
    {"press": None}, {"press": "gunboat"}, {"press": ["full"]}, {"game_scoring": "sos"},
    {"game_scoring": "x"}, {"phase_minutes": 0}, {"phase_minutes": 1440},
    {"phase_minutes": True}, {"phase_minutes": 100_001}, {"turns": 0}, {"turns": -1},
    {"turns": 10_001}, {"bot": False}, {"bot": None}, {"end_time": "2019-04-02T10:00:00Z"},
    {"players": []}, {"players": {}}, {"extra": 1},
]  # fmt: skip
BOARD_CHANGES = [
    {}, {"round": 2, "board": 1}, {"round": 3}, {"round": 0}, {"round": True}, {"board": 0},
    {"board": 10_000}, {"board": 1.0}, {"end_date": "2013-08-24"}, {"end_date": "2013-8-24"},
    {"variant": "fva"}, {"press": "gunboat"}, {"phase_minutes": 0}, {"players": []},
    {"extra": 1},
]  # fmt: skip


def outcome(data):
    try:
        batch = b.parse_bundle(data, "r.json")
    except ImportFailed as e:
        return "refused", str(e)
    return "read", [*batch.games.values(), *batch.tournaments["t1"].boards]


def field_by_field(data):
    with (
        mock.patch.object(b, "plain_game", lambda raw: None),
        mock.patch.object(b, "plain_board", lambda raw, rounds, seen: None),
        mock.patch.object(b, "plain_results", lambda records, powers: None),
    ):
        return outcome(data)


def result_changes():
    """The test bundle with two results of its first board and of its online game
    changed, on each variant."""
    for variant, first, second in itertools.product(VARIANTS, RESULT_CHANGES, RESULT_CHANGES[:8]):
        data = bundle()
        for game in (data["tournaments"][0]["boards"][0], data["games"][0]):
            if variant is not None:
                game["variant"] = variant
            game["players"][1].update(copy.deepcopy(first))
            game["players"][3].update(copy.deepcopy(second))
        yield data


def game_changes():
    """The test bundle with its online game's fields changed, and with its second
    board's fields changed, with a result changed or not."""
    for changes, result in itertools.product((GAME_CHANGES, BOARD_CHANGES), RESULT_CHANGES[:3]):
        for change in changes:
            data = bundle()
            game = (
                data["games"][0] if changes is GAME_CHANGES else data["tournaments"][0]["boards"][1]
            )
            game.update(copy.deepcopy(change))
            if isinstance(game["players"], list) and game["players"]:
                game["players"][-1].update(result)
            yield data


@pytest.mark.parametrize("bundles", [result_changes, game_changes])
def test_a_game_reads_at_once_as_it_reads_field_by_field(bundles):
    taken = refused = 0
    for data in bundles():
        quick = outcome(data)
        assert quick == field_by_field(data), (data["games"][0], data["tournaments"][0]["boards"])
        taken += quick[0] == "read"
        refused += quick[0] == "refused"
    assert taken > 10 and refused > 20
