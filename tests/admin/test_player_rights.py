"""Players are no longer everyone's (issue #12 item 8): an organizer changes a
player only when every result of that player is in their own tournaments (or,
for a player with no result yet, when they created it); other changes go
through a superuser; keys are never changed by an organizer. Checked on the
server: the change page, a forged POST, and an organizer's import."""

from tournaments.importing import import_bundle_data
from tournaments.models import Player

from .helpers import admin_url, form_data

NEW_PLAYER = {"aliases-TOTAL_FORMS": "0", "aliases-INITIAL_FORMS": "0", "nationality": "FR"}


def test_an_organizer_cannot_rename_a_player_of_another_organizers_event(
    alice_client, admin_client_, t1, t2, players
):
    shared = players[0]  # plays in Alice's t1 and Bob's t2
    url = admin_url("player_change", shared.pk)
    page = alice_client.get(url)
    assert page.status_code == 200  # still visible, read-only
    assert "only an administrator may change this player" in page.content.decode()
    forged = form_data(admin_client_.get(url), last_name="Hijacked", nationality="DE")
    assert alice_client.post(url, forged).status_code == 403
    shared.refresh_from_db()
    assert (shared.last_name, shared.nationality.code) == ("Abreu", "FR")


def test_a_player_of_a_board_in_another_organizers_event_only_is_closed_too(
    alice_client, t2, players
):
    url = admin_url("player_change", players[1].pk)  # plays only in Bob's t2
    data = form_data(alice_client.get(url), first_name="Renamed")
    assert alice_client.post(url, data).status_code == 403


def test_an_organizer_corrects_a_player_who_plays_only_in_their_events(alice_client, t1, players):
    url = admin_url("player_change", players[0].pk)
    data = form_data(alice_client.get(url), last_name="Abreu-Lima")
    assert alice_client.post(url, data).status_code == 302
    players[0].refresh_from_db()
    assert players[0].last_name == "Abreu-Lima"


def test_an_organizer_never_changes_a_key(alice_client, admin_client_, t1, players):
    url = admin_url("player_change", players[0].pk)
    page = alice_client.get(url)
    assert "key" not in page.context["adminform"].form.fields
    forged = form_data(admin_client_.get(url), key="stolen-key", last_name="Abreu")
    assert alice_client.post(url, forged).status_code == 302
    players[0].refresh_from_db()
    assert players[0].key == "p-ana"


def test_a_superuser_changes_anyone_and_any_key(admin_client_, t1, t2, players):
    url = admin_url("player_change", players[0].pk)
    data = form_data(admin_client_.get(url), key="p-ana-2", last_name="Abreu-Lima")
    assert admin_client_.post(url, data).status_code == 302
    players[0].refresh_from_db()
    assert (players[0].key, players[0].last_name) == ("p-ana-2", "Abreu-Lima")


def test_a_new_player_without_results_is_its_creators_only(alice_client, bob_client):
    data = {**NEW_PLAYER, "first_name": "Nora", "last_name": "Nouvelle"}
    assert bob_client.post(admin_url("player_add"), data).status_code == 302
    nora = Player.objects.get(last_name="Nouvelle")
    assert nora.key.startswith("p-")  # no key given: one is made up
    url = admin_url("player_change", nora.pk)
    edit = form_data(bob_client.get(url), first_name="Norah")
    assert alice_client.post(url, edit).status_code == 403
    assert bob_client.post(url, edit).status_code == 302


def test_an_organizers_import_keeps_another_organizers_player_as_stored(alice, t2, players):
    bundle = {
        "format": "diplomacy-results",
        "version": 1,
        "players": [{"key": "p-ben", "first_name": "Benedict", "last_name": "Birch"}],
        "tournaments": [
            {"key": "alice-2", "name": "Alice Two", "start_date": "2024-06-01",
             "end_date": "2024-06-02", "standings": [{"player": "p-ben", "rank": 1}]}
        ],
    }  # fmt: skip
    report = import_bundle_data(bundle, user=alice)
    players[1].refresh_from_db()
    assert players[1].first_name == "Ben"  # Ben plays in Bob's t2
    assert any("p-ben: kept as stored" in w for w in report.warnings)
    import_bundle_data(bundle)  # an administrator's import (no user) changes him
    players[1].refresh_from_db()
    assert players[1].first_name == "Benedict"
