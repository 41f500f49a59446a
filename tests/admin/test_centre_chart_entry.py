"""Organizers may type a board result's centre chart in the admin ("3 5 8 12 16"): it is
stored as the importers store it, and judged by the same rules, with messages in the
organizer's language. Online games take no chart."""

import datetime

import pytest

from tournaments.models import GameResult, OnlineGame

from .helpers import admin_url, form_data

ENGLAND, FRANCE = 0, 1  # the board's rows, by power: England 16, France 18 (a solo in 1905)


def post_charts(client, board, england, france):
    url = admin_url("board_change", board.pk)
    data = form_data(
        client.get(url),
        **{
            f"results-{ENGLAND}-centres_by_year": england,
            f"results-{FRANCE}-centres_by_year": france,
        },
    )
    return client.post(url, data)


def errors(response) -> str:
    assert response.status_code == 200, "the form should have come back with errors"
    formset = response.context["inline_admin_formsets"][0].formset
    found = [str(e) for e in formset.non_form_errors()]
    for form in formset.forms:
        found.extend(str(e) for errors in form.errors.values() for e in errors)
    return " | ".join(found)


def charts(board) -> dict:
    return dict(GameResult.objects.filter(game=board).values_list("power", "centres_by_year"))


@pytest.mark.django_db
def test_an_organizer_types_a_chart_and_it_is_stored(alice_client, t1):
    response = post_charts(alice_client, t1.board, "3 5 8 12 16", "5, 6, 9, 14, 18")
    assert response.status_code == 302, errors(response)
    assert charts(t1.board) == {"England": "3,5,8,12,16", "France": "5,6,9,14,18"}
    page = alice_client.get(admin_url("board_change", t1.board.pk)).content.decode()
    assert 'value="3 5 8 12 16"' in page  # shown back as typed


@pytest.mark.django_db
def test_a_chart_can_be_left_out(alice_client, t1):
    response = post_charts(alice_client, t1.board, "", "")
    assert response.status_code == 302
    assert charts(t1.board) == {"England": "", "France": ""}


@pytest.mark.django_db
def test_a_chart_that_does_not_end_in_the_end_position_is_refused(alice_client, t1):
    response = post_charts(alice_client, t1.board, "3 5 8 12 15", "5 6 9 14 18")
    assert "The centre chart ends with 15 centres in 1905 but the end position holds 16." in (
        errors(response)
    )
    assert charts(t1.board) == {"England": "", "France": ""}


@pytest.mark.django_db
def test_a_word_in_the_chart_is_refused(alice_client, t1):
    response = post_charts(alice_client, t1.board, "3 five 8", "")
    assert "“five” is not one" in errors(response)


@pytest.mark.django_db
def test_a_board_with_one_chart_only_is_refused(alice_client, t1):
    response = post_charts(alice_client, t1.board, "3 5 8 12 16", "")
    assert errors(response) == (
        "France has no centre chart but England has one: give every power's chart or none."
    )


@pytest.mark.django_db
def test_the_board_s_years_are_judged_together(alice_client, t1):
    response = post_charts(alice_client, t1.board, "3 5 8 12 16", "5 6 9 18")
    assert "the charts of the powers still in at the end cover the same years" in errors(response)
    response = post_charts(alice_client, t1.board, "9 9 9 12 16", "26 6 9 14 18")
    assert "The centre charts add up to 35 centres in 1901, more than 34." in errors(response)


@pytest.mark.django_db
def test_a_french_organizer_reads_the_message_in_french(alice_client, t1):
    alice_client.cookies["django_language"] = "fr"
    response = post_charts(alice_client, t1.board, "3 5 8 12 15", "5 6 9 14 18")
    assert (
        "Le tableau des centres se termine par 15 centres en 1905 mais la position finale en "
        "compte 16."
    ) in errors(response)


@pytest.mark.django_db
def test_one_result_s_chart_is_judged_against_the_rest_of_the_board(alice_client, t1):
    england = GameResult.objects.get(game=t1.board, power="England")
    england.centres_by_year = "3,5,8,12,16"
    england.save()
    france = GameResult.objects.get(game=t1.board, power="France")
    url = admin_url("gameresult_change", france.pk)
    response = alice_client.post(url, form_data(alice_client.get(url), centres_by_year="6 18"))
    assert response.status_code == 200
    assert "France runs to 1902, that of England to 1905" in str(
        response.context["adminform"].form.errors["centres_by_year"]
    )
    response = alice_client.post(
        url, form_data(alice_client.get(url), centres_by_year="5 6 9 14 18")
    )
    assert response.status_code == 302
    assert charts(t1.board)["France"] == "5,6,9,14,18"


@pytest.mark.django_db
def test_online_games_take_no_chart(admin_client_, players):
    game = OnlineGame.objects.create(key="web-1", end_date=datetime.date(2024, 1, 1))
    result = GameResult.objects.create(game=game, player=players[0], power="France", centres=18)
    page = admin_client_.get(admin_url("onlinegame_change", game.pk)).content.decode()
    assert "centres_by_year" not in page
    url = admin_url("gameresult_change", result.pk)
    response = admin_client_.post(url, form_data(admin_client_.get(url), centres_by_year="18"))
    assert response.status_code == 200
    assert "A centre chart is kept for tournament boards only." in str(
        response.context["adminform"].form.errors
    )
