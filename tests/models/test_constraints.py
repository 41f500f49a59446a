"""The database itself refuses impossible results, whoever writes them."""

from datetime import date

import pytest
from django.db import IntegrityError, transaction

from tournaments.models import Game, GameResult, Player, Round, Standing, Tournament

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def board():
    t = Tournament.objects.create(
        key="t", name="T", start_date=date(2020, 1, 1), end_date=date(2020, 1, 2)
    )
    r = Round.objects.create(tournament=t, number=1)
    return Game.objects.create(round=r, number=1, end_date=date(2020, 1, 2))


@pytest.fixture
def players():
    return [Player.objects.create(key=f"k{i}", first_name="A", last_name=f"B{i}") for i in range(8)]


def refused(fn):
    with pytest.raises(IntegrityError):
        with transaction.atomic():
            fn()


def test_one_power_per_player_per_board(board, players):
    GameResult.objects.create(game=board, player=players[0], power="France", centres=5)
    refused(
        lambda: GameResult.objects.create(game=board, player=players[0], power="Italy", centres=5)
    )
    refused(
        lambda: GameResult.objects.create(game=board, player=players[1], power="France", centres=5)
    )


def test_centres_must_be_within_0_and_34(board, players):
    refused(
        lambda: GameResult.objects.create(game=board, player=players[0], power="France", centres=35)
    )


def test_a_board_total_over_34_is_refused(board, players):
    for i, power in enumerate(("Austria", "England", "France")):
        GameResult.objects.create(game=board, player=players[i], power=power, centres=10)
    refused(
        lambda: GameResult.objects.create(game=board, player=players[3], power="Italy", centres=5)
    )
    GameResult.objects.create(game=board, player=players[3], power="Italy", centres=4)
    assert sum(GameResult.objects.values_list("centres", flat=True)) == 34


def test_an_eliminated_player_holds_no_centres(board, players):
    refused(
        lambda: GameResult.objects.create(
            game=board, player=players[0], power="France", centres=3, eliminated_year=1905
        )
    )


def test_ranks_start_at_one(board, players):
    refused(
        lambda: Standing.objects.create(
            tournament=board.round.tournament, player=players[0], rank=0
        )
    )


def test_a_game_is_a_board_or_has_a_key():
    refused(lambda: Game.objects.create(end_date=date(2020, 1, 1)))


def test_a_tournament_cannot_end_before_it_starts():
    refused(
        lambda: Tournament.objects.create(
            key="x", name="X", start_date=date(2020, 1, 2), end_date=date(2020, 1, 1)
        )
    )
