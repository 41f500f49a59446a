from django.apps import AppConfig
from django.db.models.signals import post_save
from django.utils.translation import gettext_lazy as _


class RatingsConfig(AppConfig):
    name = "ratings"
    verbose_name = _("Ratings")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from tournaments.models import Player

        from .services import names

        # The rating rows carry the player's names (a table sorted by name).
        post_save.connect(names.player_saved, sender=Player, dispatch_uid="ratings-player-names")
