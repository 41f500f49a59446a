"""``raw_delete`` deletes exactly a queryset's rows in one statement, without
loading them, and says how many."""

from datetime import date

import pytest

from tournaments.models import Game
from wdd.bulk import raw_delete

pytestmark = pytest.mark.django_db


def test_only_the_filtered_rows_go_in_one_query(django_assert_num_queries):
    for i, variant in enumerate(("classic", "gvi", "classic")):
        Game.objects.create(key=f"g{i}", variant=variant, end_date=date(2020, 1, 1))
    with django_assert_num_queries(1):
        deleted = raw_delete(Game.objects.filter(variant="classic"))
    assert deleted == 2
    assert list(Game.objects.values_list("key", flat=True)) == ["g1"]
