"""The WDD upload pair as a download from the tournament page (the lead routes it)."""

import io
import zipfile

from django.http import HttpResponse
from django.shortcuts import get_object_or_404

from .models import Tournament
from .wdd_exchange import wdd_pair


def download_wdd_pair(request, pk: int, slug: str):
    """classification.csv + boards.csv in one ZIP, for uploading to the WDD."""
    tournament = get_object_or_404(Tournament, pk=pk)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, payload in wdd_pair(tournament).items():
            archive.writestr(name, payload)
    response = HttpResponse(buffer.getvalue(), content_type="application/zip")
    filename = f"{tournament.slug or 'tournament'}-wdd.zip"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
