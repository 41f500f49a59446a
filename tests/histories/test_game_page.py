"""A game's page (online games had none; boards get one too): its settings,
each player's power, centres and outcome, and each player's adjustment in
every table the game counted in (Ghost x, expected and actual scores)."""

import pytest

from tournaments.models import Game

pytestmark = pytest.mark.django_db


def view(client, game):
    response = client.get(game.get_absolute_url())
    assert response.status_code == 200
    return response, response.context["view"]


def test_an_online_game_shows_its_settings_and_end_position(client, history):
    response, v = view(client, history.games["draw"])
    html = response.content.decode()
    for text in (
        "Classic",
        "Full press",
        "1440 minutes",
        "standard",
        "Draw-size scoring",
        "Draw of 3",
    ):
        assert text in html, text
    assert [(line.result.power, line.result.centres, line.outcome) for line in v.lines] == [
        ("Austria", 12, "draw"),
        ("England", 11, "draw"),
        ("France", 11, "draw"),
        ("Germany", 0, "eliminated"),
        ("Italy", 0, "eliminated"),
        ("Russia", 0, "eliminated"),
        ("Turkey", 0, "eliminated"),
    ]


def test_each_table_the_game_counted_in_with_the_ghost_worked_check(client, history):
    _, v = view(client, history.games["draw"])
    assert [(t.system, t.category) for t in v.tables] == [
        ("ghost", "overall"),
        ("ghost", "full-press"),
        ("openskill", "overall"),
    ]
    overall = v.tables[0]
    assert overall.weight == pytest.approx(40)
    drawers = [i for i in overall.impacts if i.change > 0]
    assert len(drawers) == 3
    assert all(i.change == pytest.approx(7.619, abs=1e-3) for i in drawers)
    assert all(i.expected == pytest.approx(1 / 7) for i in overall.impacts)
    assert sorted(i.actual for i in overall.impacts) == pytest.approx([0] * 4 + [1 / 3] * 3)
    losers = [i.change for i in overall.impacts if i.change < 0]
    assert losers == pytest.approx([-40 / 7] * 4)


def test_a_solo_and_a_duel_read_as_the_ratings_read_them(client, history):
    _, solo = view(client, history.games["solo"])
    assert solo.soloist.player.key == "a"
    assert [line.outcome for line in solo.lines] == [
        "solo", "lost", "lost", "lost", "eliminated", "eliminated", "eliminated",
    ]  # fmt: skip
    response, duel = view(client, history.games["duel"])
    assert {line.result.player.key: line.outcome for line in duel.lines} == {
        "a": "won",
        "b": "defeated",
    }
    assert [(t.system, t.category) for t in duel.tables] == [
        ("ghost", "1v1"),
        ("ghost", "fva"),
        ("openskill", "1v1"),
    ]
    assert "France vs Austria" in response.content.decode()


def test_a_board_has_a_page_linked_from_its_tournament(client, history):
    winter = history.events["winter"]
    board = Game.objects.get(round__tournament=winter, round__number=2, number=1)
    page = client.get(winter.get_absolute_url()).content.decode()
    assert board.get_absolute_url() in page
    response, v = view(client, board)
    html = response.content.decode()
    assert "Winter Open" in html and "Round 2, board 1" in html
    assert {(t.system, t.category) for t in v.tables} >= {
        ("ghost", "overall"),
        ("ghost", "full-press"),
    }


def test_the_players_link_to_their_history_in_each_table(client, history):
    response, _ = view(client, history.games["draw"])
    anne = history.anne
    assert f"/players/{anne.pk}/{anne.slug}/ratings/ghost/full-press/" in response.content.decode()


def test_unknown_games_are_404_and_a_wrong_slug_redirects(client, history):
    game = history.games["draw"]
    assert client.get("/games/999999/x/").status_code == 404
    response = client.get(f"/games/{game.pk}/wrong/")
    assert response.status_code == 301 and response["Location"] == game.get_absolute_url()
