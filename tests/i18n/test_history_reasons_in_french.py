"""The edit history stores its reasons in English (an import's, a publication's) and
shows them in the reader's language."""

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from tournaments.publishing import publish_computed_standings

from .conftest import client_in

pytestmark = pytest.mark.django_db


def test_a_tournaments_history_gives_its_reasons_in_french(site):
    admin = get_user_model().objects.create_superuser("root", "root@example.org", "x")
    published = publish_computed_standings([site.paris], admin)
    assert published[0].rows > 0
    reasons = list(site.paris.history.values_list("history_change_reason", flat=True))
    assert "published the computed standings" in reasons  # stored in English
    assert any(r and r.startswith("import: ") for r in reasons)
    url = reverse("admin:tournaments_tournament_history", args=[site.paris.pk])
    page = client_in(admin, "fr").get(url).content.decode()
    assert "classement calculé publié" in page
    assert "import\u00a0: bundle" in page
    assert "published the computed standings" not in page and "import: " not in page
