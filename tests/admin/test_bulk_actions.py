"""Bulk actions only ever touch the user's own rows."""

from tournaments.models import Board, Standing, Tournament

from .helpers import admin_url


def _bulk_delete(client, name, pks):
    return client.post(
        admin_url(f"{name}_changelist"),
        {"action": "delete_selected", "_selected_action": [str(pk) for pk in pks], "post": "yes"},
    )


def test_organizer_bulk_delete_skips_other_owners(alice_client, t1, t2):
    _bulk_delete(alice_client, "tournament", [t1.tournament.pk, t2.tournament.pk])
    assert not Tournament.objects.filter(pk=t1.tournament.pk).exists()
    assert Tournament.objects.filter(pk=t2.tournament.pk).exists()
    assert Board.objects.filter(pk=t2.board.pk).exists()


def test_organizer_bulk_delete_of_only_other_owners_rows_deletes_nothing(alice_client, t1, t2):
    _bulk_delete(alice_client, "tournament", [t2.tournament.pk])
    assert Tournament.objects.count() == 2


def test_organizer_bulk_delete_of_boards_skips_other_owners(alice_client, t1, t2):
    _bulk_delete(alice_client, "board", [t1.board.pk, t2.board.pk])
    assert not Board.objects.filter(pk=t1.board.pk).exists()
    assert Board.objects.filter(pk=t2.board.pk).exists()


def test_organizer_bulk_delete_of_standings_skips_other_owners(alice_client, t1, t2):
    pks = [s.pk for s in t1.standings + t2.standings]
    _bulk_delete(alice_client, "standing", pks)
    assert not Standing.objects.filter(tournament=t1.tournament).exists()
    assert Standing.objects.filter(tournament=t2.tournament).count() == 2


def test_organizer_bulk_delete_confirmation_lists_only_own(alice_client, t1, t2):
    response = alice_client.post(
        admin_url("tournament_changelist"),
        {
            "action": "delete_selected",
            "_selected_action": [str(t1.tournament.pk), str(t2.tournament.pk)],
        },
    )
    assert response.status_code == 200
    assert b"Alice Open" in response.content
    assert b"Bob Masters" not in response.content


def test_superuser_bulk_delete_reaches_every_owner(admin_client_, t1, t2):
    _bulk_delete(admin_client_, "tournament", [t1.tournament.pk, t2.tournament.pk])
    assert Tournament.objects.count() == 0
