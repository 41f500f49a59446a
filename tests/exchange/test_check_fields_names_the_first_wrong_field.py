"""``check_fields`` passes an object with only allowed fields and every
required one as it is, and otherwise refuses it naming the first wrong field
in sorted order: an unknown one before a missing one."""

import pytest

from tournaments.exchange.errors import ImportFailed
from tournaments.exchange.fields import Where, check_fields

ALLOWED = {"key", "name", "rank", "score"}
REQUIRED = {"key", "name"}
WHERE = Where("r.json", "player p1")


def refusal(obj) -> str:
    with pytest.raises(ImportFailed) as info:
        check_fields(obj, ALLOWED, REQUIRED, WHERE)
    return str(info.value)


@pytest.mark.parametrize("obj", [{"key": 1, "name": 2}, {"name": 2, "score": 3, "key": 1}])
def test_an_object_with_allowed_and_required_fields_passes_as_it_is(obj):
    assert check_fields(obj, ALLOWED, REQUIRED, WHERE) is obj


def test_the_first_unknown_field_is_named_before_any_missing_one():
    assert refusal({"zeta": 1, "alpha": 2}) == "r.json: player p1: unknown field 'alpha'"


def test_the_first_missing_field_is_named():
    assert refusal({"score": 1}) == "r.json: player p1: missing field 'key'"
    assert refusal({"key": 1}) == "r.json: player p1: missing field 'name'"


def test_a_value_that_is_no_object_is_refused():
    assert refusal(["key"]) == "r.json: player p1: expected an object, got a list"
