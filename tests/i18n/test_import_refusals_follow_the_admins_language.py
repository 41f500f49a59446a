"""An organizer whose admin is in French reads the import's one-line refusal in
French, still naming the file and the record (and the values as the file gives them)."""

import datetime

from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments.models import Player, Tournament

from .bad_files import FRENCH, bad_bundle
from .conftest import messages_of

IMPORT_URL = "/admin/tournaments/tournament/import/"


def test_a_refused_bundle_is_explained_in_french(french_organizer):
    upload = SimpleUploadedFile("bad.json", bad_bundle(), "application/json")
    response = french_organizer.post(IMPORT_URL, {"files": [upload]})
    assert response.status_code == 200
    assert messages_of(response) == [f"Rien ne serait importé. {FRENCH}"]
    assert not Tournament.objects.exists() and not Player.objects.exists()


def test_a_refused_pasted_row_names_its_line_in_french(french_organizer, organizer):
    Tournament.objects.create(
        key="olga-cup", name="Olga Cup", owner=organizer, rounds=1,
        start_date=datetime.date(2025, 3, 1), end_date=datetime.date(2025, 3, 2),
    )  # fmt: skip
    Player.objects.create(key="p-ana", first_name="Ana", last_name="Abreu")
    rows = "1,1,Austria,p-ana,10,\n1,1,Prussia,p-ana,8,"
    response = french_organizer.post(IMPORT_URL, {"rows": rows, "tournament_key": "olga-cup"})
    assert messages_of(response) == [
        "Rien ne serait importé. pasted-boards.csv\u00a0: ligne 2\u00a0: "
        "'Prussia' n'est pas une puissance de la carte classique"
    ]
