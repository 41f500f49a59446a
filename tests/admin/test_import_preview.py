"""The upload shows what it would do before anything is written, then the
organizer confirms or cancels; pasted board rows get the same preview."""

from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments.models import Board, GameResult, Tournament
from tournaments.pending import PendingImport

from .helpers import messages_of
from .test_import_upload import CONFIRM_URL, IMPORT_URL, bundle


def preview(client, data):
    response = client.post(IMPORT_URL, data)
    assert response.status_code == 200
    return response


def spring():
    return {"files": [SimpleUploadedFile("spring.json", bundle(), "application/json")]}


def test_the_preview_says_what_would_be_created_and_writes_nothing(alice_client):
    response = preview(alice_client, spring())
    rows = {r["label"]: r for r in response.context["rows"]}
    assert rows["Players"]["created"] == 2
    assert rows["Tournaments"]["created"] == 1
    assert rows["Boards"]["created"] == 1 and rows["Standings"]["created"] == 2
    assert "Nothing has been written yet" in response.content.decode()
    assert not Tournament.objects.exists()
    assert PendingImport.objects.count() == 1


def test_cancelling_writes_nothing_and_forgets_the_files(alice_client):
    token = preview(alice_client, spring()).context["token"]
    response = alice_client.post(CONFIRM_URL, {"token": str(token), "_cancel": "1"}, follow=True)
    assert "Import cancelled: nothing was written." in messages_of(response)
    assert not Tournament.objects.exists() and not PendingImport.objects.exists()


def test_only_the_uploader_can_confirm_their_preview(alice_client, bob_client):
    token = preview(alice_client, spring()).context["token"]
    response = bob_client.post(CONFIRM_URL, {"token": str(token)}, follow=True)
    assert "no longer available" in " ".join(messages_of(response))
    assert not Tournament.objects.exists()
    alice_client.post(CONFIRM_URL, {"token": str(token)})
    assert Tournament.objects.filter(key="alice-spring-2025").exists()


def test_a_second_confirmation_imports_nothing_twice(alice_client):
    token = preview(alice_client, spring()).context["token"]
    alice_client.post(CONFIRM_URL, {"token": str(token)})
    response = alice_client.post(CONFIRM_URL, {"token": str(token)}, follow=True)
    assert "no longer available" in " ".join(messages_of(response))


PASTE = "\n".join(
    f"1\t{board}\t{power}\t{name}\t{centres}\t{year}"
    for board, rows in (
        (1, [("Austria", "Ana Abreu", 10, ""), ("England", "p-ben", 8, ""),
             ("France", "cat cole", 6, ""), ("Germany", "Dan Dahl", 10, ""),
             ("Italy", "Eva Eco", 0, "1907")]),
    )
    for power, name, centres, year in rows
)  # fmt: skip


def test_pasted_board_rows_get_the_same_preview_then_are_imported(alice_client, t1, players):
    response = preview(alice_client, {"rows": PASTE, "tournament_key": t1.tournament.key})
    rows = {r["label"]: r for r in response.context["rows"]}
    assert rows["Boards"] == {
        "label": "Boards",
        "created": 0,
        "updated": 1,
        "unchanged": 0,
        "removed": 0,
    }
    assert GameResult.objects.filter(game=t1.board).count() == 2  # not yet
    alice_client.post(CONFIRM_URL, {"token": str(response.context["token"])})
    board = Board.objects.get(round=t1.round, number=1)
    got = sorted(board.results.values_list("power", "player__key", "centres", "eliminated_year"))
    assert got == [
        ("Austria", "p-ana", 10, None), ("England", "p-ben", 8, None),
        ("France", "p-cat", 6, None), ("Germany", "p-dan", 10, None),
        ("Italy", "p-eva", 0, 1907),
    ]  # fmt: skip


def test_a_pasted_name_nobody_has_is_refused_naming_the_line(alice_client, t1, players):
    bad = PASTE.replace("Eva Eco", "Eve Nobody")
    response = alice_client.post(IMPORT_URL, {"rows": bad, "tournament_key": t1.tournament.key})
    shown = " ".join(messages_of(response))
    assert "Nothing would be imported." in shown
    assert "pasted-boards.csv: line 5: no player 'Eve Nobody'" in shown
    assert not PendingImport.objects.exists()


def test_pasted_rows_into_another_organizers_tournament_are_refused(alice_client, t2, players):
    response = alice_client.post(IMPORT_URL, {"rows": PASTE, "tournament_key": t2.tournament.key})
    assert t2.tournament.key in str(response.context["form"].errors)
    assert GameResult.objects.filter(game=t2.board).count() == 2


def test_pasted_text_that_is_no_board_rows_is_refused_as_board_rows(alice_client, t1, players):
    response = alice_client.post(
        IMPORT_URL, {"rows": "rank,name\n1,Ana", "tournament_key": t1.tournament.key}
    )
    assert "pasted-boards.csv: line 1: missing column 'round'" in " ".join(messages_of(response))
