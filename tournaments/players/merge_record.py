"""The audit record of a merge of two players: what ``merging`` moved, enough to
undo it. A model of the ``tournaments`` app (``tournaments.models`` imports it)
kept beside the merge code that writes and reads it.
"""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class PlayerMerge(models.Model):
    """The audit record of one merge of two players, enough to undo it (`tournaments.players.merging`).

    `moved` lists, per table, the ids of the rows moved from the merged player to
    the survivor; the merged player's own fields are kept so unmerging recreates it
    with its key.
    """

    survivor = models.ForeignKey(
        "tournaments.Player",
        null=True,
        on_delete=models.SET_NULL,
        related_name="merges",
        verbose_name=_("survivor"),
    )
    merged_key = models.CharField(_("merged key"), max_length=64, db_index=True)
    merged_first_name = models.CharField(max_length=100)
    merged_last_name = models.CharField(max_length=100)
    merged_nationality = models.CharField(max_length=2, blank=True)
    merged_location = models.CharField(max_length=2, blank=True)
    moved = models.JSONField(default=dict)
    merged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("merged by"),
    )
    merged_at = models.DateTimeField(_("merged at"), auto_now_add=True)
    reverted_at = models.DateTimeField(_("reverted at"), null=True, blank=True)
    reverted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("reverted by"),
    )

    class Meta:
        app_label = "tournaments"
        ordering = ["-merged_at", "-id"]
        verbose_name = _("player merge")
        verbose_name_plural = _("player merges")

    def __str__(self) -> str:
        return f"{self.merged_first_name} {self.merged_last_name} ({self.merged_key}) → {self.survivor}"
