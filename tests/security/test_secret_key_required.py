"""With DEBUG off the site refuses to start without a real DJANGO_SECRET_KEY.

The development key is committed in the repository: a production started
without its own key (or with that one) would sign sessions and CSRF tokens
with a public secret. Each case runs `manage.py check --deploy` in a
subprocess, since settings read the environment once, at import.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REAL_KEY = "k" * 20 + "-a-long-random-production-secret-" + "q" * 20


def check_deploy(**env_vars):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(DJANGO_ALLOWED_HOSTS="ratings.example.org", **env_vars)
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def refused(result) -> bool:
    return (
        result.returncode != 0
        and "ImproperlyConfigured" in result.stderr
        and "DJANGO_SECRET_KEY" in result.stderr
    )


def development_key() -> str:
    from django.conf import settings

    return settings.DEVELOPMENT_SECRET_KEY


def test_debug_off_without_a_secret_key_refuses_to_start():
    assert refused(check_deploy(DJANGO_DEBUG="0"))


def test_debug_off_with_an_empty_or_blank_secret_key_refuses_to_start():
    assert refused(check_deploy(DJANGO_DEBUG="0", DJANGO_SECRET_KEY=""))
    assert refused(check_deploy(DJANGO_DEBUG="0", DJANGO_SECRET_KEY="   "))


def test_debug_off_with_the_committed_development_key_refuses_to_start():
    assert refused(check_deploy(DJANGO_DEBUG="0", DJANGO_SECRET_KEY=development_key()))


def test_the_message_says_what_to_set():
    message = check_deploy(DJANGO_DEBUG="0").stderr.strip().splitlines()[-1]
    assert "DJANGO_SECRET_KEY" in message and "DEBUG" in message


def test_debug_on_the_development_key_is_never_clean_for_deployment():
    result = check_deploy(DJANGO_DEBUG="1")
    assert result.returncode != 0
    assert "DEBUG" in result.stdout + result.stderr


def test_a_real_key_with_debug_off_is_clean():
    result = check_deploy(DJANGO_DEBUG="0", DJANGO_SECRET_KEY=REAL_KEY)
    assert result.returncode == 0, result.stdout + result.stderr
