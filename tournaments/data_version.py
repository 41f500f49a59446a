"""The data-version counters' table (``tournaments.versions`` keeps them):
a module of its own so that ``tournaments.models`` can register it without
importing the service that reads the other models."""

from django.db import models


class DataVersion(models.Model):
    """A counter per tournament and per player (and the two global rows)."""

    kind = models.CharField(max_length=1)
    object_id = models.BigIntegerField()
    version = models.BigIntegerField(default=0)

    class Meta:
        app_label = "tournaments"
        constraints = [
            models.UniqueConstraint(fields=["kind", "object_id"], name="data_version_unique")
        ]

    def __str__(self) -> str:
        return f"{self.kind}{self.object_id}: {self.version}"
