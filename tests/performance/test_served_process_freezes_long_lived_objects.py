"""A served process keeps Django's long-lived objects out of the collector's
walk (``wdd.wsgi``): what loading the application made, then what the first
request loaded (templates, catalogues); later requests freeze nothing more.
It also collects the oldest generation ten times less often than Python's
default (``FULL_COLLECTION_EVERY``), leaving the younger ones as they are.
Checked in a process of its own: both are for the whole process."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import gc, json
default = gc.get_threshold()
import wdd.wsgi
from django.test import Client
at_start = gc.get_freeze_count()
client = Client()
client.get("/systems/")
after_first = gc.get_freeze_count()
client.get("/systems/")
from django.core.signals import request_finished
still = request_finished.disconnect(wdd.wsgi.freeze_what_the_first_request_loaded)
print(json.dumps([at_start, after_first, gc.get_freeze_count(), still, default, gc.get_threshold()]))
"""


def test_startup_and_first_request_objects_are_frozen_once(tmp_path):
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "wdd.settings",
        "DJANGO_SECRET_KEY": "test-only-" + "x" * 50,
        "DJANGO_DEBUG": "1",  # plain static files: no collectstatic manifest needed
        "DJANGO_ALLOWED_HOSTS": "testserver",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'empty.sqlite3'}",
    }
    env.pop("REDIS_URL", None)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    at_start, after_first, later, still_listening, default, thresholds = json.loads(
        out.stdout.splitlines()[-1]
    )
    assert at_start > 50_000  # Django and the project, loaded
    assert after_first > at_start + 1_000  # the first request's templates and catalogues
    # once: later requests' objects are collected as usual (frozen ones freed
    # by their reference counts leave the count)
    assert later <= after_first
    assert not still_listening
    assert default[2] == 10  # Python's: the oldest after every 10 of the middle one
    assert thresholds == [*default[:2], 100]
