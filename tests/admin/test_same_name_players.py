"""Knowing each player you pick: creating a player whose name is taken asks
for confirmation and a homonym number, and the player autocomplete shows
nationality, homonym and the last event played."""

from tournaments.models import Player

from .helpers import admin_url

NEW = {"aliases-TOTAL_FORMS": "0", "aliases-INITIAL_FORMS": "0", "nationality": "FR"}


def add(client, **fields):
    return client.post(admin_url("player_add"), {**NEW, **fields})


def test_a_taken_name_is_refused_until_confirmed_with_a_homonym(alice_client, players):
    response = add(alice_client, first_name="ana", last_name="ABREU")  # case differs
    assert response.status_code == 200
    errors = " ".join(response.context["adminform"].form.non_field_errors())
    assert "A player of this name already exists: Ana Abreu · FR" in errors
    assert "2 is free" in errors
    response = add(alice_client, first_name="ana", last_name="ABREU", another_person="on")
    assert "Give this player a homonym number" in str(response.context["adminform"].form.errors)
    assert (
        add(
            alice_client, first_name="ana", last_name="ABREU", another_person="on", homonym="2"
        ).status_code
        == 302
    )
    assert Player.objects.get(last_name="ABREU").homonym == 2


def test_accents_alone_do_not_make_another_name(alice_client, players):
    Player.objects.create(key="p-noe", first_name="Noé", last_name="Nève")
    response = add(alice_client, first_name="Noe", last_name="Neve")
    assert response.status_code == 200
    assert "already exists: Noé Nève" in " ".join(
        response.context["adminform"].form.non_field_errors()
    )


def test_a_taken_homonym_is_refused(alice_client, players):
    Player.objects.create(key="p-ana2", first_name="Ana", last_name="Abreu", homonym=2)
    response = add(
        alice_client, first_name="Ana", last_name="Abreu", another_person="on", homonym="2"
    )
    assert "2 is taken by another player of this name; 3 is free" in str(
        response.context["adminform"].form.errors
    )


def test_a_new_name_needs_no_confirmation(alice_client, players):
    assert add(alice_client, first_name="Zoe", last_name="Zed").status_code == 302


def test_the_player_autocomplete_tells_homonyms_apart(alice_client, t1, players):
    Player.objects.create(
        key="p-ana2", first_name="Ana", last_name="Abreu", homonym=2, nationality="PT"
    )
    response = alice_client.get(
        "/admin/autocomplete/",
        {
            "app_label": "tournaments",
            "model_name": "gameresult",
            "field_name": "player",
            "term": "Abreu",
        },
    )
    texts = sorted(r["text"] for r in response.json()["results"])
    assert texts == ["Ana Abreu (2) · PT", "Ana Abreu · FR · last: Alice Open"]


def test_the_autocomplete_reads_a_page_of_players_in_a_few_queries(
    alice_client, t1, players, django_assert_max_num_queries
):
    for i in range(30):
        Player.objects.create(key=f"p-x{i}", first_name=f"X{i}", last_name="Many")
    with django_assert_max_num_queries(8):
        response = alice_client.get(
            "/admin/autocomplete/",
            {
                "app_label": "tournaments",
                "model_name": "gameresult",
                "field_name": "player",
                "term": "Many",
            },
        )
    assert len(response.json()["results"]) == 20
