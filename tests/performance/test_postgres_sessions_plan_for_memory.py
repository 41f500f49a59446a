"""Every PostgreSQL connection plans for a database held in memory and read
by short queries (``wdd.settings``): no JIT compilation, no parallel workers,
random reads priced at half the default. With the server's defaults these cost the
bench's pages 10-50 ms each. The settings ride on the connection, so a server
tuned otherwise keeps its own through DATABASE_SESSION_OPTIONS."""

import pytest
from django.db import connection


@pytest.mark.django_db
def test_each_connection_turns_off_jit_and_parallel_workers_and_prices_random_reads_low():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's planner settings")
    with connection.cursor() as cursor:
        shown = {}
        for name in ("jit", "max_parallel_workers_per_gather", "random_page_cost"):
            cursor.execute(f"SHOW {name}")
            shown[name] = cursor.fetchone()[0]
    assert shown == {
        "jit": "off",
        "max_parallel_workers_per_gather": "0",
        "random_page_cost": "2",
    }
