"""The WDD-style rankings site. Importing the Celery app here makes @shared_task use it."""

from .celery import app as celery_app

__all__ = ("celery_app",)
