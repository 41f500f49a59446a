"""Hostile or broken input never crashes the importer and never leaves partial data.

Every outcome is either a clean import or ImportFailed with a one-line message;
valid bundles round-trip (import, export, re-import gives an identical export).
"""

import copy
import json

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.importing.bundles import bundle
from tournaments.exchange.backup import export_bundle
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import Game, GameResult, Player, Standing, Tournament

pytestmark = pytest.mark.django_db
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)


def table_sizes():
    return [m.objects.count() for m in (Player, Tournament, Game, GameResult, Standing)]


def attempt(raw: bytes, name="fuzz.json"):
    """Import inside a savepoint that is always rolled back, so examples stay independent."""
    before = table_sizes()
    with transaction.atomic():
        try:
            import_payloads([(name, raw)])
        except ImportFailed as e:
            assert "\n" not in str(e) and str(e).startswith(name)
            assert table_sizes() == before
        transaction.set_rollback(True)


def paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from paths(v, prefix + (i,))


VALID = bundle()
ALL_PATHS = [p for p in paths(VALID) if p]


@FUZZ
@given(path=st.sampled_from(ALL_PATHS), value=json_values)
def test_replacing_any_field_with_any_value_is_handled(path, value):
    data = copy.deepcopy(VALID)
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    attempt(json.dumps(data).encode())


@FUZZ
@given(path=st.sampled_from([p for p in ALL_PATHS if isinstance(p[-1], str)]))
def test_removing_any_field_is_handled(path):
    data = copy.deepcopy(VALID)
    node = data
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]
    attempt(json.dumps(data).encode())


@FUZZ
@given(value=json_values)
def test_any_json_document_is_handled(value):
    attempt(json.dumps(value).encode())


@FUZZ
@given(raw=st.binary(max_size=200))
def test_any_bytes_are_handled(raw):
    attempt(raw)
    attempt(raw, name="fuzz.csv")


def test_a_50_mb_file_is_refused_cleanly():
    raw = (
        b'{"format": "diplomacy-results", "version": 1, "players": [{"key": "'
        + b"x" * (50 * 1024 * 1024)
        + b'", "first_name": "A", "last_name": "B"}]}'
    )
    with pytest.raises(ImportFailed, match="longer than"):
        import_payloads([("big.json", raw)])
    assert not Player.objects.exists()


def test_huge_numbers_are_refused_cleanly():
    data = bundle()
    data["tournaments"][0]["rounds"] = 10**400
    with pytest.raises(ImportFailed, match="rounds .* out of range"):
        import_payloads([("big.json", json.dumps(data).encode())])


centres = st.lists(st.integers(0, 12), min_size=7, max_size=7).filter(lambda c: sum(c) <= 34)


@FUZZ
@given(
    boards=st.lists(centres, min_size=1, max_size=4),
    names=st.lists(
        st.text(st.characters(exclude_categories=("Cs", "Cc")), min_size=1, max_size=20).filter(
            str.strip
        ),
        min_size=7,
        max_size=7,
    ),
)
def test_valid_bundles_round_trip(boards, names):
    from tests.importing.bundles import board

    data = bundle()
    for player, name in zip(data["players"], names, strict=True):
        player["last_name"] = name.strip()
    data["tournaments"][0]["rounds"] = len(boards)
    data["tournaments"][0]["boards"] = [board(i + 1, 1, tuple(c)) for i, c in enumerate(boards)]
    with transaction.atomic():
        import_bundle_data(data)
        first = export_bundle()
        import_bundle_data(json.loads(json.dumps(first)))
        assert export_bundle() == first
        transaction.set_rollback(True)
