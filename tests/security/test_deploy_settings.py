"""Production settings pass `check --deploy`: secure cookies, HSTS, no DEBUG, secret from env."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_check(extra_env):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(extra_env)
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_production_settings_pass_check_deploy():
    result = run_check(
        {
            "DJANGO_SECRET_KEY": "x" * 20 + "-a-long-random-production-secret-" + "y" * 20,
            "DJANGO_ALLOWED_HOSTS": "ratings.example.org",
        }
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_development_defaults_are_flagged_by_check_deploy():
    result = run_check({})
    assert result.returncode != 0
    assert "DEBUG" in result.stdout + result.stderr
