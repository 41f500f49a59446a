"""A bundle's plain result records are read at once (``plain_results``), the
others field by field (``_result``, which words the refusals): the quick
reading never takes a record the field readers refuse, and gives what they
give for every record it takes."""

import itertools

import pytest

from tournaments.exchange import bundle as b
from tournaments.exchange import bundle_format
from tournaments.exchange.bundle_plain import plain_results
from tournaments.exchange.errors import ImportFailed
from tournaments.exchange.fields import Where

PLAIN = {"player": "p1", "power": "France", "centres": 3, "eliminated_year": None}
VALUES = [
    None, True, False, 0, 1, -1, 34, 35, 1900, 3000, 3001, 3.0, 1.5, "", " ", "p1", " p1 ",
    "p\x001", "k" * 64, "k" * 65, " " + "k" * 64, "F" * 40, "F" * 41, "resigned", "left",
    [], [3], [True], {}, "12",
]  # fmt: skip
FIELDS = ["player", "power", "centres", "eliminated_year", "centres_by_year", "status", "extra"]
KINDS = {
    "board": (bundle_format.BOARD_RESULT_FIELDS, False),
    "online": (bundle_format.ONLINE_RESULT_FIELDS, True),
    "plain": (bundle_format.RESULT_FIELDS, False),
}


def records():
    """Plain records with one field set to each value, or taken out; and not records."""
    yield PLAIN
    for field, value in itertools.product(FIELDS, VALUES):
        yield {**PLAIN, field: value}
    for field in FIELDS:
        yield {k: v for k, v in PLAIN.items() if k != field}
    yield {**PLAIN, "eliminated_year": 1905, "centres": 0}
    yield from (None, "p1", 3, [PLAIN])


def field_by_field(raw, allowed, online):
    try:
        return b._result(raw, allowed, Where("r.json", "game g"), online)
    except ImportFailed:
        return None


@pytest.mark.parametrize("kind", KINDS)
def test_the_quick_reading_agrees_with_the_field_readers(kind):
    allowed, online = KINDS[kind]
    taken = 0
    for raw in records():
        quick = plain_results([raw], None)
        if quick is not None:
            assert quick == [field_by_field(raw, allowed, online)], raw
            taken += 1
    assert taken > 10  # it does take the plain records


def test_the_plain_records_are_taken_with_their_values_stripped():
    raw = {**PLAIN, "player": " p1 ", "power": "France ", "eliminated_year": 1905, "centres": 0}
    (result,) = plain_results([raw], None)
    assert (result.player, result.power, result.centres, result.eliminated_year) == (
        "p1", "France", 0, 1905,
    )  # fmt: skip
