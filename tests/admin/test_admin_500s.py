"""The admin pages an organizer can reach answer, never 500 (issue #12 item 6):
the circuit change page, the circuit autocomplete, and an upload nested too deeply."""

from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments.models import Circuit, Tournament

from .helpers import admin_url, messages_of


def test_the_circuit_change_page_opens_for_a_superuser(admin_client_, t1):
    circuit = Circuit.objects.create(key="c1", name="Grand Prix")
    t1.tournament.circuits.add(circuit)
    response = admin_client_.get(admin_url("circuit_change", circuit.pk))
    assert response.status_code == 200
    assert b"Grand Prix" in response.content


def test_the_circuit_change_page_opens_for_an_organizer(alice_client, t1):
    circuit = Circuit.objects.create(key="c1", name="Grand Prix")
    response = alice_client.get(admin_url("circuit_change", circuit.pk))
    assert response.status_code == 200


def test_the_circuit_autocomplete_answers_an_organizer(alice_client, t1):
    Circuit.objects.create(key="c1", name="Grand Prix")
    response = alice_client.get(
        "/admin/autocomplete/",
        {
            "app_label": "tournaments",
            "model_name": "tournament",
            "field_name": "circuits",
            "term": "Grand",
        },
    )
    assert response.status_code == 200
    assert [r["text"] for r in response.json()["results"]] == ["Grand Prix"]


def test_a_deeply_nested_upload_gets_the_commands_one_line_refusal(alice_client, t1):
    raw = b"[" * 100_000 + b"]" * 100_000
    upload = SimpleUploadedFile("deep.json", raw, content_type="application/json")
    response = alice_client.post(
        admin_url("tournament_import"), {"files": upload, "tournament_key": ""}, follow=True
    )
    assert response.status_code == 200
    assert any("deep.json" in m and "nested too deeply" in m for m in messages_of(response))
    assert Tournament.objects.count() == 1


def test_the_reverse_side_of_a_relation_is_refused_not_a_500(alice_client, t1):
    Circuit.objects.create(key="c1", name="Grand Prix")
    response = alice_client.get(
        "/admin/autocomplete/",
        {"app_label": "tournaments", "model_name": "circuit", "field_name": "tournaments"},
    )
    assert response.status_code == 403


def test_an_autocomplete_term_of_1500_words_is_bounded(alice_client, t1):
    Circuit.objects.create(key="c1", name="Grand Prix")
    response = alice_client.get(
        "/admin/autocomplete/",
        {
            "app_label": "tournaments",
            "model_name": "tournament",
            "field_name": "circuits",
            "term": " ".join(["grand"] * 1500),
        },
    )
    assert response.status_code == 200
    assert [r["text"] for r in response.json()["results"]] == ["Grand Prix"]


def test_a_changelist_search_of_1500_words_answers(alice_client, t1):
    response = alice_client.get(admin_url("player_changelist"), {"q": " ".join(["ana"] * 1500)})
    assert response.status_code == 200
    response = alice_client.get(admin_url("board_changelist"), {"q": " ".join(["alice"] * 1500)})
    assert response.status_code == 200
