from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Tournaments and results")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from . import version_signals

        version_signals.connect()
