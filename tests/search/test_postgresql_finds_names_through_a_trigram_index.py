"""On PostgreSQL a name search reads the players' trigram index (migration
tournaments 0015) instead of every row: the planner can answer the very
query Django writes for ``search_text__contains`` from the index. SQLite
has none and needs none (its scan of the bench's 30,000 names takes 4 ms)."""

import pytest
from django.db import connection

from tournaments.models import Player
from tournaments.selectors.common import name_search

pytestmark = pytest.mark.django_db


@pytest.mark.skipif(connection.vendor != "postgresql", reason="a PostgreSQL index")
def test_a_name_search_can_be_answered_from_the_trigram_index():
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'player_search_trgm'")
        (definition,) = cursor.fetchone()
        assert "gin" in definition and "search_text gin_trgm_ops" in definition
        # a tiny table is cheaper to read whole: ask for the plans that read an index
        # by its matches (a GIN index is read by bitmap only)
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
    plan = name_search(Player.objects.order_by(), "lefevre").explain()
    assert "player_search_trgm" in plan
