"""A game whose result records are all plain is read at once (``_plain_results``:
each record, then the game's powers and players together); any other game
record by record (``_results``, which words the refusals). Both readings give
the same results, or the same refusal in the same words: a power twice, a
player twice, a power not of the variant, centres with an elimination year, a
wrong field, whichever comes first."""

import copy
import itertools
from unittest import mock

import pytest

from tests.importing.bundles import bundle
from tournaments.exchange import bundle as b
from tournaments.exchange.errors import ImportFailed

#: changes to one result record of a board or an online game
CHANGES = [
    {}, {"power": "France"}, {"power": "Spain"}, {"power": " England "}, {"player": "p1"},
    {"player": " p2 "}, {"player": ""}, {"centres": 35}, {"centres": -1}, {"centres": 2.0},
    {"centres": 0, "eliminated_year": 1905}, {"eliminated_year": 1905}, {"eliminated_year": 0},
    {"eliminated_year": True}, {"status": "resigned"}, {"status": None}, {"extra": 1},
    {"centres_by_year": None}, {"player": None},
]  # fmt: skip
VARIANTS = [None, "classic", "fva", "gvi", "classic-chaos"]


def outcome(data):
    try:
        batch = b.parse_bundle(data, "r.json")
    except ImportFailed as e:
        return "refused", str(e)
    games = [*batch.games.values(), *batch.tournaments["t1"].boards]
    return "read", [g.results for g in games]


def record_by_record(data):
    with mock.patch.object(b, "_plain_results", lambda records, powers: None):
        return outcome(data)


def bundles():
    """The test bundle with two results of its first board and of its online
    game changed, on each variant."""
    for variant, first, second in itertools.product(VARIANTS, CHANGES, CHANGES[:8]):
        data = bundle()
        for game in (data["tournaments"][0]["boards"][0], data["games"][0]):
            if variant is not None:
                game["variant"] = variant
            game["players"][1].update(copy.deepcopy(first))
            game["players"][3].update(copy.deepcopy(second))
        yield data


@pytest.mark.django_db
def test_a_game_reads_at_once_as_it_reads_record_by_record():
    taken = refused = 0
    for data in bundles():
        quick = outcome(data)
        assert quick == record_by_record(data), data["games"][0]
        taken += quick[0] == "read"
        refused += quick[0] == "refused"
    assert taken > 10 and refused > 100
