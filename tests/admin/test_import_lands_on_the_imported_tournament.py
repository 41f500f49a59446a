"""After an import the organizer lands on what they imported: the tournament's
admin page (its rounds, boards and "Publish"), the list of the tournaments a
bundle touched, or the whole list when it touched none."""

import json

from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments.admin.upload import LISTED_AFTER_IMPORT, imported_url
from tournaments.importing import ImportReport
from tournaments.models import Tournament

from .helpers import admin_url, messages_of

IMPORT_URL = "/admin/tournaments/tournament/import/"
CONFIRM_URL = "/admin/tournaments/tournament/import/confirm/"
PLAYERS = [
    {"key": "land-1", "first_name": "Lena", "last_name": "Lind", "nationality": "SE"},
    {"key": "land-2", "first_name": "Luc", "last_name": "Lemaire", "nationality": "FR"},
]


def tournament(key: str, name: str) -> dict:
    return {
        "key": key,
        "name": name,
        "start_date": "2025-04-05",
        "end_date": "2025-04-06",
        "country": "SE",
        "rounds": 1,
        "standings": [{"player": "land-1", "rank": 1}, {"player": "land-2", "rank": 2}],
    }


def import_bundle(client, *tournaments, name="bundle.json"):
    data = {"format": "diplomacy-results", "version": 1, "players": PLAYERS}
    data["tournaments"] = list(tournaments)
    raw = json.dumps(data).encode()
    preview = client.post(IMPORT_URL, {"files": [SimpleUploadedFile(name, raw)]})
    assert preview.status_code == 200 and "token" in preview.context, messages_of(preview)
    return client.post(CONFIRM_URL, {"token": str(preview.context["token"])}, follow=True)


def test_one_tournament_lands_on_its_admin_page_with_the_report(alice_client):
    response = import_bundle(alice_client, tournament("land-cup-2025", "Landing Cup"))
    landed = Tournament.objects.get(key="land-cup-2025")
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", landed.pk)
    assert response.context["original"] == landed
    assert any(m.startswith("Imported bundle.json") for m in messages_of(response))


def test_csv_standings_land_on_the_tournament_they_were_imported_into(alice_client, t1):
    csv = b"rank,first_name,last_name,nationality,location\n1,Zoe,Zorn,DE,DE\n2,Ana,Abreu,FR,\n"
    preview = alice_client.post(
        IMPORT_URL,
        {
            "files": [SimpleUploadedFile("standings.csv", csv, content_type="text/csv")],
            "tournament_key": t1.tournament.key,
        },
    )
    token = str(preview.context["token"])
    response = alice_client.post(CONFIRM_URL, {"token": token}, follow=True)
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", t1.tournament.pk)


def test_several_tournaments_land_on_a_list_of_exactly_those(alice_client, t1):
    response = import_bundle(
        alice_client,
        tournament("land-spring-2025", "Landing Spring"),
        tournament("land-autumn-2025", "Landing Autumn"),
    )
    imported = Tournament.objects.filter(key__in=["land-spring-2025", "land-autumn-2025"])
    ids = ",".join(str(pk) for pk in sorted(imported.values_list("pk", flat=True)))
    assert response.redirect_chain[-1][0] == admin_url("tournament_changelist") + f"?id__in={ids}"
    listed = set(response.context["cl"].result_list)
    assert listed == set(imported)  # the organizer's other tournament (t1) is not in it


def test_players_only_land_on_the_whole_list(alice_client):
    response = import_bundle(alice_client)
    assert response.redirect_chain[-1][0] == admin_url("tournament_changelist")


def test_too_many_tournaments_to_name_land_on_the_whole_list(db):
    many = ImportReport(files=["big.json"], tournament_ids=list(range(1, LISTED_AFTER_IMPORT + 2)))
    assert imported_url(many) == admin_url("tournament_changelist")
    some = ImportReport(files=["some.json"], tournament_ids=[3, 1, 3])
    assert imported_url(some) == admin_url("tournament_changelist") + "?id__in=1,3"
