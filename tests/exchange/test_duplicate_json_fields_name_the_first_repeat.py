"""A JSON object that gives a field twice is refused, naming the first field
that repeats, at any depth; objects without repeats read as ``json.loads``
reads them, in their order."""

import json

import pytest

from tournaments.exchange.errors import ImportFailed
from tournaments.exchange.json_strict import loads_strict


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        (b'{"a": 1, "b": 2, "b": 3, "a": 4}', "b"),
        (b'{"players": [{"key": "p1"}, {"x": 1, "key": "p2", "x": 2}]}', "x"),
    ],
)
def test_the_first_repeated_field_is_named(raw, field):
    with pytest.raises(ImportFailed) as info:
        loads_strict(raw, "r.json")
    assert str(info.value) == f"r.json: duplicate field '{field}' in one object"


def test_objects_without_repeats_read_as_json_reads_them():
    raw = b'{"z": 1, "a": [{"k": "v", "b": null}, {}], "m": {"n": {"o": 1.5}}}'
    data = loads_strict(raw, "r.json")
    assert data == json.loads(raw)
    assert list(data) == ["z", "a", "m"]
