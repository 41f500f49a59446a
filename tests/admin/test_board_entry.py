"""Entering a tournament in minutes: a new board starts with the variant's
powers, number and game scoring; a new tournament goes straight to its
boards; a round's boards are entered on one page; after a save the organizer
lands on the tournament, told the computed top and the ratings' state."""

import datetime

import pytest

from tournaments.models import POWERS, Board, GameResult, Player, Round, Tournament

from .helpers import admin_url, form_data, messages_of

CENTRES = (10, 8, 6, 4, 3, 2, 1)


@pytest.fixture
def event(alice):
    t = Tournament.objects.create(
        key="cup", name="Alice Cup", owner=alice, start_date=datetime.date(2025, 3, 1),
        end_date=datetime.date(2025, 3, 2), rounds=2, scoring_system="squares-daanz",
    )  # fmt: skip
    for n in (1, 2):
        Round.objects.create(tournament=t, number=n)
    return t


@pytest.fixture
def fourteen(db):
    return [
        Player.objects.create(key=f"q{i:02d}", first_name=f"Q{i}", last_name=f"Player{i:02d}")
        for i in range(14)
    ]


def test_a_new_board_lists_the_seven_powers_and_the_tournaments_defaults(alice_client, event):
    round1 = event.round_set.get(number=1)
    response = alice_client.get(admin_url("board_add") + f"?round={round1.pk}")
    formset = response.context["inline_admin_formsets"][0].formset
    assert [f.initial.get("power") for f in formset.forms] == list(POWERS)
    form = response.context["adminform"].form
    assert (form.initial["number"], form.initial["game_scoring"]) == (1, "sos")


def board_rows(players, prefix, centres=CENTRES):
    data = {}
    for i, (p, c) in enumerate(zip(players, centres, strict=True)):
        data.update(
            {f"{prefix}-{i}-player": str(p.pk), f"{prefix}-{i}-power": POWERS[i],
             f"{prefix}-{i}-centres": str(c)}
        )  # fmt: skip
    return data


@pytest.mark.django_db(transaction=True)  # the message is written once the save commits
def test_saving_a_board_lands_on_the_tournament_with_its_computed_top(
    alice_client, event, fourteen
):
    round1 = event.round_set.get(number=1)
    url = admin_url("board_add") + f"?round={round1.pk}"
    data = form_data(alice_client.get(url), round=str(round1.pk), end_date="")
    data.update(board_rows(fourteen[:7], "results"))
    response = alice_client.post(url, data, follow=True)
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", event.pk)
    said = " ".join(messages_of(response))
    assert "Computed standings of Alice Cup: 1. Q0 Player00" in said
    assert "7 players ranked" in said and "Ratings are up to date." in said


def test_a_new_tournament_goes_straight_to_its_boards(alice_client):
    data = {
        "key": "fresh", "name": "Fresh Open", "start_date": "2025-01-01",
        "end_date": "2025-01-02", "kind": "tournament", "rounds": "3",
        "scoring_system": "sum-of-squares", "aggregation": "system",
        "round_set-TOTAL_FORMS": "0", "round_set-INITIAL_FORMS": "0",
        "standings-TOTAL_FORMS": "0", "standings-INITIAL_FORMS": "0", "_addboards": "1",
    }  # fmt: skip
    response = alice_client.post(admin_url("tournament_add"), data)
    tournament = Tournament.objects.get(key="fresh")
    assert list(tournament.round_set.values_list("number", flat=True)) == [1, 2, 3]
    first = tournament.round_set.get(number=1)
    assert response["Location"] == admin_url("round_boards", first.pk)
    page = alice_client.get(response["Location"])
    assert page.status_code == 200
    assert len(page.context["blocks"]) == 3


def round_page_data(page, boards):
    data = {"boards": str(len(page.context["blocks"]))}
    for i, block in enumerate(page.context["blocks"]):
        prefix = f"board{i}"
        data[f"{prefix}-meta-number"] = str(block.number.initial["number"])
        for name, value in block.results.management_form.initial.items():
            data[f"{prefix}-{name}"] = str(value)
        for j, form in enumerate(block.results.forms):
            data[f"{prefix}-{j}-power"] = form.initial.get("power", "")
    for rows in boards.values():
        data.update(rows)
    return data


@pytest.mark.django_db(transaction=True)
def test_a_rounds_boards_are_entered_on_one_page(alice_client, event, fourteen):
    round1 = event.round_set.get(number=1)
    url = admin_url("round_boards", round1.pk)
    page = alice_client.get(url + "?boards=3")
    data = round_page_data(
        page, {0: board_rows(fourteen[:7], "board0"), 1: board_rows(fourteen[7:], "board1")}
    )
    response = alice_client.post(url, data, follow=True)
    assert response.redirect_chain[-1][0] == admin_url("tournament_change", event.pk)
    boards = Board.objects.filter(round=round1).order_by("number")
    assert [b.number for b in boards] == [1, 2]  # the third, empty, is not saved
    assert [b.results.count() for b in boards] == [7, 7]
    assert {b.game_scoring for b in boards} == {"sos"}
    said = " ".join(messages_of(response))
    assert "2 boards saved in round 1." in said and "14 players ranked" in said


def test_a_mistake_on_the_round_page_is_shown_next_to_its_field_and_nothing_is_saved(
    alice_client, event, fourteen
):
    round1 = event.round_set.get(number=1)
    url = admin_url("round_boards", round1.pk)
    page = alice_client.get(url + "?boards=2")
    second = board_rows(fourteen[7:], "board1")
    second["board1-6-player"] = str(fourteen[7].pk)  # Q7 plays England and Turkey
    data = round_page_data(page, {0: board_rows(fourteen[:7], "board0"), 1: second})
    response = alice_client.post(url, data)
    assert response.status_code == 200
    turkey = response.context["blocks"][1].results.forms[6]
    assert "appears more than once on this board" in str(turkey.errors["player"])
    assert not GameResult.objects.exists()


def test_another_organizers_round_page_is_not_found(bob_client, event):
    response = bob_client.get(admin_url("round_boards", event.round_set.get(number=1).pk))
    assert response.status_code == 302 and response["Location"] == "/admin/"


def test_a_player_sits_at_one_board_a_round(alice_client, event, fourteen):
    round1 = event.round_set.get(number=1)
    url = admin_url("round_boards", round1.pk)
    page = alice_client.get(url + "?boards=2")
    second = board_rows(fourteen[7:], "board1")
    second["board1-3-player"] = str(fourteen[2].pk)  # Q2 is on board 1 too
    data = round_page_data(page, {0: board_rows(fourteen[:7], "board0"), 1: second})
    response = alice_client.post(url, data)
    germany = response.context["blocks"][1].results.forms[3]
    assert "Q2 Player02 already plays board 1 of this round." in str(germany.errors["player"])
    assert not GameResult.objects.exists()
