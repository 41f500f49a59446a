"""The results upload in the admin: one all-or-nothing import, errors shown."""

import json
from types import SimpleNamespace

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from tournaments.models import Board, Game, GameResult, Player, Standing, Tournament

from .helpers import admin_url, messages_of

IMPORT_URL = "/admin/tournaments/tournament/import/"


def bundle(**tournament_changes):
    tournament = {
        "key": "alice-spring-2025",
        "name": "Alice Spring Cup",
        "start_date": "2025-03-01",
        "end_date": "2025-03-02",
        "country": "FR",
        "rounds": 1,
        "standings": [{"player": "imp-1", "rank": 1}, {"player": "imp-2", "rank": 2}],
        "boards": [
            {
                "round": 1,
                "board": 1,
                "players": [
                    {"player": "imp-1", "power": "France", "centres": 18, "eliminated_year": None},
                    {"player": "imp-2", "power": "England", "centres": 16, "eliminated_year": None},
                ],
            }
        ],
    }
    tournament.update(tournament_changes)
    data = {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": "imp-1", "first_name": "Iris", "last_name": "Imre", "nationality": "FR"},
            {"key": "imp-2", "first_name": "Ivo", "last_name": "Ionescu", "nationality": "RO"},
        ],
        "tournaments": [tournament],
    }
    return json.dumps(data).encode()


def upload(name, content, content_type="application/json"):
    return SimpleUploadedFile(name, content, content_type=content_type)


CONFIRM_URL = "/admin/tournaments/tournament/import/confirm/"


def upload_and_confirm(client, data, **extra):
    """Upload, look at the preview, confirm: the organizer's three steps."""
    preview = client.post(IMPORT_URL, data)
    assert preview.status_code == 200 and "token" in preview.context, messages_of(preview)
    return client.post(CONFIRM_URL, {"token": str(preview.context["token"]), **extra}, follow=True)


def _snapshot():
    return (
        Tournament.objects.count(),
        Player.objects.count(),
        Board.objects.count(),
        GameResult.objects.count(),
        Standing.objects.count(),
    )


def test_changelist_links_to_the_upload(alice_client, t1):
    response = alice_client.get(admin_url("tournament_changelist"))
    assert IMPORT_URL.encode() in response.content


def test_upload_page_shows_the_form(alice_client):
    response = alice_client.get(IMPORT_URL)
    assert response.status_code == 200
    assert b'enctype="multipart/form-data"' in response.content
    assert b'name="files"' in response.content


def test_upload_imports_a_valid_bundle(alice_client, alice):
    response = upload_and_confirm(alice_client, {"files": [upload("spring.json", bundle())]})
    tournament = Tournament.objects.get(key="alice-spring-2025")
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", tournament.pk)
    assert tournament.owner == alice  # an organizer's import is theirs
    assert tournament.standings.count() == 2
    assert GameResult.objects.filter(game__round__tournament=tournament).count() == 2
    shown = " ".join(messages_of(response))
    assert "Imported spring.json: 2 players created, 1 tournaments" in shown


def test_upload_rejects_an_invalid_bundle_and_writes_nothing(alice_client, t1):
    before = _snapshot()
    bad = bundle(
        boards=[
            {
                "round": 1,
                "board": 1,
                "players": [
                    {"player": "imp-1", "power": "France", "centres": 20, "eliminated_year": None},
                    {"player": "imp-2", "power": "England", "centres": 20, "eliminated_year": None},
                ],
            }
        ]
    )
    response = alice_client.post(IMPORT_URL, {"files": [upload("bad.json", bad)]})
    assert response.status_code == 200
    shown = " ".join(messages_of(response))
    assert "Nothing would be imported." in shown
    assert "bad.json" in shown  # the error names the file
    assert "bad.json" in response.content.decode()
    assert _snapshot() == before
    assert not Tournament.objects.filter(key="alice-spring-2025").exists()


def test_upload_rejects_unknown_fields_and_writes_nothing(alice_client):
    before = _snapshot()
    response = alice_client.post(
        IMPORT_URL, {"files": [upload("typo.json", bundle(citty="Paris"))]}
    )
    assert response.status_code == 200
    assert "typo.json" in " ".join(messages_of(response))
    assert _snapshot() == before


