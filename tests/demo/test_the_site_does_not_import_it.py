"""The demo generator stays out of the running site: serving pages (the WSGI
app, every URLconf, the admin, the tasks) never imports ``tournaments.demo``;
only the demo commands, the benchmark and the tests do."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
import sys
from wdd.wsgi import application
import wdd.urls, ratings.tasks
from django.urls import get_resolver
get_resolver().url_patterns
print(sorted(m for m in sys.modules if m.startswith("tournaments.demo")))
"""


def test_the_wsgi_app_urls_admin_and_tasks_load_without_the_demo_package():
    out = subprocess.run(
        [sys.executable, "-c", CODE], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
