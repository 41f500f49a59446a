"""The bench's environment: production-like Django settings, the machine's
description for the report, and Django set up in this process."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

from common import ROOT


def django_env(database_url: str) -> dict:
    """Production-like settings (DEBUG off, no Redis: in-process tasks, local cache)."""
    env = dict(os.environ)
    env.pop("REDIS_URL", None)
    env.update(
        DJANGO_SETTINGS_MODULE="wdd.settings",
        DJANGO_SECRET_KEY="bench-only-not-secret-" + "x" * 40,
        DJANGO_DEBUG="0",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost,testserver",
        DATABASE_URL=database_url,
        LOG_LEVEL="ERROR",
        # The pages step times the API's lists with hundreds of requests from
        # one address: far past the anonymous limit a visitor has (120/minute).
        API_ANON_RATE="1000000/minute",
    )
    return env


def machine_info() -> dict:
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import sqlite3

    import django

    try:
        import gunicorn

        gunicorn_version = gunicorn.__version__
    except ImportError:
        gunicorn_version = None
    return {
        "nproc": len(os.sched_getaffinity(0))
        if hasattr(os, "sched_getaffinity")
        else os.cpu_count(),
        "cpu": cpu,
        "ram": mem,
        "os": platform.platform(),
        "python": platform.python_version(),
        "django": django.get_version(),
        "sqlite": sqlite3.sqlite_version,
        "gunicorn": gunicorn_version,
    }


def loadavg() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def setup_django(env: dict) -> None:
    os.environ.clear()
    os.environ.update(env)
    import django

    django.setup()


def collectstatic(env: dict) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        check=True,
    )