def test_upload_all_files_or_nothing(alice_client):
    before = _snapshot()
    response = alice_client.post(
        IMPORT_URL,
        {"files": [upload("good.json", bundle()), upload("broken.json", b"{not json")]},
    )
    assert response.status_code == 200
    assert "broken.json" in " ".join(messages_of(response))
    assert _snapshot() == before


def test_upload_imports_csv_standings_for_own_tournament(alice_client, t1):
    csv = b"rank,first_name,last_name,nationality,location\n1,Zoe,Zorn,DE,DE\n2,Ana,Abreu,FR,\n"
    response = upload_and_confirm(
        alice_client,
        {"files": [upload("standings.csv", csv, "text/csv")], "tournament_key": t1.tournament.key},
    )
    assert response.status_code == 200
    ranks = list(t1.tournament.standings.order_by("rank").values_list("player__last_name", "rank"))
    assert ranks == [("Zorn", 1), ("Abreu", 2)]


def test_upload_of_csv_needs_a_tournament_key(alice_client):
    before = _snapshot()
    response = alice_client.post(
        IMPORT_URL, {"files": [upload("standings.csv", b"rank,first_name\n", "text/csv")]}
    )
    assert response.status_code == 200
    assert "give the key of its tournament" in str(response.context["form"].errors)
    assert _snapshot() == before


def test_organizer_cannot_import_into_other_owners_tournament(alice_client, t2):
    response = alice_client.post(
        IMPORT_URL,
        {"files": [upload("takeover.json", bundle(key=t2.tournament.key, name="Taken"))]},
    )
    assert response.status_code == 200
    assert t2.tournament.key in str(response.context["form"].errors)
    t2.tournament.refresh_from_db()
    assert t2.tournament.name == "Bob Masters"
    assert t2.tournament.owner.username == "bob"


def test_organizer_cannot_import_standalone_games(alice_client):
    data = json.loads(bundle())
    data["games"] = [
        {
            "key": "web-1",
            "end_date": "2025-01-01",
            "players": [
                {"player": "imp-1", "power": "France", "centres": 18, "eliminated_year": None}
            ],
        }
    ]
    before = _snapshot()
    response = alice_client.post(
        IMPORT_URL, {"files": [upload("games.json", json.dumps(data).encode())]}
    )
    assert response.status_code == 200
    assert "games.json: standalone (online) games" in str(response.context["form"].errors)
    assert _snapshot() == before


def test_superuser_can_import_standalone_games(admin_client_):
    data = json.loads(bundle())
    data["games"] = [
        {
            "key": "web-1",
            "end_date": "2025-01-01",
            "players": [
                {"player": "imp-1", "power": "France", "centres": 18, "eliminated_year": None}
            ],
        }
    ]
    response = upload_and_confirm(
        admin_client_, {"files": [upload("games.json", json.dumps(data).encode())]}
    )
    landed = Tournament.objects.get(key="alice-spring-2025")
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", landed.pk)
    assert Game.objects.filter(key="web-1", round__isnull=True).exists()


def test_organizer_cannot_replace_other_owners_standings_by_csv(alice_client, t2):
    csv = b"rank,first_name,last_name,nationality,location\n1,Zoe,Zorn,DE,DE\n"
    response = alice_client.post(
        IMPORT_URL,
        {"files": [upload("s.csv", csv, "text/csv")], "tournament_key": t2.tournament.key},
    )
    assert response.status_code == 200
    assert t2.tournament.standings.count() == 2
    assert not Player.objects.filter(last_name="Zorn").exists()


def test_upload_rejects_a_too_large_file(alice_client, settings):
    settings.MAX_IMPORT_UPLOAD_BYTES = 300
    before = _snapshot()
    content = bundle()
    assert len(content) > 300
    response = alice_client.post(IMPORT_URL, {"files": [upload("big.json", content)]})
    assert response.status_code == 200
    errors = str(response.context["form"].errors)
    assert "big.json" in errors and "the limit is 300 bytes" in errors
    assert _snapshot() == before


