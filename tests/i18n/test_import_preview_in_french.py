"""The import's preview in French: the table's labels and the import's own warnings
(a likely duplicate player) are in the organizer's language."""

import json

from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments.models import Player, Tournament

IMPORT_URL = "/admin/tournaments/tournament/import/"


def spring_bundle() -> bytes:
    data = {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": "imp-1", "first_name": "Iris", "last_name": "Imre", "nationality": "FR"}
        ],
        "tournaments": [
            {
                "key": "olga-spring-2025",
                "name": "Olga Spring Cup",
                "start_date": "2025-03-01",
                "end_date": "2025-03-02",
                "standings": [{"player": "imp-1", "rank": 1}],
            }
        ],
    }
    return json.dumps(data).encode()


def test_the_preview_speaks_french(french_organizer):
    Player.objects.create(key="other-iris", first_name="Íris", last_name="IMRE")
    upload = SimpleUploadedFile("spring.json", spring_bundle(), "application/json")
    response = french_organizer.post(IMPORT_URL, {"files": [upload]})
    assert response.status_code == 200 and "token" in response.context
    rows = {row["label"]: row for row in response.context["rows"]}
    assert sorted(rows) == ["Classement", "Joueurs", "Tournois"]
    assert rows["Joueurs"]["created"] == 1
    assert response.context["preview"].warnings == [
        "le nouveau joueur Iris Imre (imp-1) ressemble à Íris IMRE (other-iris)\u00a0: "
        "fusionnez-les dans l'administration s'il s'agit de la même personne"
    ]
    page = response.content.decode()
    assert "Avertissements" in page and "inchangés" in page
    assert not Tournament.objects.exists()
