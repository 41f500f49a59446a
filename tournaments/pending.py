"""An upload waiting for its organizer's confirmation (the import preview).

The files are kept in the database between the preview and the confirmation
(any web worker may serve either request), as one zip archive, and are
deleted on confirmation, cancellation, or after a day.
"""

import io
import uuid
import zipfile
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

KEEP = timedelta(days=1)


class PendingImport(models.Model):
    token = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    tournament_key = models.CharField(max_length=64, blank=True)
    archive = models.BinaryField()

    class Meta:
        app_label = "tournaments"
        verbose_name = _("import waiting for confirmation")
        verbose_name_plural = _("imports waiting for confirmation")

    def __str__(self) -> str:
        return f"{self.user} {self.created_at:%Y-%m-%d %H:%M}"

    @classmethod
    def keep(cls, user, payloads, tournament_key: str = "") -> "PendingImport":
        cls.objects.filter(created_at__lt=timezone.now() - KEEP).delete()
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for i, (name, raw) in enumerate(payloads):
                archive.writestr(f"{i:03d}/{name}", raw)
        return cls.objects.create(
            user=user, tournament_key=tournament_key or "", archive=buffer.getvalue()
        )

    @classmethod
    def find(cls, user, token) -> "PendingImport | None":
        try:
            token = uuid.UUID(str(token))
        except ValueError:
            return None
        return cls.objects.filter(
            token=token, user=user, created_at__gte=timezone.now() - KEEP
        ).first()

    def payloads(self) -> list[tuple[str, bytes]]:
        with zipfile.ZipFile(io.BytesIO(bytes(self.archive))) as archive:
            return [
                (info.filename.split("/", 1)[1], archive.read(info))
                for info in sorted(archive.infolist(), key=lambda i: i.filename)
            ]