def test_upload_refuses_a_far_too_large_body_before_reading_it(alice_client, settings):
    settings.MAX_IMPORT_UPLOAD_BYTES = 300
    response = alice_client.post(IMPORT_URL, {"files": [upload("huge.json", b" " * 200_000)]})
    assert response.status_code == 413
    assert Tournament.objects.count() == 0


@pytest.mark.parametrize(
    "name, content_type",
    [
        ("results.xlsx", "application/vnd.ms-excel"),
        ("results.exe", "application/octet-stream"),
        ("results", "application/json"),
    ],
)
def test_upload_rejects_a_wrong_extension(alice_client, name, content_type):
    before = _snapshot()
    response = alice_client.post(IMPORT_URL, {"files": [upload(name, bundle(), content_type)]})
    assert response.status_code == 200
    assert "only .json bundles and .csv standings can be imported" in str(
        response.context["form"].errors
    )
    assert _snapshot() == before


def test_upload_rejects_a_wrong_content_type(alice_client):
    before = _snapshot()
    response = alice_client.post(
        IMPORT_URL, {"files": [upload("results.json", bundle(), "image/png")]}
    )
    assert response.status_code == 200
    assert "image/png" in str(response.context["form"].errors)
    assert _snapshot() == before


def test_upload_requires_a_file(alice_client):
    response = alice_client.post(IMPORT_URL, {})
    assert response.status_code == 200
    assert "files" in response.context["form"].errors


def test_upload_enforces_csrf(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    response = client.post(IMPORT_URL, {"files": [upload("spring.json", bundle())]})
    assert response.status_code == 403
    assert not Tournament.objects.filter(key="alice-spring-2025").exists()


def test_upload_accepts_a_post_with_the_csrf_token(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    page = client.get(IMPORT_URL)
    token = page.context["csrf_token"]
    preview = client.post(
        IMPORT_URL, {"files": [upload("spring.json", bundle())], "csrfmiddlewaretoken": str(token)}
    )
    assert preview.status_code == 200
    confirm = {"token": str(preview.context["token"]), "csrfmiddlewaretoken": str(token)}
    assert client.post(CONFIRM_URL, {"token": confirm["token"]}).status_code == 403
    assert not Tournament.objects.filter(key="alice-spring-2025").exists()
    assert client.post(CONFIRM_URL, confirm).status_code == 302
    assert Tournament.objects.filter(key="alice-spring-2025").exists()


def test_upload_needs_a_logged_in_staff_user(client, django_user_model):
    response = client.post(IMPORT_URL, {"files": [upload("spring.json", bundle())]})
    assert response.status_code == 302 and "/login/" in response["Location"]
    user = django_user_model.objects.create_user("mallory", password="x-long-password-1")
    client.force_login(user)
    response = client.post(IMPORT_URL, {"files": [upload("spring.json", bundle())]})
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not Tournament.objects.filter(key="alice-spring-2025").exists()


def test_upload_needs_permission_to_add_tournaments(django_user_model):
    staff = django_user_model.objects.create_user(
        "sam", password="x-long-password-1", is_staff=True
    )
    client = Client()
    client.force_login(staff)
    response = client.post(IMPORT_URL, {"files": [upload("spring.json", bundle())]})
    assert response.status_code == 403
    assert not Tournament.objects.filter(key="alice-spring-2025").exists()


def test_upload_shows_the_import_warnings(alice_client, monkeypatch):
    calls = []

    def fake_import(payloads, *, tournament_key=None, user=None):
        calls.append((payloads, tournament_key, user.username))
        return SimpleNamespace(
            files=["w.json"],
            stats={"tournaments": 1},
            warnings=["w.json: player imp-9 has no nationality"],
            tournament_ids=[],
        )

    monkeypatch.setattr("tournaments.importing.import_payloads", fake_import)
    response = upload_and_confirm(
        alice_client, {"files": [upload("w.json", json.dumps(json.loads(bundle())).encode())]}
    )
    shown = messages_of(response)
    assert "Imported w.json: 1 tournaments." in shown
    assert "w.json: player imp-9 has no nationality" in shown
    assert calls == [([("w.json", json.dumps(json.loads(bundle())).encode())], None, "alice")]
