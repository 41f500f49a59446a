"""Celery application.

With REDIS_URL set, tasks go to a real worker through Redis. Without it,
settings turn on eager mode so tasks run in-process (after the commit that
queued them), which is what `make run` on a fresh machine uses.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "wdd.settings")

app = Celery("wdd")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
