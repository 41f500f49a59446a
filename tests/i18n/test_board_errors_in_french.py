"""A board entered with a mistake in a French admin: the problem is shown next to its
field, in French (the round's boards page, as an organizer enters a round)."""

import datetime

import pytest
from django.urls import reverse

from tests.admin.test_board_entry import board_rows, round_page_data
from tournaments.models import GameResult, Player, Round, Tournament

from .conftest import messages_of


@pytest.fixture
def round1(organizer):
    t = Tournament.objects.create(
        key="cup", name="Olga Cup", owner=organizer, rounds=1, scoring_system="squares-daanz",
        start_date=datetime.date(2025, 3, 1), end_date=datetime.date(2025, 3, 2),
    )  # fmt: skip
    return Round.objects.create(tournament=t, number=1)


def test_a_player_at_two_powers_is_refused_in_french(french_organizer, round1):
    seven = [
        Player.objects.create(key=f"q{i}", first_name=f"Q{i}", last_name=f"Player{i}")
        for i in range(7)
    ]
    url = reverse("admin:tournaments_round_boards", args=[round1.pk])
    page = french_organizer.get(url + "?boards=1")
    rows = board_rows(seven, "board0")
    rows["board0-6-player"] = str(seven[0].pk)  # Q0 plays Austria and Turkey
    response = french_organizer.post(url, round_page_data(page, {0: rows}))
    assert response.status_code == 200
    turkey = response.context["blocks"][0].results.forms[6]
    assert turkey.errors["player"] == [
        "Q0 Player0 apparaît plus d'une fois à cette table\u00a0: un joueur joue une seule "
        "puissance."
    ]
    assert messages_of(response) == ["Rien n'a été enregistré : corrigez les tables ci-dessous."]
    assert not GameResult.objects.exists()
