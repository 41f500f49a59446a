"""Where games are played: circuits, the tournaments (and leagues) they
gather, and a tournament's rounds. Boards and placements hang from these, so
they are kept apart from the games and placements that refer to them."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django_countries.fields import CountryField
from simple_history.models import HistoricalRecords

from wdd.detail_urls import fast_reverse

from ..event_kinds import EVENT_KINDS
from ..search import tournament_search_name
from .slugs import name_slug


class Circuit(models.Model):
    key = models.CharField(_("key"), max_length=64, unique=True)
    name = models.CharField(_("name"), max_length=200)
    season = models.CharField(_("season"), max_length=40, blank=True)
    best_of = models.PositiveSmallIntegerField(
        _("best N results count"),
        null=True,
        blank=True,
        help_text=_("Only a player's best N results count in the circuit standings"),
    )
    slug = models.SlugField(max_length=200, editable=False)

    class Meta:
        ordering = ["-season", "name"]
        verbose_name = _("circuit")
        verbose_name_plural = _("circuits")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        self.slug = name_slug(self.name)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("circuit-detail", self.pk, self.slug or "x")


class Tournament(models.Model):
    class Kind(models.TextChoices):
        TOURNAMENT = "tournament", _("Tournament")
        LEAGUE = "league", _("League")

    key = models.CharField(_("key"), max_length=64, unique=True)
    name = models.CharField(_("name"), max_length=200)
    slug = models.SlugField(max_length=200, editable=False)
    start_date = models.DateField(_("start date"))
    # indexed by tournament_list_idx and the catalogue's index, which lead with it
    end_date = models.DateField(_("end date"))
    city = models.CharField(_("city"), max_length=100, blank=True)
    country = CountryField(_("country"), blank=True, db_index=True)
    world_championship = models.BooleanField(_("world championship"), default=False)
    kind = models.CharField(_("kind"), max_length=20, choices=Kind, default=Kind.TOURNAMENT)
    event_kind = models.CharField(
        _("event kind"), max_length=20, blank=True, db_index=True, choices=EVENT_KINDS
    )
    rounds = models.PositiveSmallIntegerField(_("number of rounds"), default=1)
    scoring_system = models.CharField(_("scoring system"), max_length=40, blank=True)
    aggregation = models.CharField(
        _("how game scores add up"),
        max_length=20,
        default="system",
        help_text=_("system = the scoring system's own rule"),
    )
    aggregation_n = models.PositiveSmallIntegerField(_("N (best N)"), null=True, blank=True)
    director = models.CharField(_("director"), max_length=200, blank=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="tournaments",
        verbose_name=_("owner"),
        help_text=_("The organizer who may edit this tournament"),
    )
    circuits = models.ManyToManyField(Circuit, blank=True, related_name="tournaments")
    # Kept by save() and by the bulk importer (tournaments.search says why).
    search_name = models.CharField(max_length=255, editable=False, default="", db_index=True)
    history = HistoricalRecords(excluded_fields=["slug", "search_name"])

    class Meta:
        ordering = ["-end_date", "-start_date", "name"]
        indexes = [
            models.Index(fields=["end_date", "start_date", "id"]),
            # The list's own order, name included: page 100 of 5,000 events
            # read 50 rows instead of sorting (and counting the players of)
            # every event before it (20 ms -> 0.4 ms of SQL).
            models.Index(fields=["-end_date", "-start_date", "name"], name="tournament_list_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(end_date__gte=models.F("start_date")), name="tournament_dates_ordered"
            ),
            models.CheckConstraint(condition=Q(rounds__gte=1), name="tournament_rounds_positive"),
        ]
        verbose_name = _("tournament")
        verbose_name_plural = _("tournaments")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        self.set_derived()
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("tournament-detail", self.pk, self.slug or "x")

    def clean(self):
        if self.start_date and self.end_date and self.end_date < self.start_date:
            raise ValidationError({"end_date": _("The end date is before the start date.")})

    def set_derived(self) -> None:
        """Slug and search name from the name and city (save() and bulk writes)."""
        self.slug = name_slug(self.name)
        self.search_name = tournament_search_name(self.name, self.city)


class Round(models.Model):
    # indexed by round_unique_number, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="round_set", db_index=False
    )
    number = models.PositiveSmallIntegerField(_("round"))
    history = HistoricalRecords()

    class Meta:
        verbose_name = _("round")
        verbose_name_plural = _("rounds")
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number"),
            models.CheckConstraint(condition=Q(number__gte=1), name="round_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} — round {self.number}"
