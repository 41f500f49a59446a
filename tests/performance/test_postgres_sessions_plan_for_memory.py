"""Every PostgreSQL connection plans for a database held in memory and read
by short queries (``wdd.settings``): no JIT compilation, no parallel workers,
random reads priced near sequential ones (1.5; the default is 4). With the
server's defaults these cost the bench's pages 10-50 ms each. The settings
ride on the connection, so a server tuned otherwise keeps its own through
DATABASE_SESSION_OPTIONS."""

import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.db import connection

DEFAULT = "-c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.5"


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
        "random_page_cost": "1.5",
    }


def settings_options(env: dict) -> str:
    """OPTIONS["options"] as wdd.settings builds it under ``env`` (a fresh
    interpreter: the settings are read once a process; nothing connects)."""
    code = (
        "import wdd.settings as s; "
        "print(s.DATABASES['default'].get('OPTIONS', {}).get('options', '<none>'))"
    )
    clean = {
        k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_SESSION_OPTIONS")
    }
    out = subprocess.run(
        [sys.executable, "-c", code], env={**clean, **env}, cwd=settings.BASE_DIR,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return out.stdout.strip()


def test_the_options_come_from_the_environment_and_a_url_keeps_its_own():
    url = "postgres://u:p@127.0.0.1:5432/wdd"
    assert settings_options({"DATABASE_URL": url}) == DEFAULT
    assert settings_options({"DATABASE_URL": url, "DATABASE_SESSION_OPTIONS": ""}) == ""
    own = url + "?options=-c%20search_path%3Dwdd"
    assert settings_options({"DATABASE_URL": own}) == "-c search_path=wdd"
    assert settings_options({"DATABASE_URL": "sqlite:////tmp/x.sqlite3"}) == "<none>"
