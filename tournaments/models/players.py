"""The people who play: a player, and the external keys a merge left pointing
at them. Every other results table refers to these, so they depend on no
other model of the app."""

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django_countries.fields import CountryField
from simple_history.models import HistoricalRecords

from wdd.detail_urls import fast_reverse

from ..search import collation_key, player_search_name, player_search_text
from .slugs import name_slug


class Player(models.Model):
    key = models.CharField(_("key"), max_length=64, unique=True, help_text=_("Stable external id"))
    first_name = models.CharField(_("first name"), max_length=100)
    last_name = models.CharField(_("last name"), max_length=100)
    homonym = models.PositiveSmallIntegerField(
        _("homonym"),
        null=True,
        blank=True,
        help_text=_(
            "Tells apart players with the same name (the WDD's HOMONYME): "
            "the second Xavier MARTIN is 2."
        ),
    )
    nationality = CountryField(_("nationality"), blank=True, db_index=True)
    location = CountryField(_("location"), blank=True, db_index=True)
    slug = models.SlugField(max_length=200, editable=False)
    # Kept by save() and by the bulk importer (tournaments.search says why).
    # search_name is the folded name (exact lookups: pasted names, duplicates);
    # search_text adds its other spellings, and the name searches read it.
    search_name = models.CharField(max_length=255, editable=False, default="", db_index=True)
    search_text = models.CharField(max_length=255, editable=False, default="")
    sort_key = models.CharField(max_length=400, editable=False, default="", db_index=True)
    history = HistoricalRecords(excluded_fields=["slug", "search_name", "search_text", "sort_key"])

    class Meta:
        ordering = ["sort_key", "id"]
        # The key too: the API lists players by (last, first, key), and without
        # it SQLite sorted each run of equal names, over every row before a
        # deep page (page 500: 65 ms of SQL; with it 0.8 ms).
        indexes = [models.Index(fields=["last_name", "first_name", "key"], name="player_name_idx")]
        constraints = [
            models.CheckConstraint(
                condition=Q(homonym__isnull=True) | Q(homonym__gte=1),
                name="player_homonym_positive",
            ),
        ]
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self) -> str:
        """The name with its homonym number where one is set ("Xavier MARTIN (2)"),
        so two players of the same name are told apart wherever a name is shown."""
        name = f"{self.first_name} {self.last_name}".strip()
        return f"{name} ({self.homonym})" if self.homonym else name

    def save(self, *args, **kwargs):
        self.set_derived()
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("player-detail", self.pk, self.slug or "x")

    def set_derived(self) -> None:
        """Slug, search columns and collation key from the names (save() and bulk writes)."""
        self.slug = name_slug(self.first_name, self.last_name)
        self.search_name = player_search_name(self.first_name, self.last_name)
        self.search_text = player_search_text(self.first_name, self.last_name)
        self.sort_key = collation_key(self.last_name, self.first_name)


class PlayerAlias(models.Model):
    """An external key that now resolves to another player (after a merge)."""

    key = models.CharField(max_length=64, unique=True)
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="aliases")

    class Meta:
        verbose_name = _("player alias")
        verbose_name_plural = _("player aliases")

    def __str__(self) -> str:
        return f"{self.key} → {self.player}"
