"""Where players finished: the placements a tournament published, the ones its
scoring system computed from the boards, each result's score under that
system, and the best-country awards. They read players, events and results,
and nothing reads them back among the models."""

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from .events import Tournament
from .games import GameResult
from .players import Player


class Standing(models.Model):
    """A final placement as the event published it (ties share a rank)."""

    # Indexed by standing_unique_player and the (player, tournament) index,
    # which lead with them.
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="standings", db_index=False
    )
    player = models.ForeignKey(
        Player, on_delete=models.PROTECT, related_name="standings", db_index=False
    )
    rank = models.PositiveIntegerField(_("rank"))
    score = models.FloatField(_("published score"), null=True, blank=True)
    dip_pouch_score = models.FloatField(
        _("Dip Pouch percentile"),
        null=True,
        blank=True,
        editable=False,
        help_text=_("(N + 0.5 - P) / N * 100, kept up to date with the standings"),
    )
    history = HistoricalRecords(excluded_fields=["dip_pouch_score"])

    class Meta:
        ordering = ["tournament", "rank", "id"]
        indexes = [models.Index(fields=["player", "tournament"])]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "player"], name="standing_unique_player"),
            models.CheckConstraint(condition=Q(rank__gte=1), name="standing_rank_positive"),
        ]
        verbose_name = _("standing")
        verbose_name_plural = _("standings")

    def __str__(self) -> str:
        return f"{self.rank}. {self.player}"


class ComputedStanding(models.Model):
    """A placement computed by the tournament's scoring system from its boards."""

    # indexed by computed_standing_unique_player, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="computed_standings", db_index=False
    )
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="computed_standings")
    rank = models.PositiveIntegerField()
    score = models.FloatField()
    tier = models.PositiveSmallIntegerField(null=True, blank=True)
    wins = models.PositiveSmallIntegerField(null=True, blank=True)
    draws = models.PositiveSmallIntegerField(null=True, blank=True)
    best_game = models.FloatField(null=True, blank=True)
    games = models.PositiveSmallIntegerField(default=0)
    dip_pouch_score = models.FloatField()

    class Meta:
        verbose_name = _("computed standing")
        verbose_name_plural = _("computed standings")
        ordering = ["tournament", "rank", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player"], name="computed_standing_unique_player"
            ),
            models.CheckConstraint(condition=Q(rank__gte=1), name="computed_rank_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.rank}. {self.player} ({self.score:g})"


class BoardScore(models.Model):
    """A result's score under its tournament's scoring system; dropped = not counted."""

    result = models.OneToOneField(GameResult, on_delete=models.CASCADE, related_name="board_score")
    score = models.FloatField()
    dropped = models.BooleanField(default=False)

    class Meta:
        verbose_name = _("board score")
        verbose_name_plural = _("board scores")

    def __str__(self) -> str:
        return f"{self.result}: {self.score:g}{' (dropped)' if self.dropped else ''}"


class CountryAward(models.Model):
    """Best country: the best game played with each power at a tournament."""

    # indexed by award_unique, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="awards", db_index=False
    )
    power = models.CharField(max_length=40)
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="country_awards")

    class Meta:
        verbose_name = _("best country award")
        verbose_name_plural = _("best country awards")
        ordering = ["tournament", "power"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "power", "player"], name="award_unique")
        ]

    def __str__(self) -> str:
        return f"Best {self.power}: {self.player}"
