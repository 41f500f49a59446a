"""The tournament page offers the WDD upload pair as a ZIP download."""

import io
import zipfile

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def test_the_tournament_page_links_to_a_zip_with_both_files(client):
    import_bundle_data(bundle())
    t = Tournament.objects.get(key="t1")
    page = client.get(t.get_absolute_url())
    url = f"/tournaments/{t.pk}/{t.slug}/wdd-upload.zip"
    assert url in page.content.decode()
    response = client.get(url)
    assert response["Content-Type"] == "application/zip"
    names = zipfile.ZipFile(io.BytesIO(response.content)).namelist()
    assert sorted(names) == ["boards.csv", "classification.csv"]
