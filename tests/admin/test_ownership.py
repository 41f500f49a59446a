"""Who owns a tournament: set from the creating organizer, shown to superusers only."""

import datetime

from tournaments.models import Round, Tournament

from .helpers import admin_url, form_data


def _new_tournament_data(client, **changes):
    data = form_data(client.get(admin_url("tournament_add")))
    data.update(
        {
            "key": "new-cup",
            "name": "New Cup",
            "start_date": "2025-01-10",
            "end_date": "2025-01-12",
            "kind": "tournament",
            "rounds": "3",
            "aggregation": "system",
        }
    )
    data.update(changes)
    return data


def test_organizer_creating_a_tournament_becomes_its_owner(alice_client, alice, bob):
    # even if the POST names someone else as owner
    response = alice_client.post(
        admin_url("tournament_add"), _new_tournament_data(alice_client, owner=str(bob.pk))
    )
    assert response.status_code == 302, response.context["errors"]
    assert Tournament.objects.get(key="new-cup").owner == alice


def test_organizer_sees_the_tournament_they_created(alice_client):
    alice_client.post(admin_url("tournament_add"), _new_tournament_data(alice_client))
    response = alice_client.get(admin_url("tournament_changelist"))
    assert [t.key for t in response.context["cl"].result_list] == ["new-cup"]


def test_organizer_cannot_give_away_own_tournament(alice_client, bob, t1):
    url = admin_url("tournament_change", t1.tournament.pk)
    alice_client.post(url, form_data(alice_client.get(url), owner=str(bob.pk)))
    t1.tournament.refresh_from_db()
    assert t1.tournament.owner.username == "alice"


def test_owner_field_is_hidden_from_organizers(alice_client, t1):
    response = alice_client.get(admin_url("tournament_change", t1.tournament.pk))
    assert "owner" not in response.context["adminform"].form.fields
    response = alice_client.get(admin_url("tournament_changelist"))
    assert "owner" not in response.context["cl"].list_display


def test_owner_field_is_shown_to_superusers(admin_client_, t1):
    response = admin_client_.get(admin_url("tournament_change", t1.tournament.pk))
    assert "owner" in response.context["adminform"].form.fields
    response = admin_client_.get(admin_url("tournament_changelist"))
    assert "owner" in response.context["cl"].list_display


def test_superuser_can_reassign_owner(admin_client_, bob, t1):
    url = admin_url("tournament_change", t1.tournament.pk)
    response = admin_client_.post(url, form_data(admin_client_.get(url), owner=str(bob.pk)))
    assert response.status_code == 302
    t1.tournament.refresh_from_db()
    assert t1.tournament.owner == bob


def test_organizer_round_form_offers_only_own_tournaments(alice_client, t1, t2):
    response = alice_client.get(admin_url("round_add"))
    choices = response.context["adminform"].form.fields["tournament"].queryset
    assert list(choices) == [t1.tournament]


def test_organizer_cannot_add_round_to_other_owners_tournament(alice_client, t2):
    response = alice_client.post(
        admin_url("round_add"),
        {
            "tournament": t2.tournament.pk,
            "number": "2",
            "boards-TOTAL_FORMS": "0",
            "boards-INITIAL_FORMS": "0",
        },
    )
    assert response.status_code == 200  # the form comes back with an error
    assert response.context["adminform"].form.errors["tournament"]
    assert not Round.objects.filter(tournament=t2.tournament, number=2).exists()


def test_organizer_board_form_offers_only_own_rounds(alice_client, t1, t2):
    response = alice_client.get(admin_url("board_add"))
    choices = response.context["adminform"].form.fields["round"].queryset
    assert list(choices) == [t1.round]


def test_organizer_cannot_add_board_to_other_owners_round(alice_client, t2):
    response = alice_client.post(
        admin_url("board_add"),
        {
            "round": t2.round.pk,
            "number": "2",
            "variant": "classic",
            "press": "full",
            "game_scoring": "dss",
            "end_date": "",
            "results-TOTAL_FORMS": "0",
            "results-INITIAL_FORMS": "0",
        },
    )
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["round"]
    assert not t2.round.boards.filter(number=2).exists()


def test_organizer_adds_board_with_date_from_tournament(alice_client, t1, players):
    response = alice_client.post(
        admin_url("board_add"),
        {
            "round": t1.round.pk,
            "number": "2",
            "variant": "classic",
            "press": "full",
            "game_scoring": "dss",
            "end_date": "",
            "results-TOTAL_FORMS": "2",
            "results-INITIAL_FORMS": "0",
            "results-0-player": players[2].pk,
            "results-0-power": "italy",
            "results-0-centres": "20",
            "results-0-eliminated_year": "",
            "results-1-player": players[3].pk,
            "results-1-power": "Turkey",
            "results-1-centres": "14",
            "results-1-eliminated_year": "",
        },
    )
    assert response.status_code == 302, response.context["errors"] if response.context else ""
    board = t1.round.boards.get(number=2)
    assert board.end_date == datetime.date(2024, 5, 3)
    assert sorted(board.results.values_list("power", "centres")) == [("Italy", 20), ("Turkey", 14)]
