"""The Celery worker replaces a child whose peak memory passed a limit (512 MiB
unless ``CELERY_WORKER_MAX_MEMORY_MB`` says otherwise; 0: never), so the
incremental updates after a recompute of the whole history run in a child
whose heap never held it. Settings are read once a process: each case runs
in its own."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

READ = (
    "import json, django; django.setup(); from wdd.celery import app; "
    "print(json.dumps(app.conf.worker_max_memory_per_child))"
)


def worker_limit(**env) -> int | None:
    environ = {k: v for k, v in os.environ.items() if k != "CELERY_WORKER_MAX_MEMORY_MB"}
    environ |= {"DJANGO_SETTINGS_MODULE": "wdd.settings", **env}
    out = subprocess.run(
        [sys.executable, "-c", READ], env=environ, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_child_past_512_mib_is_replaced_by_default():
    assert worker_limit() == 512 * 1024  # KiB, as billiard compares it


@pytest.mark.parametrize(("mb", "kib"), [("2048", 2048 * 1024), ("0", None)])
def test_the_limit_is_set_in_mebibytes_and_zero_turns_it_off(mb, kib):
    assert worker_limit(CELERY_WORKER_MAX_MEMORY_MB=mb) == kib
