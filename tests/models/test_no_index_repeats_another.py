"""No table keeps an index that another one already gives: a plain index
whose columns lead a unique constraint or a wider index serves no lookup the
wider one does not, and costs a write for every imported or recomputed row
(the results' own game and player indexes were 1.4M entries each)."""

import pytest
from django.apps import apps
from django.db import connection

pytestmark = pytest.mark.django_db

APPS = ("tournaments", "ratings")


def _partial(model) -> set[str]:
    """The model's partial indexes (introspection does not tell their condition)."""
    return {index.name for index in model._meta.indexes if index.condition is not None}


def _pattern_ops(name: str) -> bool:
    """PostgreSQL's ``varchar_pattern_ops`` twin of a text column's index
    (Django's ``_like`` suffix): it serves ``LIKE 'prefix%'``, which the plain
    one cannot outside the C collation."""
    return connection.vendor == "postgresql" and name.endswith("_like")


def redundant_indexes() -> list[str]:
    found = []
    with connection.cursor() as cursor:
        for model in apps.get_models():
            if model._meta.app_label not in APPS:
                continue
            table = model._meta.db_table
            found_here = connection.introspection.get_constraints(cursor, table)
            partial = _partial(model)
            keys = {
                name: tuple(c["columns"])
                for name, c in found_here.items()
                if (c["index"] or c["unique"]) and c["columns"] and not c["primary_key"]
                and name not in partial and not _pattern_ops(name)
            }  # fmt: skip
            for name, columns in keys.items():
                if found_here[name]["unique"]:
                    continue
                wider = [
                    other
                    for other, theirs in keys.items()
                    if other != name and theirs[: len(columns)] == columns
                    and (len(theirs) > len(columns) or found_here[other]["unique"])
                ]  # fmt: skip
                if wider:
                    found.append(f"{table}.{name} {columns} (led by {', '.join(sorted(wider))})")
    return found


def test_no_plain_index_repeats_the_leading_columns_of_another():
    assert redundant_indexes() == []


def test_the_player_lists_keys_are_one_index_each():
    """What replaced the results' player index and leads with the player."""
    with connection.cursor() as cursor:
        results = connection.introspection.get_constraints(cursor, "tournaments_gameresult")
        games = connection.introspection.get_constraints(cursor, "tournaments_game")
    assert results["result_player_idx"]["columns"] == ["player_id", "game_id", "centres", "id"]
    assert games["game_sort_keys_idx"]["columns"] == ["id", "round_id", "end_date", "number"]
