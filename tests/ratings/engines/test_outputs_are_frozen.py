"""Every table on the seeded history is, to the last bit, what the engines gave
before they were made fast (``frozen_outputs.json``, see ``frozen.py``)."""

import json

import pytest

from ratings.engines import ENGINES

from .frozen import FROZEN, legacy_digests, run_digests

TABLES = [f"{slug}/{c.slug}" for slug, e in ENGINES.items() for c in e.categories]


@pytest.fixture(scope="module")
def frozen():
    return json.loads(FROZEN.read_text())


@pytest.fixture(scope="module")
def legacy():
    return legacy_digests()


def test_the_frozen_file_covers_every_table(frozen):
    assert sorted(frozen) == sorted(TABLES)


@pytest.mark.parametrize("table", TABLES)
def test_each_table_one_category_at_a_time_is_unchanged(frozen, legacy, table):
    assert legacy[table] == frozen[table]


@pytest.fixture(scope="module")
def one_pass():
    return run_digests()


@pytest.mark.parametrize("table", TABLES)
def test_each_table_from_one_pass_over_all_categories_is_unchanged(frozen, one_pass, table):
    assert one_pass[table] == frozen[table]
